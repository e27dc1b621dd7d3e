// Every date and date-time the API reads is parsed here, strictly: the value must name a real calendar day
// and a real clock time. Date.parse and `new Date(y, m, d)` roll 2031-02-30 over to 2 March and 24:00 over
// to the next day; here such a value is no date at all, and the caller refuses it with `date_format`.
// Forms read (spec 001 section 9): YYYY-MM-DD and the day-first dd-MM-yyyy, dd.MM.yyyy, dd/MM/yyyy (not
// MM/dd/yyyy, which cannot be told from dd/MM/yyyy); ISO 8601 date-times; the task form DD-MM-YYYY HH:mm.
// A date-time without an offset is a wall-clock time of the server's time zone (TZ).

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{2})[-./](\d{2})[-./](\d{4})$/;
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;
const DAY_FIRST_MINUTE = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MINUTE_MS = 60_000;

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Whether year-month-day is a day of the calendar (year 1 onwards: PostgreSQL has no year 0). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

const isClockTime = (hour: number, minute: number, second = 0) => hour <= 23 && minute <= 59 && second <= 59;

/** `YYYY-MM-DD` of a real day written in one of the spec's date forms; undefined otherwise. */
export function readDay(value: string): string | undefined {
  const iso = ISO_DAY.exec(value);
  const first = DAY_FIRST.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : first ? [first[3], first[2], first[1]] : [];
  if (!year || !isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month}-${day}`;
}

/** A real day written exactly `YYYY-MM-DD` (the generated resources' `date` fields). */
export const isIsoDay = (value: string): boolean => ISO_DAY.test(value) && readDay(value) !== undefined;

/** A wall-clock time of the server's time zone that exists (not in a daylight-saving gap), or undefined. */
export function readLocalTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
  ms = 0,
): Date | undefined {
  if (!isCalendarDay(year, month, day) || !isClockTime(hour, minute, second)) return undefined;
  const d = new Date(2000, 0, 1); // setFullYear, unlike the constructor, keeps years 0-99 as written
  d.setFullYear(year, month - 1, day);
  d.setHours(hour, minute, second, ms);
  return d.getDate() === day && d.getHours() === hour && d.getMinutes() === minute ? d : undefined;
}

/** The instant an ISO 8601 date-time names (`Z`, `±hh:mm` or no offset), or undefined. */
export function readInstant(value: string): Date | undefined {
  const m = ISO_INSTANT.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number);
  const second = Number(m[6] ?? 0);
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (!m[8] && !m[9]) return readLocalTime(year, month, day, hour, minute, second, ms);
  const [offsetHours, offsetMinutes] = [Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (
    !isCalendarDay(year, month, day) ||
    !isClockTime(hour, minute, second) ||
    !isClockTime(offsetHours, offsetMinutes)
  )
    return undefined;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(d.getTime() - offset * MINUTE_MS);
}

/** The task form DD-MM-YYYY HH:mm (server time zone), or an ISO 8601 date-time; undefined otherwise. */
export function readDateTime(value: string): Date | undefined {
  const m = DAY_FIRST_MINUTE.exec(value);
  if (!m) return readInstant(value);
  const [day, month, year, hour, minute] = m.slice(1).map(Number);
  return readLocalTime(year, month, day, hour, minute);
}
