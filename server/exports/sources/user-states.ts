// The `user_statistics_history` export: the operator state history (server/telephony/table.ts) of a
// period, one row per state change, oldest first, with how long each state lasted (until the user's next
// one; the latest one until now). Scope and filters as the operator statistics' (period.ts).
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { seesEveryProject } from '../../auth/scope/visible';
import { users } from '../../db/schema';
import type { Text } from '../../from-client';
import { operatorStates } from '../../telephony/table';
import { PERIOD_FILTERS, PERIOD_LABELS, periodOf } from './period';
import { countRows, pick, type ExportSource, type Filters, type ReadContext } from './source';

const STATUSES: Record<string, Text> = {
  active: { en: 'Active', ru: 'Активен' },
  pause: { en: 'Pause', ru: 'Пауза' },
  dnd: { en: 'Do not disturb', ru: 'Не беспокоить' },
  no_active: { en: 'Not active', ru: 'Не активен' },
};
const REASONS: Record<string, Text> = {
  ui_active: { en: 'Chose active', ru: 'Выбран статус «Активен»' },
  ui_pause: { en: 'Chose pause', ru: 'Выбрана пауза' },
  ui_dnd: { en: 'Chose do not disturb', ru: 'Выбран режим «Не беспокоить»' },
  start_call: { en: 'Call started', ru: 'Начало звонка' },
  end_call: { en: 'Call ended', ru: 'Конец звонка' },
  ui_pause_change_queue: { en: 'Pause to change queues', ru: 'Пауза для смены очередей' },
};

const o = operatorStates;
// The user's next state, by the index on (user_id, at desc); the row's own columns named with their table
// (inside the subquery an unqualified "at" would be the subquery's).
const row = (column: 'user_id' | 'at' | 'id') => sql.raw(`"operator_states"."${column}"`);
const until = sql<Date | string | null>`(select n.at from ${o} n where n.user_id = ${row('user_id')}
  and (n.at, n.id) > (${row('at')}, ${row('id')}) order by n.at, n.id limit 1)`;

function where(ctx: ReadContext, filters: Filters) {
  const period = periodOf(filters);
  const chosen = filters.user_id as number[] | undefined;
  return and(
    seesEveryProject(ctx.user) ? undefined : eq(o.user_id, ctx.user.id),
    chosen?.length ? sql`${o.user_id} = any(${sql.param(chosen)}::integer[])` : undefined,
    period.from ? gte(o.at, period.from) : undefined,
    period.to ? lt(o.at, period.to) : undefined,
  );
}

export const userStatesSource: ExportSource = {
  permission: ['userReport.list', 'userReport.download'],
  fields: [
    { key: 'id', label: { en: 'ID', ru: 'ID' }, kind: 'number' },
    { key: 'at', label: { en: 'Date', ru: 'Дата' }, kind: 'datetime' },
    { key: 'full_name', label: { en: 'Operator', ru: 'Оператор' }, kind: 'text' },
    { key: 'extension', label: { en: 'Extension', ru: 'Внутренний номер' }, kind: 'phone' },
    { key: 'status', label: { en: 'State', ru: 'Состояние' }, kind: 'text' },
    { key: 'presence', label: { en: 'Chosen status', ru: 'Выбранный статус' }, kind: 'text' },
    { key: 'reason', label: { en: 'Reason', ru: 'Причина' }, kind: 'text' },
    { key: 'duration_sec', label: { en: 'Duration, s', ru: 'Длительность, с' }, kind: 'number' },
  ],
  filterProperties: PERIOD_FILTERS,
  filterLabels: PERIOD_LABELS,
  check: (filters) => void periodOf(filters),
  count: async (ctx, filters) => countRows(ctx.db, o, where(ctx, filters)),
  async read(ctx, filters, after, limit) {
    const found = await ctx.db
      .select({
        id: o.id,
        at: o.at,
        full_name: users.full_name,
        extension: o.oper_phone,
        status: o.status,
        presence: o.presence,
        reason: o.reason,
        until,
      })
      .from(o)
      .innerJoin(users, eq(users.id, o.user_id))
      .where(and(where(ctx, filters), after ? gt(o.id, after.id) : undefined))
      .orderBy(asc(o.id))
      .limit(limit);
    const now = Date.now();
    const rows = found.map((r) => {
      const end = r.until === null ? now : new Date(r.until).getTime();
      return pick(ctx.fields, {
        id: r.id,
        at: ctx.dateTime(r.at),
        full_name: r.full_name,
        extension: r.extension,
        status: STATUSES[r.status]?.[ctx.locale] ?? r.status,
        presence: STATUSES[r.presence]?.[ctx.locale] ?? r.presence,
        reason: REASONS[r.reason]?.[ctx.locale] ?? r.reason,
        duration_sec: Math.max(0, Math.round((end - r.at.getTime()) / 1000)),
      });
    });
    const last = found.at(-1);
    return { rows, next: found.length < limit || !last ? null : { key: null, id: last.id } };
  },
};
