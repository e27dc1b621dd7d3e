// The shell's routes: the one place pages, menu entries and Refine resources come from.
// The configuration resources' pages are generated from their declarations (src/resources/ui/routes.ts);
// plugins add theirs through definePlugin (see plugin-host/plugin-routes.ts).
import { DashboardOutlined, SettingOutlined } from '@ant-design/icons';
import { RESOURCES } from '@/src/resources';
import { resourceRoutes } from '@/src/resources/ui/routes';
import { registerCrudTexts } from '@/src/resources/ui/texts';
import type { AppRoute } from './route-types';

registerCrudTexts(RESOURCES);

export const LOGIN_PATH = '/login';
export const RESTORE_PATH = '/restore';
export const HOME_PATH = '/dashboard';

const handWritten: AppRoute[] = [
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
];

/**
 * The hand-written entries, then the generated ones. A declaration whose name a hand-written page
 * already takes is served by the hand-written page until that page is removed here.
 */
export const generatedResources = RESOURCES.filter((r) => !handWritten.some((route) => route.name === r.name));

export const shellRoutes: AppRoute[] = [...handWritten, ...resourceRoutes(generatedResources)];

/** Paths plugins may not take. */
export const shellPaths = (routes: AppRoute[] = shellRoutes) => [
  '/',
  ...routes.flatMap((r) => (r.path ? [r.path] : [])),
];
