// What the signed-in user may do on the card (spec 001 section 6, "Effects of keys"): keys read with `can`,
// the rules that take more than a key are the plugin API's named rules (the server applies the same).
import {
  can,
  mayChangeOperator,
  mayChangeStatus,
  seesAllCallsOfPhone,
  type CurrentUser,
} from '@/src/plugin-api';

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
  edit: can(user, 'contact.update'),
  status: mayChangeStatus(user),
  operator: mayChangeOperator(user),
  script: can(user, 'contact.scriptOperatorShow'),
  calls: can(user, 'contact.callShow'),
  allCalls: seesAllCallsOfPhone(user),
  call: can(user, 'global.call'),
});
