// The `user_statistics` export: one row per operator for a period, made from what the app records today
// (their calls and their state history), until the operator statistics screen exists (docs/exports.md).
// Every operator (ROLE_OPERATOR), or the users chosen; the viewer's scope as period.ts says.
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { calls } from '../../calls/table';
import { users } from '../../db/schema';
import type { Text } from '../../from-client';
import { PERIOD_FILTERS, PERIOD_LABELS, periodOf, usersInScope, type Period } from './period';
import {
  countRows,
  pick,
  type ExportField,
  type ExportSource,
  type Filters,
  type ReadContext,
} from './source';
import { stateSeconds } from './state-seconds';

const field = (key: string, en: string, ru: string, kind: ExportField['kind'] = 'number'): ExportField => ({
  key,
  label: { en, ru } satisfies Text,
  kind,
});

const FIELDS = [
  field('user_id', 'ID', 'ID'),
  field('full_name', 'Operator', 'Оператор', 'text'),
  field('extension', 'Extension', 'Внутренний номер', 'phone'),
  field('calls', 'Calls', 'Звонки'),
  field('outbound_calls', 'Outbound calls', 'Исходящие звонки'),
  field('inbound_calls', 'Inbound calls', 'Входящие звонки'),
  field('answered_calls', 'Answered calls', 'Отвеченные звонки'),
  field('talk_sec', 'Talk time, s', 'Время разговоров, с'),
  field('average_talk_sec', 'Average talk, s', 'Средний разговор, с'),
  field('active_sec', 'Active, s', 'Активен, с'),
  field('pause_sec', 'Pause, s', 'Пауза, с'),
  field('no_active_sec', 'Not active, s', 'Не активен, с'),
];

/** Users the rows are of: the chosen ones, or every operator. */
const subjects = (ctx: ReadContext, filters: Filters) =>
  and(
    usersInScope(ctx.user, filters),
    (filters.user_id as number[] | undefined)?.length ? undefined : eq(users.role, 'ROLE_OPERATOR'),
  );

async function callFigures(ctx: ReadContext, ids: number[], period: Period) {
  const answered = sql`(${calls.answered_at} is not null or ${calls.bill_sec} > 0)`;
  const rows = await ctx.db
    .select({
      user: calls.operator_id,
      calls: sql<number>`count(*)::int`,
      outbound: sql<number>`(count(*) filter (where ${calls.context} = 'outbound'))::int`,
      inbound: sql<number>`(count(*) filter (where ${calls.context} = 'inbound'))::int`,
      answered: sql<number>`(count(*) filter (where ${answered}))::int`,
      talk: sql<number>`coalesce(sum(${calls.bill_sec}), 0)::int`,
    })
    .from(calls)
    .where(
      and(
        inArray(calls.operator_id, ids),
        period.from ? gte(calls.at, period.from) : undefined,
        period.to ? lt(calls.at, period.to) : undefined,
      ),
    )
    .groupBy(calls.operator_id);
  return new Map(rows.map((r) => [r.user, r]));
}

export const userStatisticsSource: ExportSource = {
  permission: ['userReport.list', 'userReport.download'],
  fields: FIELDS,
  filterProperties: PERIOD_FILTERS,
  filterLabels: PERIOD_LABELS,
  check: (filters) => void periodOf(filters),
  count: async (ctx, filters) => countRows(ctx.db, users, subjects(ctx, filters)),
  async read(ctx, filters, after, limit) {
    const period = periodOf(filters);
    const people = await ctx.db
      .select({ id: users.id, full_name: users.full_name, extension: users.extension_username })
      .from(users)
      .where(and(subjects(ctx, filters), after ? gt(users.id, after.id) : undefined))
      .orderBy(asc(users.id))
      .limit(limit);
    const ids = people.map((p) => p.id);
    const [figures, states] = await Promise.all([
      callFigures(ctx, ids, period),
      stateSeconds(ctx.db, ids, period),
    ]);
    const rows = people.map((p) => {
      const c = figures.get(p.id);
      const s = states.get(p.id)!;
      return pick(ctx.fields, {
        user_id: p.id,
        full_name: p.full_name,
        extension: p.extension ?? '',
        calls: c?.calls ?? 0,
        outbound_calls: c?.outbound ?? 0,
        inbound_calls: c?.inbound ?? 0,
        answered_calls: c?.answered ?? 0,
        talk_sec: c?.talk ?? 0,
        average_talk_sec: c?.answered ? Math.round(c.talk / c.answered) : 0,
        active_sec: s.active,
        pause_sec: s.pause,
        no_active_sec: s.no_active,
      });
    });
    const last = people.at(-1);
    return { rows, next: people.length < limit || !last ? null : { key: null, id: last.id } };
  },
};
