// The list's total: exact up to EXACT_COUNT_UP_TO rows, the planner's estimate beyond, flagged
// `totalCountExact: false` and never below the rows known. The estimate comes first (a plan, no rows read):
// only a filter the planner expects to match at most the limit is counted (sorted.ts, in the query that reads
// the page), because counting to the limit reads that many rows, tens of ms on a million contacts when each
// must be fetched to test a substring or the viewer's projects. A filter planned above the limit answers
// the estimate uncounted; one planned below but matching more answers the limit plus one.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../table';

export const EXACT_COUNT_UP_TO = 20_000;

export interface Total {
  totalCount: number;
  totalCountExact: boolean;
}

const planRows = (rows: unknown[]): number => {
  const first = rows[0] as Record<string, unknown> | undefined;
  const raw = first?.['QUERY PLAN'];
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const n = Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

/** The planner's estimate of the rows matching `where`. */
export async function estimateRows(db: Db, where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(contacts)
    .where(where);
  const explained = await db.execute(sql`explain (format json) ${matching}`);
  return planRows((explained as { rows: unknown[] }).rows);
}

/** The total of an uncounted filter: its estimate, or, when more matched than the estimate, the limit plus one. */
export const estimatedTotal = (estimate: number, exactUpTo: number): Total => ({
  totalCount: Math.max(estimate, exactUpTo + 1),
  totalCountExact: false,
});
