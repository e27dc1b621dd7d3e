// The shell's routes: the one place pages, menu entries and Refine resources come from.
// Plugins add theirs through definePlugin (see plugin-host/plugin-routes.ts).
import { DashboardOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from './route-types';

export const LOGIN_PATH = '/login';
export const RESTORE_PATH = '/restore';
export const HOME_PATH = '/dashboard';

export const shellRoutes: AppRoute[] = [
  {
    name: 'login',
    path: LOGIN_PATH,
    layout: 'security',
    load: () => import('@/src/pages/login/LoginPage'),
    meta: { label: 'shell.login.title', menu: false },
  },
  {
    name: 'restore',
    path: RESTORE_PATH,
    layout: 'security',
    load: () => import('@/src/pages/restore/RestorePage'),
    meta: { label: 'shell.restore.title', menu: false },
  },
  {
    name: 'dashboard',
    path: HOME_PATH,
    load: () => import('@/src/pages/dashboard/DashboardPage'),
    meta: {
      label: 'shell.menu.dashboard',
      icon: <DashboardOutlined />,
      permission: 'dashboard.list',
      menu: true,
      order: 0,
    },
  },
  {
    name: 'settings',
    meta: {
      label: 'shell.menu.settings',
      icon: <SettingOutlined />,
      permission: 'settings.list',
      menu: true,
      order: 900,
    },
  },
  {
    name: 'user',
    path: '/settings/user/list',
    load: () => import('@/src/pages/users/UserListPage'),
    meta: {
      label: 'shell.menu.users',
      icon: <TeamOutlined />,
      parent: 'settings',
      permission: ['settings.list', 'user.list'],
      menu: true,
    },
  },
];

/** Paths plugins may not take. */
export const shellPaths = (routes: AppRoute[] = shellRoutes) => [
  '/',
  ...routes.flatMap((r) => (r.path ? [r.path] : [])),
];
