// Grants: nobody hands out more than they hold (issue 10). One rule for every write that gives, changes or
// removes access rights — the user resource (create, update, copy, delete) and the permission-group resource
// (create, update, copy, delete) both ask `assertCovered` — so a supervisor cannot put someone into the
// administrators' group and have that user make the supervisor an administrator.
// A caller "covers" a grant (a role and a permission group's keys) when they are ROLE_ADMIN, or when the keys
// are a subset of their own and the role is one they may hand out. ROLE_ADMIN passes every check whatever its
// group holds, so it counts as every key of the catalogue: granting it needs `permission.update` (the key of
// those who manage access) and every other key too; a group holding `permission.update` needs it, which the
// subset rule already says. The same rule guards the target as it is: a user or group
// holding more than the caller is not theirs to edit or delete (else a supervisor could reset an
// administrator's password and log in as them).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissionGroups } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { isAllowed, parsePermissions, PERMISSION_KEYS, type Role } from '../from-client';
import type { CurrentUser } from '../types';

export interface Grant {
  /** The role given or held; absent for a permission group on its own. */
  role?: Role | null;
  keys: readonly string[];
}

/** Roles besides ROLE_ADMIN that a caller of each role may hand out: their own and those that see less.
 * Supervisors see every project's contacts; operators and guests differ both ways (an operator writes, a
 * guest reads everyone's tasks), so neither hands out the other. */
const GRANTABLE_ROLES: Record<Role, readonly Role[]> = {
  ROLE_ADMIN: ['ROLE_SUPERVISOR', 'ROLE_OPERATOR', 'ROLE_GUEST'],
  ROLE_SUPERVISOR: ['ROLE_SUPERVISOR', 'ROLE_OPERATOR', 'ROLE_GUEST'],
  ROLE_OPERATOR: ['ROLE_OPERATOR'],
  ROLE_GUEST: ['ROLE_GUEST'],
};

/** Why `caller` may not hand out (or touch a holder of) `grant`, or null when they may. */
export function grantRefusal(caller: CurrentUser | null, grant: Grant): HttpError | null {
  if (!caller) return forbidden();
  if (caller.role === 'ROLE_ADMIN') return null;
  if (grant.role === 'ROLE_ADMIN' && !isAllowed(caller, PERMISSION_KEYS))
    return new HttpError(403, 'forbidden', 'adminRoleForbidden');
  const beyond = new HttpError(403, 'forbidden', 'grantBeyondOwn');
  if (grant.role && grant.role !== 'ROLE_ADMIN' && !GRANTABLE_ROLES[caller.role].includes(grant.role))
    return beyond;
  return grant.keys.every((k) => (caller.permissions as readonly string[]).includes(k)) ? null : beyond;
}

export function assertCovered(caller: CurrentUser | null, grant: Grant): void {
  const refusal = grantRefusal(caller, grant);
  if (refusal) throw refusal;
}

/** The stored keys of a permission group (none for no group or a missing one). */
export async function groupKeys(db: Db, groupId: number | null | undefined): Promise<string[]> {
  if (typeof groupId !== 'number') return [];
  const [row] = await db
    .select({ permissions: permissionGroups.permissions })
    .from(permissionGroups)
    .where(eq(permissionGroups.id, groupId));
  return parsePermissions(row?.permissions);
}
