// The bell's page (spec 000 sections 2.3, 3 and 4.2): what needs action now comes first, and the reply counts
// every filter so the panel can say how many each holds. The badge counts `due`: the caller's tasks not
// completed whose time is up to the end of today (overdue ones included), the tasks to act on today.
import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tasks } from './table';
import { TASK_TYPES, taskTypeWhere, type TaskType } from './types';

/** Open tasks by time (the overdue first, then today's, then later ones), then the completed, newest first. */
export const BELL_ORDER = [
  asc(tasks.success),
  sql`case when ${tasks.success} then null else ${tasks.notification_at} end asc nulls last`,
  desc(tasks.notification_at),
  asc(tasks.id),
];

/** The end of the server's day (task times are in the server's zone: time.ts). */
export function endOfDay(now: Date): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}

/** Not completed and due by the end of today: what the badge counts. */
export const dueTodayWhere = (now: Date): SQL =>
  and(eq(tasks.success, false), lte(tasks.notification_at, endOfDay(now)))!;

export type BellCounts = Record<TaskType | 'due', number>;

const countWhere = (where: SQL | undefined) =>
  (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number);

/** One pass over the caller's tasks: the count of each filter and of the tasks due today. */
export async function bellCounts(db: Db, userId: number, now: Date): Promise<BellCounts> {
  const columns = Object.fromEntries([
    ...TASK_TYPES.map((type) => [type, countWhere(taskTypeWhere(type, now))]),
    ['due', countWhere(dueTodayWhere(now))],
  ]);
  const [row] = await db.select(columns).from(tasks).where(eq(tasks.user_id, userId));
  return row as BellCounts;
}
