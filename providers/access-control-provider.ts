// Refine's AccessControlProvider (spec 001 section 6): one rule, the catalogue's isAllowed().
// A resource declares `meta.permission` (a key, or an array of keys that are all required) and optionally
// `meta.roles` (roles that pass without the keys). `meta.permission` may also map Refine actions to keys,
// e.g. { list: 'user.list', create: 'user.create', edit: 'user.update', delete: 'user.delete' }, so the
// buttons of a list follow their own keys; an action missing from the map needs no key.
// ROLE_ADMIN passes everything; no signed-in user is denied everything; a resource without a permission
// is open to any signed-in user.
import type { AccessControlProvider } from '@refinedev/core';
import { i18n } from '@/src/i18n';
import { isAllowed, type PermissionKey, type Role } from '@/src/permissions/catalogue';
import { currentUser } from './session';
import { toPermissionSubject } from './user';

export type PermissionNeed = PermissionKey | readonly PermissionKey[];
export type PermissionRule = PermissionNeed | Partial<Record<string, PermissionNeed>>;

const isNeed = (rule: PermissionRule): rule is PermissionNeed =>
  typeof rule === 'string' || Array.isArray(rule);

/** The keys a rule asks for a given action (undefined: none). */
export function needFor(rule: PermissionRule | undefined, action: string): PermissionNeed | undefined {
  if (rule === undefined || isNeed(rule)) return rule;
  return rule[action === 'clone' ? 'create' : action];
}

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
    const meta = (params?.resource?.meta ?? {}) as { permission?: PermissionRule; roles?: readonly Role[] };
    const can = canUser(needFor(meta.permission, action), meta.roles);
    return can ? { can } : { can, reason: i18n.t('noPermission') };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
