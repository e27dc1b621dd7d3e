// POST /api/contact/import (campaign.import): starts an import of an upload -> 201 the Import item, then the
// job works through it (run.ts). 409 "import already in progress" while another import of the project runs
// (a unique index settles two starts at once); 400 on `mapping` unless it names one target per column with
// exactly one phone.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { forbidden, HttpError, invalidFields } from '../http/errors';
import { t, type MessageKey } from '../i18n/messages';
import { sqlState } from '../resources/db-errors';
import { mayImportInto } from './access';
import { projectLabels } from './context';
import { findItem } from './item';
import { IMPORT_LABELS } from './labels';
import { announce } from './push';
import replies from './replies.json';
import { IMPORT_JOB, type ImportJob } from './run';
import { START_BODY, type StartBody } from './schemas';
import { contactImports, contactImportUploads } from './table';
import { mappingProblem } from './targets';

const MAPPING_MESSAGES: Record<string, MessageKey> = {
  width: 'importMappingWidth',
  unknown: 'importMappingUnknown',
  twice: 'importMappingTwice',
  phone: 'importMappingPhone',
};

export const alreadyRunning = () => new HttpError(409, 'import_in_progress', 'importAlreadyRunning');

export function startRoute(app: FastifyInstance) {
  app.post<{ Body: StartBody }>(
    '/contact/import',
    {
      config: { permission: 'campaign.import', labels: IMPORT_LABELS, scope: { rows: 'own' } },
      schema: { body: START_BODY, response: { 201: replies.IMPORT_ITEM } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      if (!(await mayImportInto(app.db, user, body.campaign_id))) throw forbidden();
      const [upload] = await app.db
        .select()
        .from(contactImportUploads)
        .where(
          and(
            eq(contactImportUploads.id, body.upload_id),
            eq(contactImportUploads.user_id, user.id),
            eq(contactImportUploads.campaign_id, body.campaign_id),
          ),
        );
      if (!upload) throw invalidFields({ upload_id: 'importUploadUnknown' });
      const labels = await projectLabels(app.db, body.campaign_id);
      const problem = mappingProblem(body.mapping, upload.columns, new Set(labels.map((l) => l.id)));
      if (problem) {
        const key = MAPPING_MESSAGES[problem];
        throw invalidFields({ mapping: (locale) => t(locale, key, { columns: upload.columns }) });
      }
      let id: number;
      try {
        [{ id }] = await app.db
          .insert(contactImports)
          .values({
            user_id: user.id,
            campaign_id: body.campaign_id,
            upload_id: upload.id,
            file_name: upload.file_name,
            dry_run: body.dry_run,
            mapping: body.mapping,
            has_header: body.has_header,
            header: body.has_header ? (upload.preview[0] ?? []) : null,
            options: {
              skip_existing: body.skip_existing,
              skip_file_duplicates: body.skip_file_duplicates,
              skip_blacklisted: body.skip_blacklisted,
              skip_blocked_regions: body.skip_blocked_regions,
            },
            total_rows: Math.max(0, upload.filled_rows - (body.has_header ? 1 : 0)),
          })
          .returning({ id: contactImports.id });
      } catch (err) {
        if (sqlState(err) === '23505') throw alreadyRunning();
        throw err;
      }
      await app.jobs.send<ImportJob>(IMPORT_JOB, { importId: id, attempt: 0 });
      await announce(app, id, true);
      return reply.code(201).send(await findItem(app.db, id));
    },
  );
}
