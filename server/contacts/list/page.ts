// One page of the contact list: by offset (`page`) or by keyset (`cursor`), and the cursors of the pages
// around it. A cursor seeks straight to its row through the sort's index, so page 50,000 costs what page 1
// does; an offset walks over every row before it. One row more than the page is read to tell whether
// another page follows (or precedes, reading backwards).
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function readPage(db: Db, where: SQL | undefined, req: PageRequest): Promise<PageRows> {
  const { sort, limit, cursor } = req;
  const back = cursor?.back ?? false;
  const found = await db
    .select({ id: contacts.id, key: sortKey(sort).mapWith(Number) })
    .from(contacts)
    .where(cursor ? and(where, beyond(sort, cursor, back)) : where)
    .orderBy(...orderBy(sort, back))
    .limit(limit + 1)
    .offset(cursor ? 0 : (req.page - 1) * limit);
  const more = found.length > limit;
  const keyed = sort !== 'ASC' && sort !== 'DESC';
  const rows = found.slice(0, limit).map((r) => ({ id: r.id, key: keyed ? r.key : null }));
  if (back) rows.reverse();
  const page = cursor?.page ?? req.page;
  const first = rows[0] ?? null;
  const last = rows[rows.length - 1] ?? null;
  return {
    page,
    rows,
    // Read backwards, the page came from the one after it, and `more` tells whether one precedes it.
    next: back || more ? last : null,
    prev: (back ? more : page > 1) ? first : null,
  };
}
