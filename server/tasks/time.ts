// A task's time travels as "DD-MM-YYYY HH:mm" (spec 001 section 9) in the server's time zone (TZ), as the
// KPI periods do; ISO 8601 is accepted too. Times are kept to the minute: "the same time" means the same
// minute, which is what the unique index of tasks compares.
export const TASK_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

const SPEC = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local wall-clock time that exists (not a day 31 of a 30-day month, not a DST gap). */
function localTime(year: number, month: number, day: number, hour: number, minute: number): Date | null {
  if (year < 1000 || hour > 23 || minute > 59) return null;
  const d = new Date(year, month - 1, day, hour, minute);
  const same =
    d.getFullYear() === year &&
    d.getMonth() === month - 1 &&
    d.getDate() === day &&
    d.getHours() === hour &&
    d.getMinutes() === minute;
  return same ? d : null;
}

/** The minute a client's value names, or null when it is not a time. */
export function parseTaskTime(value: string): Date | null {
  const spec = SPEC.exec(value);
  if (spec) {
    const [day, month, year, hour, minute] = spec.slice(1).map(Number);
    return localTime(year, month, day, hour, minute);
  }
  const iso = ISO.exec(value);
  if (!iso) return null;
  const [year, month, day, hour, minute] = iso.slice(1, 6).map(Number);
  if (!iso[8]) return localTime(year, month, day, hour, minute);
  const day0 = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    hour > 23 ||
    minute > 59 ||
    day0.getUTCMonth() !== month - 1 ||
    day0.getUTCDate() !== day
  )
    return null;
  const ms = Date.parse(value.replace(' ', 'T'));
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms);
  d.setSeconds(0, 0);
  return d;
}

export const formatTaskTime = (d: Date): string =>
  `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Not after now and not completed (spec 000 section 4.2, recomputed on every reply). */
export const isOverdue = (t: { notification_at: Date; success: boolean }, now: Date): boolean =>
  !t.success && t.notification_at.getTime() <= now.getTime();
