import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SecurityLayout } from '@/src/layouts/SecurityLayout';
import type { PluginRegistry } from '@/src/plugin-api/registry';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import { LazyPage } from './LazyPage';
import { openRoutes } from './open-routes';
import { SignedInGate } from './SignedInGate';

// Refine, antd's heavier parts, the route model (the resources' declarations, the plugins) and every
// signed-in screen live behind this import, so the login page (the first thing most visitors load)
// downloads none of them.
const SignedInRoutes = lazy(() => import('./SignedInRoutes'));

/**
 * The router tree's first level: the open login-style pages, and every other address behind the
 * token check, where the signed-in part draws its own routes. `registry` is the plugins' registry when
 * the caller has one (tests pick their plugins); without it the signed-in part registers plugins/index.ts.
 */
export function AppRoutes({ registry }: { registry?: PluginRegistry }) {
  return (
    <Routes>
      <Route element={<SecurityLayout />}>
        {openRoutes.map((r) => (
          <Route key={r.name} path={r.path} element={<LazyPage load={r.load!} />} />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <SignedInGate>
            <Suspense fallback={<LoadingOverlay fullScreen />}>
              <SignedInRoutes registry={registry} />
            </Suspense>
          </SignedInGate>
        }
      />
    </Routes>
  );
}
