// The numbering-plan registry (docs/imports.md, "The registry file"): POST /api/numbering_plan/upload,
// multipart `file` (the Rossvyaz ABC/DEF CSV) -> 201 { id, file_name, ranges, codes, skipped, total_ranges };
// GET /api/numbering_plan -> what is loaded. The ranges of the codes a file holds replace those codes'
// ranges from earlier files (the registry comes as four files: ABC-3xx, ABC-4xx, ABC-8xx, DEF-9xx), in one
// transaction. Telephony settings: `settings.list` + `trunk.update` (administrators by default), since the
// registry changes the region, provider and zone of every contact imported or created after it.
import { count, desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { readUploadedSpreadsheet } from '../spreadsheets/http';
import { missingFile, receiveMultipart, discardUploads } from '../uploads/receive';
import replies from '../imports/replies.json';
import { RegistryRows } from './registry-file';
import type { RangeRow } from './registry-index';
import { numberingPlans, numberingRanges } from './table';
import path from 'node:path';

const LABELS = { file: { en: 'File', ru: 'Файл' } };
const PERMISSION = ['settings.list', 'trunk.update'] as const;
const MAX_BYTES = 64 * 1024 * 1024;
const BATCH = 20_000;

async function store(db: Db, fileName: string, userId: number, ranges: readonly RangeRow[]) {
  const codes = [...new Set(ranges.map((r) => r.code))];
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(numberingPlans)
      .values({ file_name: fileName, ranges: ranges.length, user_id: userId })
      .returning({ id: numberingPlans.id });
    await tx.execute(sql`delete from numbering_ranges where code = any(${sql.param(codes)}::int[])`);
    for (let i = 0; i < ranges.length; i += BATCH) {
      const part = ranges.slice(i, i + BATCH);
      const column = <K extends keyof RangeRow>(k: K) => sql.param(part.map((r) => r[k]));
      await tx.execute(sql`
        insert into numbering_ranges (plan_id, code, from_number, to_number, operator, region)
        select ${plan.id}::int, * from unnest(${column('code')}::int[], ${column('from_number')}::int[],
          ${column('to_number')}::int[], ${column('operator')}::text[], ${column('region')}::text[])`);
    }
    return { id: plan.id, codes: codes.length };
  });
}

const totalRanges = async (db: Db) => Number((await db.select({ n: count() }).from(numberingRanges))[0].n);

export function registryRoutes(app: FastifyInstance) {
  app.post(
    '/numbering_plan/upload',
    {
      config: { permission: [...PERMISSION], multipart: true, labels: LABELS },
      schema: { response: { 201: replies.PLAN_REPLY } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw missingFile('file', LABELS);
      try {
        const { uploads } = await receiveMultipart(request, {
          dir: path.join(app.appConfig.dataDir, 'uploads', 'tmp'),
          files: { file: { maxBytes: MAX_BYTES, accept: ['text/csv'] } },
          labels: LABELS,
        });
        const upload = uploads.get('file');
        if (!upload) throw missingFile('file', LABELS);
        const rows = new RegistryRows();
        await readUploadedSpreadsheet(request, upload, (batch) => rows.take(batch), {
          labels: LABELS,
          limits: { fileBytes: MAX_BYTES, rows: 2_000_000 },
        });
        if (!rows.ranges.length) throw invalidField('required', 'file', LABELS);
        const saved = await store(app.db, upload.file.name, currentUser(request).id, rows.ranges);
        return reply.code(201).send({
          ...saved,
          file_name: upload.file.name,
          ranges: rows.ranges.length,
          skipped: rows.skipped,
          total_ranges: await totalRanges(app.db),
        });
      } finally {
        await discardUploads(request); // read and stored in the table: the file is not kept
      }
    },
  );

  app.get(
    '/numbering_plan',
    { config: { permission: [...PERMISSION] }, schema: { response: { 200: replies.PLAN_REPLY } } },
    async () => {
      const [latest] = await app.db.select().from(numberingPlans).orderBy(desc(numberingPlans.id)).limit(1);
      return { ...latest, total_ranges: await totalRanges(app.db) };
    },
  );
}
