// The signed-in user as the shell and plugins see it: the API user (GET /api/user/get)
// plus its permission keys parsed once, so every access check reads the same array.
import type { CrmUser } from '@/providers/user';
import { parsePermissions, ROLES, type PermissionKey, type Role } from '@/src/permissions/catalogue';

export interface CurrentUser {
  id: number;
  role: Role;
  fullName: string;
  email: string;
  extension: string | null;
  permissions: PermissionKey[];
  /** The API reply as received, for screens that need more fields. */
  raw: CrmUser;
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Null when the identity is missing or malformed: the guard then treats the visitor as signed out. */
export function toCurrentUser(identity: unknown): CurrentUser | null {
  if (!identity || typeof identity !== 'object') return null;
  const user = identity as CrmUser & { permissions?: unknown };
  if (!isRole(user.role)) return null;
  const permissions = Array.isArray(user.permissions)
    ? parsePermissions(user.permissions.join(','))
    : parsePermissions(user.permission_group?.permissions);
  return {
    id: user.id,
    role: user.role,
    fullName: user.full_name ?? '',
    email: user.email ?? '',
    extension: user.extension_username ?? null,
    permissions,
    raw: user,
  };
}
