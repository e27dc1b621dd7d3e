// The rules of spec 001 section 6 ("Effects of keys") that take more than one key: a role, an owner or a
// project flag. Written once, here: the plugins hide what the server refuses by the same predicate, and the
// server (through server/shared.ts) refuses by it. Pure, like the catalogue it builds on.
import { isAllowed, type PermissionKey, type Role } from './catalogue';

/** What a rule reads of a user; the client's CurrentUser and the server's both fit. */
export interface RuleUser {
  id: number;
  role: Role;
  permissions: readonly string[];
}

/** "Operator selector only for non-operators holding operatorChange": on the card, the list and tasks. */
export const mayChangeOperator = (user: Omit<RuleUser, 'id'>): boolean =>
  user.role !== 'ROLE_OPERATOR' && isAllowed(user, 'contact.operatorChange');

/** A contact's status: contact.update or contact.statusChange. */
export const mayChangeStatus = (user: Omit<RuleUser, 'id'>): boolean =>
  isAllowed(user, 'contact.update') || isAllowed(user, 'contact.statusChange');

/**
 * Operators change only what they own ("an operator sees another user's task without edit buttons", and
 * the same for notes); other roles change anyone's, as far as their keys go.
 */
export const mayChangeItemOf = (user: Pick<RuleUser, 'id' | 'role'>, ownerId: number | null | undefined) =>
  user.role !== 'ROLE_OPERATOR' || ownerId === user.id;

/**
 * "Note editing is disabled for guests" whatever their group grants, and operators change only their own
 * notes. The change's own key (contact.commentUpdate or commentDelete) is checked apart.
 */
export const mayChangeNoteOf = (user: Pick<RuleUser, 'id' | 'role'>, authorId: number | null | undefined) =>
  user.role !== 'ROLE_GUEST' && mayChangeItemOf(user, authorId);

/** Deleting a task needs contact.taskDelete, and an overdue one contact.taskDeleteOverdue as well. */
export const mayDeleteTask = (user: Omit<RuleUser, 'id'>, overdue: boolean): boolean =>
  isAllowed(user, 'contact.taskDelete') && (!overdue || isAllowed(user, 'contact.taskDeleteOverdue'));

/** On a task item, "admin sees operator name and extension". */
export const seesTaskOwner = (user: Pick<RuleUser, 'role'>): boolean => user.role === 'ROLE_ADMIN';

/** The "all calls of the phone" switch: contact.callAllShow, and "guests do not see" it. */
export const seesAllCallsOfPhone = (user: Omit<RuleUser, 'id'>): boolean =>
  user.role !== 'ROLE_GUEST' && isAllowed(user, 'contact.callAllShow');

/** "Additional phones show to admin, supervisor, or when the campaign allows" (its flag is "1"). */
export const seesAdditionalPhones = (user: Pick<RuleUser, 'role'>, campaignFlag: string | null): boolean =>
  user.role === 'ROLE_ADMIN' || user.role === 'ROLE_SUPERVISOR' || campaignFlag === '1';

/**
 * The key an export of each type needs (issue 13: the export's own list screen's download key; the
 * blacklist has none, so seeing it is enough). Types are the wire's (src/contracts/import-export.ts).
 */
export const EXPORT_PERMISSIONS = {
  call: 'call.download',
  contact: 'contact.download',
  new: 'contact.download',
  no_answer: 'contact.download',
  robot: 'contact.download',
  blacklist: 'blackList.list',
  user_statistics: 'userReport.download',
  user_statistics_history: 'userReport.download',
  kpi_report: 'kpi.list',
} as const satisfies Record<string, PermissionKey>;

/** Whether the user may start an export of `type`. */
export const mayExport = (user: Omit<RuleUser, 'id'>, type: keyof typeof EXPORT_PERMISSIONS): boolean =>
  isAllowed(user, EXPORT_PERMISSIONS[type]);
