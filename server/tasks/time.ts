// A task's time travels as "DD-MM-YYYY HH:mm" (spec 001 section 9) in the server's time zone (TZ), as the
// KPI periods do; ISO 8601 is accepted too. Times are kept to the minute: "the same time" means the same
// minute, which is what the unique index of tasks compares.
import { readDateTime } from '../http/dates';

export const TASK_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');

/** The minute a client's value names (read strictly by dates.ts), or null when it is not a time. */
export function parseTaskTime(value: string): Date | null {
  const at = readDateTime(value);
  if (!at || at.getFullYear() < 1000) return null;
  at.setSeconds(0, 0);
  return at;
}

export const formatTaskTime = (d: Date): string =>
  `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Not after now and not completed (spec 000 section 4.2, recomputed on every reply). */
export const isOverdue = (t: { notification_at: Date; success: boolean }, now: Date): boolean =>
  !t.success && t.notification_at.getTime() <= now.getTime();
