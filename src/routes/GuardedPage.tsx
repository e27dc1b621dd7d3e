import { LazyPage } from './LazyPage';
import { guardOf } from './route-guard';
import type { AppRoute } from './route-types';
import { RouteGuard } from './RouteGuard';

/** A signed-in page behind its route's permission; its code loads once the guard lets it in. */
export default function GuardedPage({ route }: { route: AppRoute & Required<Pick<AppRoute, 'load'>> }) {
  return (
    <RouteGuard rule={guardOf(route)}>
      <LazyPage load={route.load} />
    </RouteGuard>
  );
}
