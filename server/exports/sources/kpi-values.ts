// What a KPI target's metric has reached for one operator in the target's current period, computed from
// what the app records today: calls (count, billed seconds, long ones, ones whose contact has one of the
// target's statuses) and the state history (working time: active or paused). Card time is not recorded
// yet: null (docs/exports.md). Periods follow server/resources/tables/kpi-target.ts in the server's zone.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { calls } from '../../calls/table';
import { contacts } from '../../contacts/table';
import type { Db } from '../../db/client';
import type { kpiTargets } from '../../resources/tables/kpi-target';
import { stateSeconds } from './state-seconds';

type Target = typeof kpiTargets.$inferSelect;

/** Where the target's current period began. */
export function periodStart(target: Target, now: Date): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (target.reset_mode) {
    case 'daily':
      return day;
    case 'weekly': // weeks start on Monday (spec 001 section 9)
      return new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));
    case 'monthly':
      return new Date(now.getFullYear(), now.getMonth(), 1);
    default:
      return target.created_at;
  }
}

const minLength = (options: unknown): number => {
  const raw = (options as Record<string, unknown> | null)?.min_call_length;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

export async function kpiValue(db: Db, target: Target, userId: number, from: Date, to: Date) {
  if (target.kpi_type === 'card_time') return null;
  if (target.kpi_type === 'working_time') {
    const s = (await stateSeconds(db, [userId], { from, to })).get(userId)!;
    return s.active + s.pause;
  }
  // The call's own column named with its table (Drizzle leaves it out of a selected expression).
  const withStatus = sql`exists (select 1 from ${contacts} c where c.id = "calls"."contact_id"
    and c.status_id = any(${sql.param(target.statuses)}::integer[]))`;
  const [row] = await db
    .select({
      calls_count: sql<number>`count(*)::int`,
      call_time: sql<number>`coalesce(sum(${calls.bill_sec}), 0)::int`,
      calls_length_count: sql<number>`(count(*) filter (where ${calls.bill_sec} >= ${minLength(target.options)}))::int`,
      calls_statuses_count: sql<number>`(count(*) filter (where ${withStatus}))::int`,
    })
    .from(calls)
    .where(and(eq(calls.operator_id, userId), gte(calls.at, from), lt(calls.at, to)));
  return (row as Record<string, number>)[target.kpi_type] ?? null;
}
