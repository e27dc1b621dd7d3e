// Dates in imported cells, in the spec's forms (spec 001 section 9: dd-MM-yyyy, dd.MM.yyyy, dd/MM/yyyy,
// MM/dd/yyyy, yyyy-MM-dd), read strictly by server/http/dates.ts (no 30 February). dd/MM/yyyy and
// MM/dd/yyyy look alike: a column reads its slash dates month-first only when the file shows it (a first
// number above 12 somewhere means day-first, a second number above 12 month-first; day-first otherwise),
// seen by `SlashDates` over the whole file when it is uploaded.
import { readDateTime, readDay, readLocalTime } from '../http/dates';

export type SlashOrder = 'dmy' | 'mdy';

const SLASH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;
const DAY_TIME = /^(\d{4}-\d{2}-\d{2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (n: string) => n.padStart(2, '0');

/** `YYYY-MM-DD` of a day in one of the forms (a time after it ignored), or undefined. */
export function readImportDay(value: string, slash: SlashOrder = 'dmy'): string | undefined {
  const m = DAY_TIME.exec(value.trim());
  if (!m) return undefined;
  const day = m[1];
  if (/^\d{4}/.test(day)) return readDay(day);
  const [a, b, year] = day.split(/[-./]/);
  const [d, mo] = day.includes('/') && slash === 'mdy' ? [b, a] : [a, b];
  return readDay(`${pad(d)}-${pad(mo)}-${year}`);
}

/** An instant: ISO 8601, `DD-MM-YYYY HH:mm`, or a day in any form with an optional time (server time). */
export function readImportInstant(value: string, slash: SlashOrder = 'dmy'): Date | undefined {
  const text = value.trim();
  const m = DAY_TIME.exec(text);
  if (!m) return readDateTime(text);
  const day = readImportDay(m[1], slash);
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return readLocalTime(year, month, date, Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0));
}

/** Watches each column's slash dates and says how they read. */
export class SlashDates {
  private readonly dayFirst = new Set<number>();
  private readonly monthFirst = new Set<number>();

  see(cells: readonly string[]): void {
    for (let i = 0; i < cells.length; i++) {
      const m = SLASH.exec(cells[i]);
      if (!m) continue;
      if (Number(m[1]) > 12) this.dayFirst.add(i);
      else if (Number(m[2]) > 12) this.monthFirst.add(i);
    }
  }

  orders(columns: number): SlashOrder[] {
    return Array.from({ length: columns }, (_, i) =>
      this.monthFirst.has(i) && !this.dayFirst.has(i) ? 'mdy' : 'dmy',
    );
  }
}
