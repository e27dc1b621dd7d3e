// Spec 000 section 2.1: login and restore are open; everything else needs a signed-in user;
// a route naming a permission (or roles) needs ROLE_ADMIN, every named key, or a listed role.
// Both failures send the visitor to /login.
import { isAllowed, type PermissionKey, type Role } from '@/src/permissions/catalogue';
import { needOf } from '@/src/permissions/access-map';
import type { AppRoute } from './route-types';

export type RouteDecision = 'allow' | 'login';

export interface GuardedRoute {
  open?: boolean;
  permission?: PermissionKey | readonly PermissionKey[];
  roles?: readonly Role[];
}

export interface Visitor {
  authenticated: boolean;
  user: { role: Role; permissions: readonly string[] } | null;
}

export function decideRouteAccess(route: GuardedRoute, visitor: Visitor): RouteDecision {
  if (route.open) return 'allow';
  if (!visitor.authenticated || !visitor.user) return 'login';
  return isAllowed(visitor.user, route.permission, route.roles) ? 'allow' : 'login';
}

/** A page needs its access map's `list` keys; a page another entry owns, the keys of its owner action. */
export const guardOf = (route: AppRoute): GuardedRoute => ({
  open: route.layout === 'security',
  permission: needOf(route.meta.access, route.owner?.action ?? 'list'),
  roles: route.meta.roles,
});
