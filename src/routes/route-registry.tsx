// The shell's routes: the one place pages, menu entries and Refine resources come from.
// The configuration resources' pages are generated from their declarations (src/resources/ui/routes.ts);
// plugins add theirs through definePlugin (see plugin-host/plugin-routes.ts). It loads with the signed-in
// part; the login page knows only the open routes (open-routes.ts).
import { sovcomInMenu } from '@/src/pages/sovcom/menu';
import { RESOURCES } from '@/src/resources';
import { resourceRoutes } from '@/src/resources/ui/routes';
import { registerCrudTexts } from '@/src/resources/ui/texts';
import { HOME_PATH } from '@/providers/paths';
import { openRoutes } from './open-routes';
import type { AppRoute } from './route-types';

registerCrudTexts(RESOURCES);

const handWritten: AppRoute[] = [
  ...openRoutes,
  {
    name: 'dashboard',
    path: HOME_PATH,
    load: () => import('@/src/pages/dashboard/DashboardPage'),
    meta: {
      label: 'shell.menu.dashboard',
      iconName: 'DashboardOutlined',
      access: { list: 'dashboard.list' },
      menu: true,
      order: 0,
    },
  },
  {
    name: 'settings',
    meta: {
      label: 'shell.menu.settings',
      iconName: 'SettingOutlined',
      access: { list: 'settings.list' },
      menu: true,
      order: 900,
    },
  },
  {
    // Spec 000 section 2.1: /report groups the contact list, the card list, calls and the statistics, which
    // plugins and later pages add under `parent: 'report'`; it shows once one of them is visible.
    name: 'report',
    meta: {
      label: 'shell.menu.reports',
      iconName: 'BarChartOutlined',
      access: { list: 'report.list' },
      menu: true,
      order: 100,
    },
  },
  {
    // The spec opens this route to any signed-in user; its settings API needs `sovcom.list`, so the
    // guard and the menu ask for that key under Settings (docs/decisions.md).
    name: 'sovcom',
    path: '/settings/sovcom',
    load: () => import('@/src/pages/sovcom/SovcomSettingsPage'),
    meta: {
      label: 'shell.menu.sovcomCheck',
      iconName: 'ProfileOutlined',
      parent: 'settings',
      access: { list: ['settings.list', 'sovcom.list'] },
      menu: true,
      menuWhen: sovcomInMenu,
      order: 72,
    },
  },
  {
    name: 'fileManager',
    resource: 'file_manager',
    path: '/fileManager',
    load: () => import('@/src/pages/file-manager/FileManagerPage'),
    meta: {
      label: 'shell.menu.fileManager',
      iconName: 'FolderOutlined',
      access: {
        list: ['fileManager.list'],
        create: ['fileManager.create'],
        edit: ['fileManager.update'],
        delete: ['fileManager.delete'],
        download: ['fileManager.download'],
      },
      menu: true,
      order: 960,
    },
  },
  {
    // The generated blacklist's import page: its list entry stays highlighted, and the list shows an
    // Import button to holders of blackList.import (see owner in route-types.ts).
    name: 'blackList.import',
    path: '/blackList/import',
    owner: { name: 'blackList', action: 'import' },
    load: () => import('@/src/resources/black-list/ImportPage'),
    meta: {
      label: 'buttons.import',
      parent: 'blackList',
      access: { import: ['blackList.import'] },
      menu: false,
    },
  },
];

/**
 * The hand-written entries, then the generated ones. A declaration whose name a hand-written page
 * already takes is served by the hand-written page until that page is removed here.
 */
export const generatedResources = RESOURCES.filter(
  (r) => !handWritten.some((route) => route.name === r.name),
);

export const shellRoutes: AppRoute[] = [...handWritten, ...resourceRoutes(generatedResources)];

/** Paths plugins may not take. */
export const shellPaths = (routes: AppRoute[] = shellRoutes) => [
  '/',
  ...routes.flatMap((r) => (r.path ? [r.path] : [])),
];
