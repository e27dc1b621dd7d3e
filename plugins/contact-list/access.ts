// What the signed-in user may do with the list (spec 001 section 6, "Effects of keys").
import type { CurrentUser, PermissionKey } from '@/src/plugin-api';

const holds = (user: CurrentUser | null, key: PermissionKey) =>
  user !== null && (user.role === 'ROLE_ADMIN' || user.permissions.includes(key));

export interface ListAccess {
  /** Open a contact's card (the card needs contact.show). */
  open: boolean;
  /** Bulk operator change: never by an operator, as on the card. */
  operator: boolean;
  status: boolean;
  /** GET /user/get_operators answers holders of contact.show only. */
  operators: boolean;
}

export const listAccess = (user: CurrentUser | null): ListAccess => ({
  open: holds(user, 'contact.show'),
  operator: user?.role !== 'ROLE_OPERATOR' && holds(user, 'contact.operatorChange'),
  status: holds(user, 'contact.statusChange'),
  operators: holds(user, 'contact.show'),
});
