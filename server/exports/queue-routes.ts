// The caller's export queue (spec 001 section 7): GET /api/call/getQueueDownload -> their newest 10,
// POST /api/export/cancel/{id} -> the item cancelled, DELETE /api/call/deleteQueueDownload/{id} -> 204 (a
// running export is cancelled first; its files go with it). Only one's own exports: anyone else's is 404.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { HttpError } from '../http/errors';
import { idParams } from '../http/schemas';
import { KEPT_PER_USER } from './constants';
import { removeExportFiles } from './files';
import { announce, findExport, itemJson, latestExports } from './item';
import replies from './replies.json';
import { exportItems } from './table';

export const exportNotFound = () => new HttpError(404, 'not_found', 'exportNotFound');

const own = { permission: 'authenticated', scope: { rows: 'own' }, notFound: exportNotFound } as const;
const withId = { params: idParams('id') };

export function queueRoutes(app: FastifyInstance) {
  app.get(
    '/call/getQueueDownload',
    { config: own, schema: { response: { 200: replies.EXPORT_LIST } } },
    async (request) => ({ items: await latestExports(app.db, currentUser(request).id, KEPT_PER_USER) }),
  );

  app.post<{ Params: { id: number } }>(
    '/export/cancel/:id',
    { config: own, schema: { ...withId, response: { 200: replies.EXPORT_ITEM } } },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      if (!(await findExport(app.db, id, user.id))) throw exportNotFound();
      const [cancelled] = await app.db
        .update(exportItems)
        .set({ status: 'STATUS_CANCELED', finished_at: sql`now()` })
        .where(and(eq(exportItems.id, id), eq(exportItems.status, 'STATUS_PROCESSING')))
        .returning({ id: exportItems.id });
      if (!cancelled) throw new HttpError(409, 'export_finished', 'exportFinished');
      await announce(app, id);
      return itemJson((await findExport(app.db, id))!);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/call/deleteQueueDownload/:id',
    { config: own, schema: { ...withId, response: { 204: replies.EXPORT_DELETED } } },
    async (request, reply) => {
      const [gone] = await app.db
        .delete(exportItems)
        .where(and(eq(exportItems.id, request.params.id), eq(exportItems.user_id, currentUser(request).id)))
        .returning({ csv: exportItems.csv_name, xlsx: exportItems.xlsx_name });
      if (!gone) throw exportNotFound();
      // A running job finds its row gone at its next commit and stops (removing what it wrote since).
      await removeExportFiles(app, gone.csv, gone.xlsx);
      return reply.code(204).send();
    },
  );
}
