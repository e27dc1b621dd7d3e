// One page of the calls report: by offset (`page`) or by keyset (`cursor`), with the boundaries of the pages
// around it. One row more than the page is read to tell whether another page follows (or precedes, when
// reading backwards); a cursor seeks past its boundary, so a deep page costs what the first one does.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calls } from '../table';
import type { ReportCursor } from './cursor';
import { boundaryKey, pastBoundary, reportOrder, type ReportBoundary } from './sort';
import type { ReportQuery } from './schema';

export interface ReportPage {
  page: number;
  ids: number[];
  next: ReportBoundary | null;
  prev: ReportBoundary | null;
}

/** Matching rows counted up to this many; beyond it the reply says "more than" (totalCountExact false). */
export const REPORT_COUNT_UP_TO = 10_000;

export async function readReportPage(
  db: Db,
  where: SQL | undefined,
  q: ReportQuery,
  cursor: ReportCursor | null,
): Promise<ReportPage> {
  const back = cursor?.back ?? false;
  const found = await db
    .select({ id: calls.id, key: boundaryKey(q.sort) })
    .from(calls)
    .where(cursor ? and(where, pastBoundary(q.sort, q.order, cursor, back)) : where)
    .orderBy(...reportOrder(q.sort, q.order, back))
    .limit(q.limit + 1)
    .offset(cursor ? 0 : (q.page - 1) * q.limit);
  const more = found.length > q.limit;
  const rows = found.slice(0, q.limit).map((r) => ({ id: r.id, key: r.key as string | number }));
  if (back) rows.reverse();
  const page = cursor?.page ?? q.page;
  return {
    page,
    ids: rows.map((r) => r.id),
    next: back || more ? (rows.at(-1) ?? null) : null,
    prev: (back ? more : page > 1) ? (rows[0] ?? null) : null,
  };
}

/** How many calls match, exactly up to REPORT_COUNT_UP_TO (a bounded count stays cheap on a big table). */
export async function countReport(db: Db, where: SQL | undefined) {
  const bounded = db
    .select({ one: sql`1` })
    .from(calls)
    .where(where)
    .limit(REPORT_COUNT_UP_TO + 1);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(bounded.as('bounded'));
  return { totalCount: Math.min(n, REPORT_COUNT_UP_TO), totalCountExact: n <= REPORT_COUNT_UP_TO };
}
