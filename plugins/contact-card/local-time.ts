// The contact's local time from its `tz`: the server keeps what imports and the card wrote, which is either
// an offset ("+03:00", "+3", "UTC+3", "GMT-0530") or an IANA zone ("Europe/Moscow").
const OFFSET = /^(?:utc|gmt)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** Minutes east of UTC, or null when `tz` is not an offset. */
export function offsetMinutes(tz: string): number | null {
  const m = OFFSET.exec(tz.trim());
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return minutes > 14 * 60 ? null : (m[1] === '-' ? -1 : 1) * minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" in the contact's zone at `now`, or null when `tz` is empty or unknown. */
export function localTime(tz: string | null | undefined, now: Date): string | null {
  if (!tz || !tz.trim()) return null;
  const offset = offsetMinutes(tz);
  if (offset !== null) {
    const shifted = new Date(now.getTime() + offset * 60_000);
    return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  }
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz.trim(),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    return `${part('hour')}:${part('minute')}`;
  } catch {
    return null; // not a zone this browser knows
  }
}
