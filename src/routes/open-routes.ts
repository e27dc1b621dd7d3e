// The open, login-style pages. The entry chunk knows only these; the rest of the route model (the
// configuration resources, the plugins) loads with the signed-in part (SignedInRoutes.tsx).
import { LOGIN_PATH, RESTORE_PATH } from '@/providers/paths';
import type { AppRoute } from './route-types';

export const openRoutes: AppRoute[] = [
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
];
