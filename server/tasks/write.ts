// Creating and changing tasks. The unique index (user, minute) decides "a task for this time already
// exists", so two requests racing for the same minute cannot both pass.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { contacts } from '../contacts/table';
import { forbidden, invalidFields, fieldProblem } from '../http/errors';
import { sqlState } from '../resources/db-errors';
import { rowId } from '../http/form-values';
import { isAllowed } from '../from-client';
import type { CurrentUser } from '../types';
import { assertMayChange, mayActForOthers, taskContactNotFound, taskExists, taskNoUser } from './access';
import { userIdOf } from './body';
import { TASK_LABELS } from './schemas';
import { tasks, type TaskRow } from './table';
import { parseTaskTime, TASK_TIME_FORMAT } from './time';

export type TaskBody = Record<string, unknown>;

const problem = (field: string, rule: 'date_format' | 'included') =>
  fieldProblem(rule, field, TASK_LABELS, { format: TASK_TIME_FORMAT });

function readTime(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const at = parseTaskTime(value);
  if (!at) throw invalidFields({ notification_at: problem('notification_at', 'date_format') });
  return at;
}

async function userExists(db: Db, id: number): Promise<boolean> {
  if (Number.isNaN(id)) return false;
  return Boolean((await db.select({ id: users.id }).from(users).where(eq(users.id, id)))[0]);
}

/** Inserting or updating, with the unique index's refusal turned into taskAlreadyExists. */
async function saving<T>(at: Date, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (sqlState(err) === '23505') throw taskExists(at);
    throw err;
  }
}

async function assertFree(db: Db, userId: number, at: Date, exceptId?: number): Promise<void> {
  const same = and(eq(tasks.user_id, userId), eq(tasks.notification_at, at));
  const where = exceptId === undefined ? same : and(same, ne(tasks.id, exceptId));
  if ((await db.select({ id: tasks.id }).from(tasks).where(where).limit(1)).length) throw taskExists(at);
}

/** The task's user: the one sent, else the contact's operator, else the caller (guests hold no tasks). */
async function chooseUser(db: Db, caller: CurrentUser, sent: unknown, contactUser: number | null) {
  const id = userIdOf(sent);
  if (id === undefined || id === null) {
    if (contactUser !== null) return contactUser;
    if (caller.role === 'ROLE_GUEST') throw taskNoUser();
    return caller.id;
  }
  if (!(await userExists(db, id))) throw invalidFields({ user: problem('user', 'included') });
  if (id !== caller.id && id !== contactUser && !mayActForOthers(caller)) throw forbidden();
  return id;
}

export async function createTask(db: Db, caller: CurrentUser, body: TaskBody): Promise<number> {
  const at = readTime(body.notification_at)!;
  const contactId = rowId(body.contact);
  if (contactId === undefined) throw taskContactNotFound();
  const [contact] = await db
    .select({ user_id: contacts.user_id })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!contact) throw taskContactNotFound();
  const userId = await chooseUser(db, caller, body.user, contact.user_id);
  await assertFree(db, userId, at);
  const [row] = await saving(at, () =>
    db
      .insert(tasks)
      .values({
        text: body.text as string,
        notification_at: at,
        auto_call: body.auto_call === true,
        contact_id: contactId,
        user_id: userId,
        created_by: caller.id,
      })
      .returning({ id: tasks.id }),
  );
  return row.id;
}

/** PUT of the whole task or of a notification: only the fields sent change. */
export async function updateTask(db: Db, caller: CurrentUser, task: TaskRow, body: TaskBody): Promise<void> {
  assertMayChange(caller, task);
  const changes: Partial<typeof tasks.$inferInsert> = {};
  if (typeof body.text === 'string') changes.text = body.text;
  const at = readTime(body.notification_at);
  if (at) changes.notification_at = at;
  if (typeof body.auto_call === 'boolean') changes.auto_call = body.auto_call;
  if (typeof body.success === 'boolean' && body.success !== task.success) {
    if (!isAllowed(caller, 'contact.taskComplete')) throw forbidden();
    changes.success = body.success;
  }
  const sentUser = userIdOf(body.user);
  if (sentUser !== undefined && sentUser !== null && sentUser !== task.user_id) {
    if (!(await userExists(db, sentUser))) throw invalidFields({ user: problem('user', 'included') });
    if (!mayActForOthers(caller)) throw forbidden();
    changes.user_id = sentUser;
  }
  const userId = changes.user_id ?? task.user_id;
  const time = changes.notification_at ?? task.notification_at;
  if (changes.user_id !== undefined || changes.notification_at !== undefined)
    await assertFree(db, userId, time, task.id);
  if (!Object.keys(changes).length) return;
  await saving(time, () =>
    db
      .update(tasks)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(tasks.id, task.id)),
  );
}

export async function completeTask(db: Db, caller: CurrentUser, task: TaskRow): Promise<void> {
  assertMayChange(caller, task);
  await db
    .update(tasks)
    .set({ success: true, updated_at: sql`now()` })
    .where(eq(tasks.id, task.id));
}
