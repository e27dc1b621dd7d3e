import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SecurityLayout } from '@/src/layouts/SecurityLayout';
import type { PluginRegistry } from '@/src/plugin-api/registry';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import { LazyPage } from './LazyPage';
import { HOME_PATH } from '@/providers/paths';
import type { AppRoute } from './route-types';
import { SignedInGate } from './SignedInGate';

// Refine, antd's heavier parts and every signed-in screen live behind these imports, so the login
// page (the first thing most visitors load) downloads none of them.
const SignedInApp = lazy(() => import('@/src/SignedInApp'));
const GuardedDashboardLayout = lazy(() => import('./GuardedDashboardLayout'));
const GuardedPage = lazy(() => import('./GuardedPage'));
const loadNotFound = () => import('@/src/pages/not-found/NotFoundPage');

type Page = AppRoute & Required<Pick<AppRoute, 'path' | 'load'>>;
const isPage = (route: AppRoute): route is Page => Boolean(route.path && route.load);

/**
 * The router tree, generated from the route registry: the open login-style pages, then everything
 * else inside <Refine> and the dashboard layout, each page behind the route guard; 404 for the rest.
 */
export function AppRoutes({ routes, registry }: { routes: AppRoute[]; registry: PluginRegistry }) {
  const pages = routes.filter(isPage);
  return (
    <Routes>
      <Route element={<SecurityLayout />}>
        {pages
          .filter((r) => r.layout === 'security')
          .map((r) => (
            <Route key={r.name} path={r.path} element={<LazyPage load={r.load} />} />
          ))}
      </Route>
      <Route
        element={
          <SignedInGate>
            <Suspense fallback={<LoadingOverlay fullScreen />}>
              <SignedInApp routes={routes} registry={registry} />
            </Suspense>
          </SignedInGate>
        }
      >
        <Route element={<GuardedDashboardLayout routes={routes} />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {pages
            .filter((r) => r.layout !== 'security')
            .map((r) => (
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
