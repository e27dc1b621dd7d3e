// Pages sorted out of the matching rows, instead of read through the order's index (walk.ts). Sorting a few
// thousand rows costs a few ms, where a walk can pass half a million rows that do not match (a week of a
// year ago, the order starting at the newest).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Total } from './count';
import type { PageRequest } from './page';
import { beyond, columnsOf, orderBy, sortKey, type Boundary } from './sort';
import { contacts } from '../table';

interface Found {
  id: number | null;
  key: number | null;
}

const boundaries = (rows: Found[]): Boundary[] =>
  rows.flatMap((r) => (r.id === null ? [] : [{ id: Number(r.id), key: Number(r.key) }]));

const on = (req: PageRequest) => columnsOf(req.sort, 'm');
const ordered = (req: PageRequest, back: boolean) => sql.join(orderBy(req.sort, back, on(req)), sql`, `);
const matching = (req: PageRequest, where: SQL | undefined) =>
  sql`select ${contacts.id} as id, ${sortKey(req.sort)} as key from ${contacts} where ${where ?? sql`true`}`;

/**
 * A filter the planner expects to match few rows (count.ts): one query reads every matching row once, up to
 * the count's limit, counts them and sorts the page out of them. Null when more rows match than the limit.
 */
export async function readCountedPage(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  exactUpTo: number,
): Promise<{ total: Total; found: Boundary[]; back: boolean } | null> {
  const back = req.cursor?.back ?? false;
  const after = req.cursor ? sql`where ${beyond(req.sort, req.cursor, back, on(req))}` : sql``;
  // `m` is read twice, so PostgreSQL reads it once into memory; the lateral page leaves the count its row
  // when the page is empty.
  const result = await db.execute(sql`
    with m as (${matching(req, where)} limit ${exactUpTo + 1})
    select t.total, p.id, p.key from (select count(*)::int as total from m) t
    left join lateral (select m.id, m.key from m ${after} order by ${ordered(req, back)}
      limit ${req.limit + 1} offset ${req.cursor ? 0 : (req.page - 1) * req.limit}) p on true`);
  const rows = (result as unknown as { rows: (Found & { total: number })[] }).rows;
  const total = Number(rows[0].total);
  if (total > exactUpTo) return null;
  return { total: { totalCount: total, totalCountExact: true }, found: boundaries(rows), back };
}

/** The rows of a page beyond `from` (or from the start), sorted out of every row matching. */
export async function readSortedPage(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  back: boolean,
  from: Boundary | null,
): Promise<Boundary[]> {
  const narrowed = from ? sql`(${where ?? sql`true`}) and ${beyond(req.sort, from, back)}` : where;
  const result = await db.execute(sql`
    with m as materialized (${matching(req, narrowed)})
    select m.id, m.key from m order by ${ordered(req, back)} limit ${req.limit + 1}`);
  return boundaries((result as unknown as { rows: Found[] }).rows);
}
