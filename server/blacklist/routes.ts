// POST /api/black_list/import (blackList.import): a CSV or XLSX file of phones (multipart field `file`, at
// most 20 MB, type by content) -> `{ added, duplicate, invalid, total }` (import.ts says how rows count).
import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../http/errors';
import { formatValidation } from '../shared';
import type { CompiledResource } from '../resources/compile';
import { discardUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { uploadsDir } from '../uploads/storage';
import { addPhones, readPhones, type PhoneCollector } from './import';

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LABELS = { file: { en: 'File', ru: 'Файл' } };

const wrongType = () =>
  invalidFields({ file: (locale) => formatValidation(locale, 'mimes', { field: LABELS.file[locale] }) });

export function blackListRoutes(app: FastifyInstance, r: CompiledResource) {
  app.post(
    `/${r.api}/import`,
    { config: { permission: 'blackList.import', multipart: true, labels: LABELS } },
    async (request) => {
      if (!request.isMultipart()) throw missingFile('file', LABELS);
      try {
        const { uploads } = await receiveMultipart(request, {
          dir: uploadsDir(app.appConfig.dataDir, 'tmp'),
          files: { file: { maxBytes: IMPORT_MAX_BYTES, accept: [XLSX, 'text/csv'] } },
          labels: LABELS,
        });
        const upload = uploads.get('file');
        if (!upload) throw missingFile('file', LABELS);
        const kind = upload.file.content_type === 'application/zip' ? 'xlsx' : 'csv';
        let phones: PhoneCollector;
        try {
          phones = await readPhones(upload.path, kind);
        } catch (err) {
          request.log.info({ err }, 'blacklist import: unreadable file');
          throw wrongType(); // a ZIP that is no workbook, a broken archive
        }
        return await addPhones(app.db, r.table, phones);
      } finally {
        await discardUploads(request); // the file has been read: nothing is kept
      }
    },
  );
}
