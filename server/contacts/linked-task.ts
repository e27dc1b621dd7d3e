// Spec 000 section 4.1: "saving a card linked to a call task clears that task". The card sends the task it
// was opened for as taskId; the save completes it (success). The route's scope has checked that the caller
// sees the task (their own, or on a contact they see), and it must be this contact's. It is completed under
// the rules of POST /task/success (the completion keys, and one's own task unless acting for others); a caller
// those rules do not allow still saves the card and leaves the task open (docs/decisions.md): the card may be
// opened for a call from a colleague's task, and the call's result must not be lost for it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowId } from '../http/form-values';
import { isAllowed, type PermissionKey } from '../from-client';
import { mayActForOthers } from '../tasks/access';
import { tasks, type TaskRow } from '../tasks/table';
import type { CurrentUser } from '../types';
import { rule, type Body, type Problems } from './values';

/** The keys of completing a task (POST /task/success). */
export const TASK_COMPLETE_KEYS: PermissionKey[] = ['contact.taskUpdate', 'contact.taskComplete'];

/** The task the save will complete, checked; null when the body names none. */
export async function linkedTask(
  db: Db,
  contactId: number,
  body: Body,
  problems: Problems,
): Promise<TaskRow | null> {
  if (body.taskId === undefined) return null;
  const id = rowId(body.taskId);
  const [task] = id === undefined ? [] : await db.select().from(tasks).where(eq(tasks.id, id));
  if (!task || task.contact_id !== contactId) {
    problems.taskId = rule('included', 'taskId');
    return null;
  }
  return task;
}

/** Whether the save completes the task: the rules of POST /task/success. */
export const mayComplete = (user: CurrentUser, task: TaskRow): boolean =>
  isAllowed(user, TASK_COMPLETE_KEYS) && (task.user_id === user.id || mayActForOthers(user));

export async function completeLinkedTask(db: Db, task: TaskRow): Promise<void> {
  if (task.success) return;
  await db
    .update(tasks)
    .set({ success: true, updated_at: sql`now()` })
    .where(eq(tasks.id, task.id));
}
