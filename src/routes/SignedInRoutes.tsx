import { lazy, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { plugins } from '@/plugins';
import { addTextPack } from '@/src/i18n';
import { dashboardTexts } from '@/src/i18n/dashboard-texts';
import SignedInApp from '@/src/SignedInApp';
import type { PluginRegistry } from '@/src/plugin-api/registry';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { HOME_PATH } from '@/providers/paths';
import { allRoutes } from './all-routes';
import { LazyPage } from './LazyPage';
import type { AppRoute } from './route-types';

// The layout waits for the dashboard's texts in the active language (Refine's keys, the resources' titles).
const GuardedDashboardLayout = lazy(() =>
  Promise.all([import('./GuardedDashboardLayout'), addTextPack(dashboardTexts)]).then(([layout]) => layout),
);
const GuardedPage = lazy(() => import('./GuardedPage'));
const loadNotFound = () => import('@/src/pages/not-found/NotFoundPage');

type Page = AppRoute & Required<Pick<AppRoute, 'path' | 'load'>>;
const isPage = (route: AppRoute): route is Page => Boolean(route.path && route.load);

// The plugins of plugins/index.ts, registered once, when the first signed-in page is drawn: the registry
// throws on the first bad one, and their titles join the texts.
let shipped: PluginRegistry | undefined;
const shippedPlugins = () => (shipped ??= registerPlugins(plugins));

/**
 * The signed-in half of the router tree, generated from the route registry and the plugins: inside
 * <Refine> and the dashboard layout, each page behind the route guard; 404 for the rest. It loads after
 * the login page (routes/AppRoutes.tsx).
 */
export default function SignedInRoutes({ registry }: { registry?: PluginRegistry }) {
  const active = registry ?? shippedPlugins();
  const routes = useMemo(() => allRoutes(active), [active]);
  const pages = routes.filter(isPage).filter((r) => r.layout !== 'security');
  return (
    <Routes>
      <Route element={<SignedInApp routes={routes} registry={active} />}>
        <Route element={<GuardedDashboardLayout routes={routes} />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {pages.map((r) => (
            <Route key={r.name} path={r.path} element={<GuardedPage route={r} />} />
          ))}
          {routes
            .filter((r) => r.path && r.redirectTo)
            .map((r) => (
              <Route key={r.name} path={r.path} element={<Navigate to={r.redirectTo!} replace />} />
            ))}
          <Route path="*" element={<LazyPage load={loadNotFound} />} />
        </Route>
      </Route>
    </Routes>
  );
}
