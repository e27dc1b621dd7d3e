// The `blacklist` export: the blacklist screen's rows with its filters (the generated resource list's query
// and conditions, server/resources/filters.ts), newest first as the screen shows them by default.
import { and, desc, lt } from 'drizzle-orm';
import type { CompiledResource } from '../../resources/compile';
import { whereOf } from '../../resources/filters';
import { countRows, pick, type ExportSource } from './source';

export function blacklistSource(r: CompiledResource): ExportSource {
  const {
    page: _p,
    limit: _l,
    sort: _s,
    order: _o,
    ...filters
  } = r.schemas.list.properties as Record<string, Record<string, unknown>>;
  const id = r.columns.id;
  return {
    permission: ['blackList.list'],
    fields: [
      { key: 'id', label: { en: 'ID', ru: 'ID' }, kind: 'number' },
      { key: 'phone', label: { en: 'Phone', ru: 'Телефон' }, kind: 'phone' },
      { key: 'comment', label: { en: 'Comment', ru: 'Комментарий' }, kind: 'text' },
      { key: 'created_at', label: { en: 'Added', ru: 'Добавлен' }, kind: 'datetime' },
    ],
    filterProperties: filters,
    filterLabels: r.labels,
    check: () => undefined,
    count: async ({ db }, query) => countRows(db, r.table, whereOf(r, query)),
    async read(ctx, query, after, limit) {
      const found = await ctx.db
        .select({
          id,
          phone: r.columns.phone,
          comment: r.columns.comment,
          created_at: r.columns.created_at,
        })
        .from(r.table)
        .where(and(whereOf(r, query), after ? lt(id, after.id) : undefined))
        .orderBy(desc(id))
        .limit(limit);
      const rows = found.map((row) =>
        pick(ctx.fields, {
          id: row.id as number,
          phone: row.phone as string,
          comment: row.comment as string,
          created_at: ctx.dateTime(row.created_at as Date),
        }),
      );
      const last = found.at(-1);
      return { rows, next: found.length < limit || !last ? null : { key: null, id: last.id as number } };
    },
  };
}
