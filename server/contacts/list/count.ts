// The list's total. Counting a million rows costs 40-90 ms (docs/STACK figures), more than the page itself, so
// the count is exact only up to EXACT_COUNT_UP_TO rows (a count that stops there costs a few ms); beyond it
// the answer is the planner's estimate, flagged `totalCountExact: false` and never below the rows known.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../table';

export const EXACT_COUNT_UP_TO = 20_000;

const planRows = (rows: unknown[]): number => {
  const first = rows[0] as Record<string, unknown> | undefined;
  const raw = first?.['QUERY PLAN'];
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const n = Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

export async function countContacts(db: Db, where: SQL | undefined, exactUpTo = EXACT_COUNT_UP_TO) {
  // A new builder each time: `.limit()` changes the builder it is called on, and the estimate must be of
  // the rows matching, not of the bounded count's limit.
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(contacts)
      .where(where);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(
    matching()
      .limit(exactUpTo + 1)
      .as('bounded'),
  );
  if (n <= exactUpTo) return { totalCount: n, totalCountExact: true };
  const explained = await db.execute(sql`explain (format json) ${matching()}`);
  const estimate = planRows((explained as { rows: unknown[] }).rows);
  return { totalCount: Math.max(estimate, n), totalCountExact: false };
}
