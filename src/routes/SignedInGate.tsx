import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '@/providers/cookies';
import { LOGIN_PATH } from '@/providers/paths';

/**
 * The cheap first half of the route guard, before the signed-in code is even downloaded: without a
 * token (the same test as authProvider.check) go to /login?to=<here>. RouteGuard does the rest.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (getToken()) return children;
  const here = `${pathname}${search}`;
  const to = here === '/' ? LOGIN_PATH : `${LOGIN_PATH}?to=${encodeURIComponent(here)}`;
  return <Navigate to={to} replace />;
}
