// GET /api/call/downloadQueueDownload/{id}?file_format=csv|xlsx: one's own export as a file, while one still
// holds its type's keys. The CSV any time it has rows (partial while processing: exactly the committed
// rows, never half a batch); the XLSX only once done with at most XLSX_MAX_ROWS rows, all of them written
// (spec 000 section 4.3), else 409 saying why.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { isAllowed } from '../from-client';
import { forbidden, HttpError } from '../http/errors';
import { idParams } from '../http/schemas';
import { contentDisposition } from '../uploads/send';
import { XLSX_MAX_ROWS, type ExportType } from './constants';
import { exportFile } from './files';
import { findExport } from './item';
import { exportNotFound } from './queue-routes';
import replies from './replies.json';
import type { ExportSource } from './sources/source';
import type { ExportRow } from './table';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const conflict = (key: 'exportNoFile' | 'exportXlsxNotReady' | 'exportXlsxTooLarge') =>
  new HttpError(409, 'export_not_ready', key, {
    limit: XLSX_MAX_ROWS.toLocaleString('en').replace(/,/g, ' '),
  });

/** The file and how many of its bytes to send. */
async function fileOf(app: FastifyInstance, row: ExportRow, format: 'csv' | 'xlsx') {
  if (format === 'xlsx') {
    if (row.row_count > XLSX_MAX_ROWS) throw conflict('exportXlsxTooLarge');
    const ready = row.status === 'STATUS_DONE' && row.sync_count === row.row_count && row.xlsx_name;
    if (!ready) throw conflict('exportXlsxNotReady');
  }
  const name = format === 'csv' ? row.csv_name : row.xlsx_name;
  const path = name && exportFile(app, name);
  const size = path ? (await stat(path).catch(() => null))?.size : undefined;
  const bytes = format === 'csv' ? row.csv_bytes : size;
  if (!path || size === undefined || !bytes || size < bytes) throw conflict('exportNoFile');
  return { path, bytes };
}

export function downloadRoute(app: FastifyInstance, sources: Record<ExportType, ExportSource>) {
  app.get<{ Params: { id: number }; Querystring: { file_format: 'csv' | 'xlsx' } }>(
    '/call/downloadQueueDownload/:id',
    {
      config: { permission: 'authenticated', scope: { rows: 'own' }, notFound: exportNotFound },
      schema: {
        params: idParams('id'),
        querystring: {
          type: 'object',
          properties: { file_format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' } },
        },
        response: { 200: replies.EXPORT_FILE },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const found = await findExport(app.db, request.params.id, user.id);
      if (!found) throw exportNotFound();
      if (!isAllowed(user, sources[found.row.type].permission)) throw forbidden();
      const format = request.query.file_format;
      const { path, bytes } = await fileOf(app, found.row, format);
      return reply
        .header('content-type', TYPES[format])
        .header('content-disposition', contentDisposition('attachment', `${found.row.file}.${format}`))
        .header('content-length', bytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(createReadStream(path, { start: 0, end: bytes - 1 }));
    },
  );
}
