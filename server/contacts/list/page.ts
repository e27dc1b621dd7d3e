// One page of the contact list: by offset (`page`) or by keyset (`cursor`), and the cursors of the pages
// around it. A cursor seeks straight to its row through the sort's index, so page 50,000 costs what page 1
// does; an offset walks over every row before it, so a page in the back half of an estimated total is
// counted from the end and read backwards (the last page costs what the first does). One row more than the
// page is read to tell whether another page follows (or precedes, reading backwards).
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Total } from './count';
import type { Cursor } from './cursor';
import { beyond, orderBy, sortKey, type Boundary, type ContactSort } from './sort';
import { contacts } from '../table';

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

/** The page in the order's index (the matches are many, so the walk meets them soon). */
export async function readPage(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  total: Total,
): Promise<PageRows> {
  const { sort, limit, cursor } = req;
  const { page, fromEnd } = place(req, total);
  const back = cursor?.back ?? fromEnd !== null;
  const skip = cursor ? 0 : (fromEnd ?? page - 1) * limit;
  const found = await db
    .select({ id: contacts.id, key: sortKey(sort).mapWith(Number) })
    .from(contacts)
    .where(cursor ? and(where, beyond(sort, cursor, back)) : where)
    .orderBy(...orderBy(sort, back))
    .limit(limit + 1)
    .offset(skip);
  return pageRows(found, { ...req, page }, back, fromEnd);
}
