// Seconds each operator spent in each backend state (active, pause, no_active) within a period, from the
// operator state history (server/telephony/table.ts): each state lasts until the user's next one (the last
// until the period's end or now), and is cut to the period. The state in force when the period starts is the
// last one before it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorStates } from '../../telephony/table';
import type { Period } from './period';

export type StateSeconds = Map<number, Record<'active' | 'pause' | 'no_active', number>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function stateSeconds(db: Db, userIds: number[], period: Period): Promise<StateSeconds> {
  const out: StateSeconds = new Map(userIds.map((id) => [id, { active: 0, pause: 0, no_active: 0 }]));
  if (!userIds.length) return out;
  const from = sql`${iso(period.from)}::timestamptz`;
  const to = sql`coalesce(${iso(period.to)}::timestamptz, now())`;
  const o = operatorStates;
  const result = await db.execute(sql`
    with s as (
      select ${o.user_id} as user_id, ${o.status} as status, ${o.at} as at,
        lead(${o.at}) over (partition by ${o.user_id} order by ${o.at}, ${o.id}) as until
      from ${o}
      where ${o.user_id} = any(${sql.param(userIds)}::integer[]) and ${o.at} < ${to}
        and (${from} is null or ${o.at} >= ${from} or ${o.id} = (
          select p.id from ${o} p where p.user_id = ${o.user_id} and p.at < ${from}
          order by p.at desc, p.id desc limit 1))
    )
    select user_id, status,
      sum(extract(epoch from least(coalesce(until, ${to}), ${to}) - greatest(at, coalesce(${from}, at))))::float8 as seconds
    from s where coalesce(until, ${to}) > coalesce(${from}, '-infinity'::timestamptz)
    group by user_id, status`);
  for (const row of (result as unknown as { rows: { user_id: number; status: string; seconds: number }[] })
    .rows) {
    const mine = out.get(Number(row.user_id));
    if (mine && row.status in mine)
      mine[row.status as 'active'] = Math.max(0, Math.round(Number(row.seconds)));
  }
  return out;
}
