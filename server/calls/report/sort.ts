// The calls report's orders: a column and the id, both in one direction, so a page boundary is one row value
// and the next page is a row comparison. The date order is the `calls_at_id_idx` index's own, so it seeks;
// the others sort what the filters left (a report is usually narrowed to days or a project first).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { calls } from '../table';
import type { ReportSort } from './schema';

/** The SQL type a boundary's key is cast back to. */
export type KeyType = 'timestamptz' | 'integer' | 'double precision';

const COLUMNS = {
  at: [calls.at, 'timestamptz'],
  duration: [calls.duration, 'integer'],
  bill_sec: [calls.bill_sec, 'integer'],
  talk_sec: [calls.talk_sec, 'integer'],
  wait_sec: [calls.wait_sec, 'integer'],
  price: [calls.price, 'double precision'],
} as const satisfies Record<ReportSort, readonly [unknown, KeyType]>;

/** Where a page ends: the sort column's value (a timestamp travels as text, microseconds kept) and the id. */
export interface ReportBoundary {
  key: string | number;
  id: number;
}

export const keyTypeOf = (sort: ReportSort): KeyType => COLUMNS[sort][1];

/** The key as read for a boundary: text for the timestamp, so no precision is lost in JSON. */
export const boundaryKey = (sort: ReportSort): SQL =>
  sort === 'at' ? sql`${calls.at}::text` : sql`${COLUMNS[sort][0]}`;

const goesDown = (order: 'asc' | 'desc', backwards: boolean) => (order === 'desc') !== backwards;

export function reportOrder(sort: ReportSort, order: 'asc' | 'desc', backwards: boolean): SQL[] {
  const dir = goesDown(order, backwards) ? desc : asc;
  return [dir(COLUMNS[sort][0]), dir(calls.id)];
}

/** Rows after (or before, reading backwards) the boundary in the order. */
export function pastBoundary(
  sort: ReportSort,
  order: 'asc' | 'desc',
  at: ReportBoundary,
  backwards: boolean,
): SQL {
  const [column, type] = COLUMNS[sort];
  const op = sql.raw(goesDown(order, backwards) ? '<' : '>');
  return sql`(${column}, ${calls.id}) ${op} (${at.key}::${sql.raw(type)}, ${at.id}::integer)`;
}
