// POST /api/black_list/import (blackList.import): a CSV or XLSX file of phones (multipart field `file`, at
// most 20 MB, type by content) -> `{ added, duplicate, invalid, total }` (import.ts says how rows count).
// The file is read by server/spreadsheets (in a worker, within its caps): a file that is no readable
// spreadsheet answers 400, one past a cap 413, both under the field.
import type { FastifyInstance } from 'fastify';
import type { CompiledResource } from '../resources/compile';
import { readUploadedSpreadsheet } from '../spreadsheets/http';
import { MAX_SPREADSHEET_BYTES } from '../spreadsheets/limits';
import { discardUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { uploadsDir } from '../uploads/storage';
import { addPhones, PhoneCollector } from './import';
import replies from './replies.json';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LABELS = { file: { en: 'File', ru: 'Файл' } };

export function blackListRoutes(app: FastifyInstance, r: CompiledResource) {
  app.post(
    `/${r.api}/import`,
    {
      config: { permission: 'blackList.import', multipart: true, labels: LABELS },
      schema: { response: { 200: replies.IMPORT_REPLY } },
    },
    async (request) => {
      if (!request.isMultipart()) throw missingFile('file', LABELS);
      try {
        const { uploads } = await receiveMultipart(request, {
          dir: uploadsDir(app.appConfig.dataDir, 'tmp'),
          files: { file: { maxBytes: MAX_SPREADSHEET_BYTES, accept: [XLSX, 'text/csv'] } },
          labels: LABELS,
        });
        const upload = uploads.get('file');
        if (!upload) throw missingFile('file', LABELS);
        const phones = new PhoneCollector();
        await readUploadedSpreadsheet(request, upload, (rows) => rows.forEach((row) => phones.row(row)), {
          labels: LABELS,
        });
        return await addPhones(app.db, r.table, phones);
      } finally {
        await discardUploads(request); // the file has been read: nothing is kept
      }
    },
  );
}
