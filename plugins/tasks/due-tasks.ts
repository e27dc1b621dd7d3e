import { parseTaskTime } from './task-time';
import type { Task } from './types';

/** Spec 001 section 9: a task alerts from 0 to 1 minute ahead of its time. */
export const ALERT_WINDOW_MS = 60_000;

/**
 * The poll answers the tasks of the current minute too, so a task is still reported during its own minute
 * (docs/decisions.md); those are "due now" rather than past, and count as inside the window.
 */
export function isDueSoon(task: Task, now: number): boolean {
  if (task.success) return false;
  const at = parseTaskTime(task.notification_at);
  if (!at) return false;
  const ahead = at.valueOf() - now;
  return ahead > -ALERT_WINDOW_MS && ahead <= ALERT_WINDOW_MS;
}

/** Tasks not alerted yet; `seen` remembers them so each pops up once. */
export function freshDueTasks(tasks: Task[], seen: Set<number>, now: number): Task[] {
  return tasks.filter((task) => !seen.has(task.id) && isDueSoon(task, now));
}
