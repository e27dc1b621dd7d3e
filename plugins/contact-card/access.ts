// What the signed-in user may do on the card (spec 001 section 6, "Effects of keys").
import type { CurrentUser, PermissionKey } from '@/src/plugin-api';

const holds = (user: CurrentUser, key: PermissionKey) =>
  user.role === 'ROLE_ADMIN' || user.permissions.includes(key);

export interface CardAccess {
  /** The card's fields (contact.update). */
  edit: boolean;
  /** The status: contact.update or contact.statusChange. */
  status: boolean;
  /** The operator select: non-operators holding contact.operatorChange. */
  operator: boolean;
  script: boolean;
  /** The calls table under the tabs (contact.callShow). */
  calls: boolean;
  /** Its "all calls of the phone" switch: contact.callAllShow, never for guests (spec 001 section 6). */
  allCalls: boolean;
  /** The Call buttons next to the phones (global.call; they also wait for the softphone). */
  call: boolean;
}

export const cardAccess = (user: CurrentUser): CardAccess => ({
  edit: holds(user, 'contact.update'),
  status: holds(user, 'contact.update') || holds(user, 'contact.statusChange'),
  operator: user.role !== 'ROLE_OPERATOR' && holds(user, 'contact.operatorChange'),
  script: holds(user, 'contact.scriptOperatorShow'),
  calls: holds(user, 'contact.callShow'),
  allCalls: user.role !== 'ROLE_GUEST' && holds(user, 'contact.callAllShow'),
  call: holds(user, 'global.call'),
});

/** Spec 001 section 6: admin, supervisor, or a project whose active_additional_phone_timeout is "1". */
export const showsAdditionalPhones = (user: CurrentUser, campaignFlag: string | null) =>
  user.role === 'ROLE_ADMIN' || user.role === 'ROLE_SUPERVISOR' || campaignFlag === '1';
