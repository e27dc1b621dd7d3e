// A page of a filter the planner expects to match few rows (count.ts): one query reads every matching row
// once, up to the count's limit, counts them and sorts the page out of them. Sorting a few thousand rows
// costs a few ms, where walking the order's index can pass half a million rows that do not match (a week
// of a year ago, the order starting at the newest). Null when more rows match than the limit: the set is
// large, and the caller pages by the order's index instead.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Total } from './count';
import { pageRows, type PageRequest, type PageRows } from './page';
import { beyond, columnsOf, orderBy, sortKey } from './sort';
import { contacts } from '../table';

interface FewRow {
  total: number;
  id: number | null;
  key: number | null;
}

export async function readFewPage(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  exactUpTo: number,
): Promise<{ total: Total; page: PageRows } | null> {
  const { sort, limit, cursor } = req;
  const back = cursor?.back ?? false;
  const on = columnsOf(sort, 'm');
  const after = cursor ? sql`where ${beyond(sort, cursor, back, on)}` : sql``;
  // `m` is read twice, so PostgreSQL reads it once into memory; the lateral page leaves the count its row
  // when the page is empty.
  const result = await db.execute(sql`
    with m as (select ${contacts.id} as id, ${sortKey(sort)} as key from ${contacts}
      where ${where ?? sql`true`} limit ${exactUpTo + 1})
    select t.total, p.id, p.key from (select count(*)::int as total from m) t
    left join lateral (select m.id, m.key from m ${after} order by ${sql.join(orderBy(sort, back, on), sql`, `)}
      limit ${limit + 1} offset ${cursor ? 0 : (req.page - 1) * limit}) p on true`);
  const rows = (result as unknown as { rows: FewRow[] }).rows;
  const total = Number(rows[0].total);
  if (total > exactUpTo) return null;
  const found = rows.flatMap((r) => (r.id === null ? [] : [{ id: Number(r.id), key: Number(r.key) }]));
  return { total: { totalCount: total, totalCountExact: true }, page: pageRows(found, req, back) };
}
