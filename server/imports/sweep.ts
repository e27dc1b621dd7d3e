// Imports interrupted by a restart (contract: "Restarts"): when the app is ready and every minute after, rows
// still processing whose heartbeat is older than a minute (with PGlite, one process, every such row when the
// app starts) are claimed (their attempt bumped, so a late job of the old attempt stops) and resumed from
// their saved position, or ended in STATUS_ERROR when their file is gone. Uploads no import took within a
// day are removed on the same round.
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endImport, failureText, removeUpload } from './ending';
import { STALE_SECONDS, UPLOAD_TTL_HOURS, uploadsFolder } from './limits';
import { IMPORT_JOB, type ImportJob } from './run';
import { HttpError } from '../http/errors';

export const isEmbedded = (app: FastifyInstance) =>
  (app.db as unknown as { $client?: unknown }).$client instanceof PGlite;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function resumeOrphans(app: FastifyInstance, everyRow: boolean): Promise<number> {
  const claimed = rowsOf<{ id: number; attempt: number; upload_id: string | null }>(
    await app.db.execute(sql`
      update contact_imports set attempt = attempt + 1, heartbeat_at = now()
      where id in (
        select id from contact_imports where status = 'STATUS_PROCESSING'
          and (${everyRow} or heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))
        for update skip locked)
      returning id, attempt, upload_id`),
  );
  for (const row of claimed) {
    const file = row.upload_id && path.join(uploadsFolder(app.appConfig.dataDir), row.upload_id);
    if (file && existsSync(file))
      await app.jobs.send<ImportJob>(IMPORT_JOB, { importId: row.id, attempt: row.attempt });
    else
      await endImport(app, row.id, 'STATUS_ERROR', {
        error: failureText(app, new HttpError(410, 'gone', 'importFileGone')),
      });
  }
  return claimed.length;
}

/** Uploads older than a day that no running import uses, and files no upload row names. */
export async function removeStaleUploads(app: FastifyInstance): Promise<void> {
  const stale = rowsOf<{ id: string }>(
    await app.db.execute(sql`
      select u.id from contact_import_uploads u
      where u.created_at < now() - make_interval(hours => ${UPLOAD_TTL_HOURS})
        and not exists (select 1 from contact_imports i
          where i.upload_id = u.id and i.status = 'STATUS_PROCESSING')`),
  );
  for (const { id } of stale) await removeUpload(app, id);
  const folder = uploadsFolder(app.appConfig.dataDir);
  const known = new Set(
    rowsOf<{ id: string }>(await app.db.execute(sql`select id from contact_import_uploads`)).map((r) => r.id),
  );
  const files = existsSync(folder) ? await readdir(folder) : [];
  // A file without its row: an upload whose request failed after writing, or a row removed by a cascade
  // (files younger than an hour may be uploads being checked right now).
  for (const name of files) {
    const file = path.join(folder, name);
    const young = await stat(file).then(
      (s) => Date.now() - s.mtimeMs < 3_600_000,
      () => true,
    );
    if (!known.has(name) && !young) await rm(file, { force: true });
  }
}
