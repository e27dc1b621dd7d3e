// POST /api/contact/import/upload (campaign.import): multipart `file` (CSV or XLSX, at most MAX_IMPORT_BYTES)
// and `campaign_id` -> 201 { upload_id, file_name, file_format, columns, preview, has_header, mapping,
// options }. The file is checked whole (upload-check.ts) and kept under DATA_DIR/uploads/imports until an
// import of it ends (or a day passes); refused files are removed at once.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { forbidden, invalidField } from '../http/errors';
import { readUploadedSpreadsheet } from '../spreadsheets/http';
import { commitUploads, missingFile, receiveMultipart } from '../uploads/receive';
import { mayImportInto } from './access';
import { projectLabels } from './context';
import { guessHeader, guessMapping } from './guess';
import { IMPORT_LABELS } from './labels';
import { IMPORT_LIMITS, MAX_IMPORT_BYTES, uploadsFolder } from './limits';
import { rememberedMapping, rememberedOptions } from './remembered';
import replies from './replies.json';
import { contactImportUploads } from './table';
import { UploadCheck } from './upload-check';

const campaignIdOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : undefined;

export function uploadRoute(app: FastifyInstance) {
  app.post(
    '/contact/import/upload',
    {
      config: {
        permission: 'campaign.import',
        multipart: true,
        labels: IMPORT_LABELS,
        // The project is checked by the handler (access.ts), stricter than the contact scope.
        scope: { rows: 'own' },
      },
      schema: { response: { 201: replies.UPLOAD_REPLY } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw missingFile('file', IMPORT_LABELS);
      const user = currentUser(request);
      const { fields, uploads } = await receiveMultipart(request, {
        dir: uploadsFolder(app.appConfig.dataDir),
        files: { file: { maxBytes: MAX_IMPORT_BYTES, accept: [] } },
        labels: IMPORT_LABELS,
      });
      const campaignId = campaignIdOf(fields.campaign_id);
      if (campaignId === undefined) throw invalidField('required', 'campaign_id', IMPORT_LABELS);
      if (!(await mayImportInto(app.db, user, campaignId))) throw forbidden();
      const upload = uploads.get('file');
      if (!upload) throw missingFile('file', IMPORT_LABELS);
      const check = new UploadCheck();
      await readUploadedSpreadsheet(request, upload, (rows) => check.take(rows), {
        labels: IMPORT_LABELS,
        limits: IMPORT_LIMITS,
        read: { strict: true },
      });
      if (!check.filled) throw invalidField('required', 'file', IMPORT_LABELS);
      const labels = await projectLabels(app.db, campaignId);
      const preview = check.paddedPreview();
      const hasHeader = guessHeader(preview, labels);
      const mapping =
        (await rememberedMapping(app.db, campaignId, check.columns)) ??
        guessMapping(preview, check.columns, hasHeader, labels);
      const fileFormat = upload.file.content_type === 'application/zip' ? 'xlsx' : 'csv';
      await app.db.insert(contactImportUploads).values({
        id: upload.file.stored,
        user_id: user.id,
        campaign_id: campaignId,
        file_name: upload.file.name,
        file_format: fileFormat,
        columns: check.columns,
        filled_rows: check.filled,
        slash_dates: check.slashOrders(),
        preview: check.preview,
      });
      commitUploads(request);
      return reply.code(201).send({
        upload_id: upload.file.stored,
        file_name: upload.file.name,
        file_format: fileFormat,
        columns: check.columns,
        rows: check.filled - (hasHeader ? 1 : 0),
        preview,
        has_header: hasHeader,
        mapping,
        options: await rememberedOptions(app.db, campaignId),
      });
    },
  );
}
