// Who may act on whose tasks (spec 001 section 6, docs/decisions.md). An operator works their own tasks
// and sees other users' tasks on a contact "without edit buttons"; acting for another user is the job of a
// non-operator holding contact.operatorChange, the key that hands a contact to another operator.
import { forbidden, HttpError } from '../http/errors';
import { mayChangeOperator, mayDeleteTask } from '../from-client';
import type { CurrentUser } from '../types';
import type { TaskRow } from './table';
import { formatTaskTime, isOverdue } from './time';

/** Acting for another user is the operator change's rule (src/permissions/rules.ts). */
export const mayActForOthers = (user: CurrentUser): boolean => mayChangeOperator(user);

export function assertMayChange(user: CurrentUser, task: TaskRow): void {
  if (task.user_id !== user.id && !mayActForOthers(user)) throw forbidden();
}

/** Deleting an overdue task needs contact.taskDeleteOverdue on top of contact.taskDelete. */
export function assertMayDelete(user: CurrentUser, task: TaskRow, now = new Date()): void {
  assertMayChange(user, task);
  if (!mayDeleteTask(user, isOverdue(task, now))) throw forbidden();
}

export class TaskExistsError extends HttpError {
  constructor(readonly time: string) {
    super(400, 'taskAlreadyExists', 'taskAlreadyExists', { time });
  }
}

export const taskExists = (at: Date) => new TaskExistsError(formatTaskTime(at));
export const taskNoUser = () => new HttpError(400, 'taskNoUser', 'taskNoUser');
export const taskContactNotFound = () => new HttpError(400, 'contactNotFound', 'contactNotFound');
