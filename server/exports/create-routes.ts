// Per export type (its own static path, so each declares its own keys): GET /api/export/fields/{type} ->
// the columns it can have, labelled in the caller's language; POST /api/export/{type} -> 201 the Export
// item. An export of at most DOWNLOAD_COUNT_QUEUE rows is answered once done (the client downloads it at
// once); a bigger one, or one still running after SMALL wait, is answered processing (docs/exports.md).
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import { HttpError } from '../http/errors';
import {
  bodyRefusal,
  createBodySchema,
  createLabels,
  noFields,
  readCreateBody,
  underFiltersError,
  type CreateBody,
} from './body';
import { EXPORT_JOB } from './claims';
import { DOWNLOAD_COUNT_QUEUE, exportTuning, RUNNING_PER_USER, type ExportType } from './constants';
import { dateTimeWriter, defaultTimeZone, isTimeZone } from './dates';
import { announce, findExport, itemJson } from './item';
import { pruneFinished } from './prune';
import replies from './replies.json';
import type { ExportSource } from './sources/source';
import { exportItems } from './table';
import { fieldProblem, invalidFields } from '../http/errors';

/** The database writes the dates of some exports (a COPY), so it must know the zone as Intl does. */
const databaseKnowsZone = (app: FastifyInstance, zone: string) =>
  app.db.execute(sql`select now() at time zone ${zone}`).then(
    () => true,
    () => false,
  );

const today = () => new Date().toISOString().slice(0, 10);

async function waitFinished(app: FastifyInstance, id: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const [row] = await app.db
      .select({ status: exportItems.status })
      .from(exportItems)
      .where(eq(exportItems.id, id));
    if (!row || row.status !== 'STATUS_PROCESSING') return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function createExport(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ExportType,
  source: ExportSource,
) {
  const user = currentUser(request);
  const body = request.body as CreateBody;
  const fields = [...new Set(body.fields ?? [])];
  if (!fields.length) throw noFields();
  const filters = body.filters ?? {};
  const timeZone = body.time_zone ?? defaultTimeZone();
  if (!isTimeZone(timeZone) || !(await databaseKnowsZone(app, timeZone)))
    throw invalidFields({ time_zone: fieldProblem('included', 'time_zone', createLabels(source)) });
  try {
    await source.check(filters, user, app.db);
  } catch (err) {
    throw underFiltersError(err);
  }
  const [{ running }] = await app.db
    .select({ running: count() })
    .from(exportItems)
    .where(and(eq(exportItems.user_id, user.id), eq(exportItems.status, 'STATUS_PROCESSING')));
  if (running >= RUNNING_PER_USER)
    throw new HttpError(409, 'export_limit', 'exportRunningLimit', { limit: RUNNING_PER_USER });
  const ctx = {
    db: app.db,
    user,
    locale: request.locale,
    timeZone,
    dateTime: dateTimeWriter(timeZone),
    fields,
  };
  const rows = await source.count(ctx, filters);
  const run = randomUUID();
  const [row] = await app.db
    .insert(exportItems)
    .values({
      user_id: user.id,
      type,
      file: type,
      filters,
      fields,
      locale: request.locale,
      time_zone: timeZone,
      row_count: rows,
      run_id: run,
    })
    .returning({ id: exportItems.id });
  await app.db
    .update(exportItems)
    .set({ file: `${type}_${today()}_${row.id}` })
    .where(eq(exportItems.id, row.id));
  try {
    await app.jobs.send(EXPORT_JOB, { id: row.id, run });
  } catch (err) {
    await app.db.delete(exportItems).where(eq(exportItems.id, row.id));
    throw err;
  }
  await pruneFinished(app, user.id);
  if (rows <= DOWNLOAD_COUNT_QUEUE) await waitFinished(app, row.id, exportTuning.smallWaitMs);
  await announce(app, row.id);
  return itemJson((await findExport(app.db, row.id))!);
}

export function createRoutes(app: FastifyInstance, sources: Record<ExportType, ExportSource>) {
  for (const [type, source] of Object.entries(sources) as [ExportType, ExportSource][]) {
    const labels = createLabels(source);
    app.get(
      `/export/fields/${type}`,
      { config: { permission: source.permission }, schema: { response: { 200: replies.FIELDS_REPLY } } },
      async (request) => ({
        fields: source.fields.map((f) => ({ key: f.key, label: f.label[request.locale] })),
      }),
    );
    app.post(
      `/export/${type}`,
      {
        config: { permission: source.permission, labels, scope: { rows: 'visibleTo' } },
        schema: { body: createBodySchema(source), response: { 201: replies.EXPORT_ITEM } },
        attachValidation: true,
        preValidation: readCreateBody,
      },
      async (request, reply) => {
        if (request.validationError) throw bodyRefusal(request, labels);
        return reply.code(201).send(await createExport(app, request, type, source));
      },
    );
  }
}
