// The `call` export: the calls report's rows with its filters, scope and order (server/calls/report/),
// read a batch of ids at a time past the last row written, then as the report's items.
import { and } from 'drizzle-orm';
import { reportConditions } from '../../calls/report/filters';
import { reportItems } from '../../calls/report/items';
import { REPORT_LABELS, REPORT_QUERY_PROPERTIES, type ReportQuery } from '../../calls/report/schema';
import { boundaryKey, pastBoundary, reportOrder } from '../../calls/report/sort';
import { calls } from '../../calls/table';
import { CALL_FIELD_BY_KEY, CALL_FIELDS, type ReportItem } from './call-fields';
import { countRows, pick, type ExportSource } from './source';

const { report: _report, cursor: _cursor, ...REPORT_FILTERS } = REPORT_QUERY_PROPERTIES;

export const callSource: ExportSource = {
  permission: ['call.list', 'call.download'],
  fields: CALL_FIELDS.map(({ key, label, kind }) => ({ key, label, kind })),
  filterProperties: REPORT_FILTERS,
  filterLabels: REPORT_LABELS,
  check: (filters, user) => void reportConditions(filters as unknown as ReportQuery, user),
  count: async ({ db, user }, filters) =>
    countRows(db, calls, reportConditions(filters as unknown as ReportQuery, user)),
  async read(ctx, filters, after, limit) {
    const q = filters as unknown as ReportQuery;
    const found = await ctx.db
      .select({ id: calls.id, key: boundaryKey(q.sort) })
      .from(calls)
      .where(
        and(
          reportConditions(q, ctx.user),
          after ? pastBoundary(q.sort, q.order, { key: after.key ?? 0, id: after.id }, false) : undefined,
        ),
      )
      .orderBy(...reportOrder(q.sort, q.order, false))
      .limit(limit);
    const items = (await reportItems(
      ctx.db,
      found.map((r) => r.id),
      ctx.user.role,
      ctx.locale,
    )) as unknown as ReportItem[];
    const rows = items.map((item) =>
      pick(
        ctx.fields,
        Object.fromEntries(ctx.fields.map((k) => [k, CALL_FIELD_BY_KEY.get(k)!.cell(item, ctx)])),
      ),
    );
    const last = found.at(-1);
    const next = found.length < limit || !last ? null : { key: last.key as string | number, id: last.id };
    return { rows, next };
  },
};
