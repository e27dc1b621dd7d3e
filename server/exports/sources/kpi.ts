// The `kpi_report` export: each KPI target with each of its operators and what the operator has reached in
// the target's current period (kpi-values.ts), until the KPI report screen exists (docs/exports.md).
// Administrators and supervisors see every operator's rows, anyone else only their own.
import { and, asc, inArray, isNull, gt, or, sql } from 'drizzle-orm';
import { seesEveryProject } from '../../auth/scope/visible';
import { users } from '../../db/schema';
import type { Text } from '../../from-client';
import { idList } from '../../http/schemas';
import { kpiTargets } from '../../resources/tables/kpi-target';
import { kpiValue, periodStart } from './kpi-values';
import { pick, type ExportSource, type Filters, type ReadContext } from './source';

const KPI_TYPES: Record<string, Text> = {
  call_time: { en: 'Call time', ru: 'Время в звонках' },
  card_time: { en: 'Card time', ru: 'Время в карточках' },
  working_time: { en: 'Working time', ru: 'Рабочее время' },
  calls_count: { en: 'Number of calls', ru: 'Количество звонков' },
  calls_length_count: { en: 'Number of long calls', ru: 'Количество длинных звонков' },
  calls_statuses_count: { en: 'Calls with statuses', ru: 'Звонки со статусами' },
};
const RESETS: Record<string, Text> = {
  none: { en: 'Never', ru: 'Не сбрасывать' },
  daily: { en: 'Daily', ru: 'Ежедневно' },
  weekly: { en: 'Weekly', ru: 'Еженедельно' },
  monthly: { en: 'Monthly', ru: 'Ежемесячно' },
};

/** Target id and user id of each row, in order: a target's operators by id. */
async function pairs(ctx: ReadContext, filters: Filters) {
  const types = filters.kpi_type as string[] | undefined;
  const targets = await ctx.db
    .select()
    .from(kpiTargets)
    .where(
      and(
        filters.only_active ? or(isNull(kpiTargets.end_at), gt(kpiTargets.end_at, sql`now()`)) : undefined,
        types?.length ? inArray(kpiTargets.kpi_type, types) : undefined,
      ),
    )
    .orderBy(asc(kpiTargets.id));
  const chosen = filters.user_id as number[] | undefined;
  const allowed = (id: number) =>
    (seesEveryProject(ctx.user) || id === ctx.user.id) && (!chosen?.length || chosen.includes(id));
  return targets.flatMap((target) =>
    [...new Set(target.users)]
      .sort((a, b) => a - b)
      .filter(allowed)
      .map((userId) => ({ target, userId })),
  );
}

export const kpiSource: ExportSource = {
  permission: ['kpi.list'],
  fields: [
    { key: 'target_id', label: { en: 'Target ID', ru: 'ID цели' }, kind: 'number' },
    { key: 'kpi_type', label: { en: 'Metric', ru: 'Показатель' }, kind: 'text' },
    { key: 'target', label: { en: 'Target', ru: 'Цель' }, kind: 'number' },
    { key: 'reset_mode', label: { en: 'Reset', ru: 'Сброс' }, kind: 'text' },
    { key: 'period_from', label: { en: 'Period from', ru: 'Период с' }, kind: 'datetime' },
    { key: 'end_at', label: { en: 'Ends at', ru: 'Окончание' }, kind: 'datetime' },
    { key: 'user_id', label: { en: 'Operator ID', ru: 'ID оператора' }, kind: 'number' },
    { key: 'full_name', label: { en: 'Operator', ru: 'Оператор' }, kind: 'text' },
    { key: 'value', label: { en: 'Value', ru: 'Значение' }, kind: 'number' },
    { key: 'percent', label: { en: 'Reached, %', ru: 'Выполнено, %' }, kind: 'number' },
  ],
  filterProperties: {
    only_active: { type: 'boolean' },
    kpi_type: { type: 'array', maxItems: 10, items: { type: 'string', enum: Object.keys(KPI_TYPES) } },
    user_id: idList(),
  },
  filterLabels: {
    only_active: { en: 'Only active', ru: 'Только активные' },
    kpi_type: { en: 'Metric', ru: 'Показатель' },
    user_id: { en: 'Operator', ru: 'Оператор' },
  },
  check: () => undefined,
  count: async (ctx, filters) => (await pairs(ctx, filters)).length,
  // Targets times operators are few: one batch holds them all (a restart writes them again).
  async read(ctx, filters) {
    const rows = await pairs(ctx, filters);
    const ids = [...new Set(rows.map((r) => r.userId))];
    const names = new Map(
      ids.length
        ? (
            await ctx.db
              .select({ id: users.id, full_name: users.full_name })
              .from(users)
              .where(inArray(users.id, ids))
          ).map((u) => [u.id, u.full_name])
        : [],
    );
    const now = new Date();
    const out = [];
    for (const { target, userId } of rows) {
      const from = periodStart(target, now);
      const to = target.end_at && target.end_at < now ? target.end_at : now;
      const value = await kpiValue(ctx.db, target, userId, from, to);
      out.push(
        pick(ctx.fields, {
          target_id: target.id,
          kpi_type: KPI_TYPES[target.kpi_type]?.[ctx.locale] ?? target.kpi_type,
          target: target.target,
          reset_mode: RESETS[target.reset_mode]?.[ctx.locale] ?? target.reset_mode,
          period_from: ctx.dateTime(from),
          end_at: ctx.dateTime(target.end_at),
          user_id: userId,
          full_name: names.get(userId) ?? '',
          value,
          percent:
            value === null || target.target <= 0 ? null : Math.round((value / target.target) * 1000) / 10,
        }),
      );
    }
    return { rows: out, next: null };
  },
};
