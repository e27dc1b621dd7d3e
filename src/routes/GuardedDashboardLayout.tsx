import DashboardLayout from '@/src/layouts/DashboardLayout';
import type { AppRoute } from './route-types';
import { RouteGuard } from './RouteGuard';

const SIGNED_IN = {};

/** The dashboard chrome, for signed-in users only. */
export default function GuardedDashboardLayout({ routes }: { routes: AppRoute[] }) {
  return (
    <RouteGuard rule={SIGNED_IN}>
      <DashboardLayout routes={routes} />
    </RouteGuard>
  );
}
