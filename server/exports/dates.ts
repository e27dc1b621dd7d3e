// Dates as the export writes them: `YYYY-MM-DD HH:mm:ss` in the export's zone (a spreadsheet reads that as a
// date-time in any locale). Intl formats about 4 µs a date, too slow for millions of cells, so the zone's
// offset is asked of Intl once per quarter hour of time (offsets change on such boundaries only) and the
// digits are made by hand.
const QUARTER_HOUR = 15 * 60_000;
const CACHE_LIMIT = 50_000;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Whether PostgreSQL and Intl both know the zone's name (an IANA name such as Europe/Moscow, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z0-9_+\-/]{1,64}$/.test(name);
  } catch {
    return false;
  }
}

export const defaultTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function offsetReader(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const cache = new Map<number, number>();
  return (ms: number): number => {
    const bucket = Math.floor(ms / QUARTER_HOUR);
    let offset = cache.get(bucket);
    if (offset === undefined) {
      const at = bucket * QUARTER_HOUR;
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
      offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - at;
      if (cache.size > CACHE_LIMIT) cache.clear();
      cache.set(bucket, offset);
    }
    return offset;
  };
}

/** A formatter of instants in `timeZone`; null and invalid dates give ''. */
export function dateTimeWriter(timeZone: string): (at: Date | string | null) => string {
  const offsetAt = offsetReader(timeZone);
  return (at) => {
    if (at === null) return '';
    const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
    if (!Number.isFinite(ms)) return '';
    const d = new Date(ms + offsetAt(ms));
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  };
}
