// Refine's AccessControlProvider (spec 001 section 6): one rule, the catalogue's isAllowed().
// A resource carries its route's access map as `meta.access` (src/permissions/access-map.ts: keys per Refine
// action, e.g. { list: ['settings.list', 'user.list'], edit: ['settings.list', 'user.update'] }, an action
// the map does not name needing the list's keys) and optionally `meta.roles` (roles that pass without the
// keys). ROLE_ADMIN passes everything; no signed-in user is denied everything; a resource without a map
// is open to any signed-in user.
import type { AccessControlProvider } from '@refinedev/core';
import { i18n } from '@/src/i18n';
import { isAllowed, type Role } from '@/src/permissions/catalogue';
import { needOf, type PermissionNeed, type RouteAccess } from '@/src/permissions/access-map';
import { currentUser } from './session';
import { toPermissionSubject } from './user';

/** The same check for the shell and the plugin registry: does the signed-in user pass? */
export function canUser(permission?: PermissionNeed, roles?: readonly Role[]): boolean {
  const user = currentUser();
  if (!user) return false;
  // isAllowed() treats "roles without keys" as "only those roles"; no rule at all means any signed-in user.
  if (permission === undefined && roles === undefined) return true;
  return isAllowed(toPermissionSubject(user), permission, roles);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ action, params }) => {
    const meta = (params?.resource?.meta ?? {}) as { access?: RouteAccess; roles?: readonly Role[] };
    const can = canUser(needOf(meta.access, action), meta.roles);
    return can ? { can } : { can, reason: i18n.t('noPermission') };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
