// The report mode of GET /api/call/list: scope and filters, one keyset page, its items and the cursors of the
// pages around it (docs/contracts.md, "The calls report").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import { fingerprint } from '../../contacts/list/cursor';
import { forbidden, invalidField } from '../../http/errors';
import { callStatusLabel, CALL_STATUS_CODES, isAllowed } from '../../from-client';
import { readCursor, writeCursor } from './cursor';
import { reportConditions } from './filters';
import { reportItems } from './items';
import { countReport, readReportPage } from './page';
import { REPORT_LABELS, type ReportQuery } from './schema';
import { keyTypeOf, type ReportBoundary } from './sort';

export async function callReport(app: FastifyInstance, request: FastifyRequest, q: ReportQuery) {
  const user = currentUser(request);
  if (!isAllowed(user, 'call.list')) throw forbidden();
  const print = fingerprint({ ...q, report: true });
  const cursor = q.cursor === undefined ? null : readCursor(q.cursor, print, keyTypeOf(q.sort));
  if (q.cursor !== undefined && !cursor) throw invalidField('included', 'cursor', REPORT_LABELS);
  const where = reportConditions(q, user);
  const page = await readReportPage(app.db, where, q, cursor);
  const [items, count] = await Promise.all([
    reportItems(app.db, page.ids, user.role, request.locale),
    countReport(app.db, where),
  ]);
  const link = (b: ReportBoundary | null, back: boolean, to: number) =>
    b && writeCursor({ ...b, back, page: to }, print);
  return {
    items,
    ...count,
    page: page.page,
    limit: q.limit,
    next: link(page.next, false, page.page + 1),
    prev: link(page.prev, true, Math.max(1, page.page - 1)),
    // Every status code with its label, for the report's status filter and status change.
    statuses: CALL_STATUS_CODES.map((code) => ({ code, label: callStatusLabel(code, request.locale) })),
  };
}
