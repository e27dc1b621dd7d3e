// The user as GET /api/user/get returns it (docs/contracts.md), and the subject the permission
// catalogue's isAllowed() checks.
import { parsePermissions, ROLES, type PermissionKey, type Role } from '@/src/permissions/catalogue';

export interface CrmUser {
  id: number;
  role: Role;
  full_name: string;
  email: string;
  extension_username?: string | null;
  main_trunk_name?: string | null;
  offset_timestamp?: number | null;
  user_group?: { id: number; title: string; card_timeout?: number; operator_auto_answer?: boolean } | null;
  permission_group?: { id: number; title: string; permissions: string } | null;
  [field: string]: unknown;
}

export interface PermissionSubject {
  role: Role;
  permissions: PermissionKey[];
}

/** A usable user object: anything else (empty reply, error body) counts as no user. */
export const isCrmUser = (value: unknown): value is CrmUser =>
  typeof value === 'object' && value !== null && ROLES.includes((value as CrmUser).role);

export const toPermissionSubject = (user: CrmUser): PermissionSubject => ({
  role: user.role,
  permissions: parsePermissions(user.permission_group?.permissions),
});
