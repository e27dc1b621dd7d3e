// The keyset cursor of the contact list: opaque to the client (base64url JSON). It names the row the next
// (or previous) page starts beyond, the page number it leads to, and a fingerprint of the filters, sort and
// size it was made for, so a cursor replayed with other filters is refused instead of paging a wrong set.
import { createHash } from 'node:crypto';
import { INT4_MAX, isRowId } from '../../http/schemas';
import type { Boundary } from './sort';

export interface Cursor extends Boundary {
  /** Read the rows before the boundary (the previous page). */
  back: boolean;
  page: number;
}

export const fingerprint = (query: Record<string, unknown>): string => {
  const { page: _p, cursor: _c, ...rest } = query;
  const sorted = Object.keys(rest)
    .sort()
    .map((k) => [k, Array.isArray(rest[k]) ? [...(rest[k] as number[])].sort((a, b) => a - b) : rest[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 12);
};

export const encodeCursor = (c: Cursor, print: string): string =>
  Buffer.from(JSON.stringify([c.back ? 1 : 0, c.key, c.id, c.page, print])).toString('base64url');

/** The cursor, or null when it is malformed or was made for another query. */
export function decodeCursor(text: string, print: string): Cursor | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length !== 5) return null;
  const [back, key, id, page, p] = raw as unknown[];
  if ((back !== 0 && back !== 1) || p !== print || !isRowId(id) || !isRowId(page)) return null;
  if (key !== null && !(typeof key === 'number' && Number.isInteger(key) && Math.abs(key) <= INT4_MAX + 1))
    return null;
  return { back: back === 1, key, id, page };
}
