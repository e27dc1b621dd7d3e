import { useGetIdentity, useIsAuthenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toCurrentUser } from '@/src/session/current-user';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import { decideRouteAccess, type GuardedRoute } from './route-guard';
import { LOGIN_PATH, refusedPagePath } from '@/providers/paths';

// Every page mounts a guard; one GET /user/get per half minute is enough to notice changed rights.
const IDENTITY_STALE_MS = 30_000;

/**
 * Renders its children only when decideRouteAccess allows, judged on the auth provider's answers
 * (check, then the user reloaded from the API). A signed-out visitor goes to /login?to=<here>;
 * a signed-in one without access goes to /login too, with a notice saying why (refusedPagePath).
 */
export function RouteGuard({ rule, children }: { rule: GuardedRoute; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const auth = useIsAuthenticated();
  const identity = useGetIdentity({ queryOptions: { staleTime: IDENTITY_STALE_MS } });
  const user = useMemo(() => toCurrentUser(identity.data), [identity.data]);
  if (rule.open) return children;
  const authenticated = Boolean(auth.data?.authenticated);
  // A cached "yes" is trusted while a check re-runs (no flicker on navigation); a cached "no" is not.
  const checking = auth.isLoading || (auth.isFetching && !authenticated);
  if (checking || (authenticated && !user && (identity.isLoading || identity.isFetching)))
    return <LoadingOverlay />;
  if (decideRouteAccess(rule, { authenticated, user }) === 'allow') return children;
  if (authenticated && user) return <Navigate to={refusedPagePath(`${pathname}${search}`)} replace />;
  return <CatchAllNavigate to={LOGIN_PATH} />;
}
