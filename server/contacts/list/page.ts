// One page of the contact list: by offset (`page`) or by keyset (`cursor`), and the cursors of the pages
// around it. A cursor seeks straight to its row through the sort's index (walk.ts), so page 50,000 costs
// what page 1 does; an offset walks over every row before it, so a page in the back half of an estimated
// total is counted from the end and read backwards (the last page costs what the first does). One row more
// than the page is read to tell whether another page follows (or precedes, reading backwards).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Total } from './count';
import type { Cursor } from './cursor';
import type { Boundary, ContactSort } from './sort';
import { walk } from './walk';

export interface PageRequest {
  sort: ContactSort;
  limit: number;
  page: number;
  cursor: Cursor | null;
}

export interface PageRows {
  page: number;
  rows: Boundary[];
  /** Boundaries the next and previous pages start beyond, when such pages exist. */
  next: Boundary | null;
  prev: Boundary | null;
}

/** Pages between the requested one and the end (0: the last page) when it is read from the end, else null. */
type FromEnd = number | null;

/**
 * The page of `found` (limit + 1 rows at most, in reading order). `fromEnd`: the rows were read backwards
 * from the end, so a page follows unless this is the last one.
 */
export function pageRows(found: Boundary[], req: PageRequest, back: boolean, fromEnd: FromEnd = null) {
  const more = found.length > req.limit;
  const keyed = req.sort !== 'ASC' && req.sort !== 'DESC';
  const rows = found.slice(0, req.limit).map((r) => ({ id: r.id, key: keyed ? r.key : null }));
  if (back) rows.reverse();
  const page = req.cursor?.page ?? req.page;
  const first = rows[0] ?? null;
  const last = rows[rows.length - 1] ?? null;
  // Read backwards, `more` tells whether a page precedes; one follows unless this is the last page.
  const follows = back ? fromEnd !== 0 : more;
  return { page, rows, next: follows ? last : null, prev: (back ? more : page > 1) ? first : null };
}

/** Pages of an estimated total: a page past its end is the last page; pages of the back half are placed from the end. */
function place(req: PageRequest, total: Total): { page: number; fromEnd: FromEnd } {
  const last = Math.max(1, Math.ceil(total.totalCount / req.limit));
  if (req.cursor || total.totalCountExact || req.page <= last / 2) return { page: req.page, fromEnd: null };
  return { page: Math.min(req.page, last), fromEnd: Math.max(0, last - req.page) };
}

/** The page of a large set (the total is an estimate, or the count stopped at its limit). */
export async function readPage(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  total: Total,
  walkCap: number,
): Promise<PageRows> {
  const { page, fromEnd } = place(req, total);
  const back = req.cursor?.back ?? fromEnd !== null;
  const skip = req.cursor ? 0 : (fromEnd ?? page - 1) * req.limit;
  const read = { ...req, page };
  const found = await walk(db, where, read, back, skip, { matches: total.totalCount, cap: walkCap });
  return pageRows(found, read, back, fromEnd);
}
