// The report's keyset cursor: opaque base64url JSON naming the boundary, the direction, the page number it
// leads to and the fingerprint of the query it was made for (the contact list's fingerprint), so a cursor
// replayed with other filters or another order is refused instead of paging a wrong set.
import { INT4_MAX, isRowId } from '../../http/schemas';
import type { KeyType, ReportBoundary } from './sort';

export interface ReportCursor extends ReportBoundary {
  back: boolean;
  page: number;
}

export const writeCursor = (c: ReportCursor, print: string): string =>
  Buffer.from(JSON.stringify({ b: c.back, k: c.key, i: c.id, p: c.page, f: print })).toString('base64url');

// A timestamp as PostgreSQL prints it (`2026-11-25 01:33:07.123456+00`); nothing else is cast back.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?)?$/;

const keyFits = (key: unknown, type: KeyType) =>
  type === 'timestamptz'
    ? typeof key === 'string' && TIMESTAMP_TEXT.test(key)
    : typeof key === 'number' &&
      Number.isFinite(key) &&
      (type !== 'integer' || (Number.isInteger(key) && Math.abs(key) <= INT4_MAX));

/** The cursor, or null when it is malformed, of another query, or its key is not of the sort's type. */
export function readCursor(text: string, print: string, type: KeyType): ReportCursor | null {
  let raw: { b?: unknown; k?: unknown; i?: unknown; p?: unknown; f?: unknown };
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || raw.f !== print || typeof raw.b !== 'boolean') return null;
  if (!isRowId(raw.i) || !isRowId(raw.p) || !keyFits(raw.k, type)) return null;
  return { back: raw.b, key: raw.k as string | number, id: raw.i, page: raw.p };
}
