// The routes of existing imports (docs/imports.md): GET /contact/import/latest, GET /contact/import/{id},
// DELETE /contact/import/cancel/{id}, POST /contact/import/undo/{id}, GET /contact/import/rejects/{id}; all
// campaign.import, each import seen as access.ts says (403 for one out of sight, 404 for none at all for
// an administrator).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import { forbidden, HttpError, notFound } from '../http/errors';
import { importsVisibleTo } from './access';
import { projectLabels } from './context';
import { endImport } from './ending';
import { findItem, latestItems } from './item';
import { rejectsFile } from './limits';
import { rejectsCsv } from './rejects';
import replies from './replies.json';
import { IMPORT_ID_PARAMS } from './schemas';
import { contactImports, type ImportRow } from './table';
import { undoImport } from './undo';

type IdRequest = { Params: { id: number } };
const ROUTE = { permission: 'campaign.import', scope: { rows: 'visibleTo' } } as const;

export function itemRoutes(app: FastifyInstance) {
  /** The import row if the caller sees it. */
  const visibleRow = async (request: FastifyRequest<IdRequest>): Promise<ImportRow> => {
    const user = currentUser(request);
    const [row] = await app.db
      .select()
      .from(contactImports)
      .where(and(eq(contactImports.id, request.params.id), importsVisibleTo(user)));
    if (row) return row;
    throw user.role === 'ROLE_ADMIN' ? notFound() : forbidden();
  };

  app.get(
    '/contact/import/latest',
    { config: ROUTE, schema: { response: { 200: replies.ITEMS_REPLY } } },
    async (request) => ({ items: await latestItems(app.db, importsVisibleTo(currentUser(request))) }),
  );

  app.get<IdRequest>(
    '/contact/import/:id',
    { config: ROUTE, schema: { params: IMPORT_ID_PARAMS, response: { 200: replies.IMPORT_ITEM } } },
    async (request) => findItem(app.db, (await visibleRow(request)).id),
  );

  app.delete<IdRequest>(
    '/contact/import/cancel/:id',
    { config: ROUTE, schema: { params: IMPORT_ID_PARAMS, response: { 200: replies.IMPORT_ITEM } } },
    async (request) => {
      const row = await visibleRow(request);
      if (!(await endImport(app, row.id, 'STATUS_CANCELED')))
        throw new HttpError(409, 'import_ended', 'importNotRunning');
      return findItem(app.db, row.id);
    },
  );

  app.post<IdRequest>(
    '/contact/import/undo/:id',
    { config: ROUTE, schema: { params: IMPORT_ID_PARAMS, response: { 200: replies.UNDO_REPLY } } },
    async (request) => {
      const row = await visibleRow(request);
      if (row.status === 'STATUS_PROCESSING') throw new HttpError(409, 'import_running', 'importNotFinished');
      const item = await findItem(app.db, row.id);
      if (!item?.can_undo || !row.finished_at)
        throw new HttpError(409, 'import_final', 'importNothingToUndo');
      const counts = await undoImport(app.db, row.id, row.finished_at);
      return { item: await findItem(app.db, row.id), ...counts };
    },
  );

  app.get<IdRequest>(
    '/contact/import/rejects/:id',
    { config: ROUTE, schema: { params: IMPORT_ID_PARAMS, response: { 200: replies.REJECTS_FILE } } },
    async (request, reply) => {
      const row = await visibleRow(request);
      const labels = await projectLabels(app.db, row.campaign_id);
      const name = `import-${row.id}-rejects.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(
          rejectsCsv(
            rejectsFile(app.appConfig.dataDir, row.id),
            row.header,
            row.mapping.length,
            request.locale,
            labels,
          ),
        );
    },
  );
}
