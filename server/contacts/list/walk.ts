// A page read through the order's index (the walk): rows come in the list's order and the filters are
// tested on each, so a page of a large set spread over the order is found within a few hundred rows. A set
// bunched elsewhere in the order (a month of contacts created a year ago, the order starting at the newest)
// would make the walk pass every row before it, so a walk from a boundary (the first page, a cursor's, the
// last page) gives up after WALK_CAP rows and the page is sorted out of the matching rows instead, which
// costs what they are: only for up to SORT_UP_TO of them (more cost more to sort than a walk past the rest
// of a million). A page by offset walks on: it must count the matches before it.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageRequest } from './page';
import { beyond, orderBy, sortKey, type Boundary } from './sort';
import { readSortedPage } from './sorted';
import { contacts } from '../table';

/** Rows a walk reads before giving up: a set of more than 20,000 among a million meets a page in far fewer. */
export const WALK_CAP = 20_000;
const SORT_UP_TO = 100_000;

function walkBy(db: Db, where: SQL | undefined, req: PageRequest, back: boolean, skip: number) {
  const from = req.cursor;
  return db
    .select({ id: contacts.id, key: sortKey(req.sort).mapWith(Number) })
    .from(contacts)
    .where(from ? and(where, beyond(req.sort, from, back)) : where)
    .orderBy(...orderBy(req.sort, back))
    .limit(req.limit + 1)
    .offset(skip);
}

/** The first `cap` rows in the order (beyond the cursor) under the name `contacts`, then the filters. */
async function walkNear(db: Db, where: SQL | undefined, req: PageRequest, back: boolean, cap: number) {
  const from = req.cursor ? sql`where ${beyond(req.sort, req.cursor, back)}` : sql``;
  const order = sql.join(orderBy(req.sort, back), sql`, `);
  const result = await db.execute(sql`
    select ${contacts.id} as id, ${sortKey(req.sort)} as key
    from (select * from ${contacts} ${from} order by ${order} limit ${cap}) ${contacts}
    where ${where ?? sql`true`} order by ${order} limit ${req.limit + 1}`);
  return (result as unknown as { rows: Boundary[] }).rows.map((r) => ({
    id: Number(r.id),
    key: Number(r.key),
  }));
}

export async function walk(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  back: boolean,
  skip: number,
  { matches, cap }: { matches: number; cap: number },
): Promise<Boundary[]> {
  if (skip > 0 || matches > SORT_UP_TO) return walkBy(db, where, req, back, skip);
  const near = await walkNear(db, where, req, back, cap);
  return near.length > req.limit ? near : readSortedPage(db, where, req, back, req.cursor);
}
