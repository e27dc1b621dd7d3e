// The job that imports one file (kind `contact-import` on app.jobs): reads the upload in the spreadsheet
// worker, cuts the rows into batches and commits each (commit.ts), from the row's saved position when it is
// resumed. Reading and writing overlap: while the database takes a batch, the worker parses the next and the
// main thread checks it and builds its parameters, never more than one batch ahead. A cancel or a newer attempt stops it at the next batch, keeping what was
// committed; a closing server stops it the same way, leaving the row processing for the sweep to resume.
import { existsSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { readSpreadsheet } from '../spreadsheets/reader';
import { commitBatch, readyBatch, StopRun, type RunState } from './commit';
import { batchContext } from './context';
import { endImport, failureText } from './ending';
import {
  BATCH_ROWS,
  HEARTBEAT_MS,
  IMPORT_JOB_LIMITS,
  importReads,
  rejectsFile,
  uploadsFolder,
} from './limits';
import { announce } from './push';
import { readRow } from './row';
import { contactImportUploads, contactImports, type ImportRow } from './table';
import type { FileRow } from './batch';

export const IMPORT_JOB = 'contact-import';

const fileGone = () => new HttpError(410, 'gone', 'importFileGone');

export interface ImportJob {
  importId: number;
  attempt: number;
}

const filled = (cells: readonly string[]) => cells.some((c) => c.trim() !== '');

/** Cuts the rejects file back to what committed batches wrote (a crash may have left more). */
async function openRejects(file: string, bytes: number) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  await handle.truncate(bytes);
  await handle.close();
}

function alive(app: FastifyInstance, job: ImportJob) {
  const beat = () =>
    app.db
      .update(contactImports)
      .set({ heartbeat_at: sql`now()` })
      .where(and(eq(contactImports.id, job.importId), eq(contactImports.attempt, job.attempt)))
      .catch(() => undefined);
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function readAndCommit(
  app: FastifyInstance,
  row: ImportRow,
  file: string,
  run: RunState,
  stop: AbortSignal,
) {
  let line = 0;
  let header = row.has_header;
  let batch: FileRow[] = [];
  let inflight: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const flush = async (lastLine: number) => {
    const rows = batch;
    batch = [];
    const ready = await readyBatch(run, rows, lastLine);
    await inflight;
    if (failure) throw failure;
    inflight = commitBatch(run, ready).then(
      () => void announce(app, row.id).catch(() => undefined),
      (err) => void (failure = err),
    );
  };
  await readSpreadsheet(
    { path: file },
    async (rows) => {
      if (stop.aborted || failure) throw failure ?? new StopRun();
      for (const cells of rows) {
        line += 1;
        if (!filled(cells)) continue;
        if (header) {
          header = false;
          continue;
        }
        if (line <= row.last_id) {
          // Done before a restart: only what the numbers became matters, and only that they were met.
          const verdict = readRow(cells, run.ctx.mapping);
          if ('record' in verdict && !run.ctx.verdicts.has(verdict.record.phone))
            run.ctx.verdicts.set(verdict.record.phone, 'seen');
          continue;
        }
        batch.push({ line, cells });
      }
      if (batch.length >= BATCH_ROWS) await flush(line);
    },
    IMPORT_JOB_LIMITS,
    { queue: importReads, strict: true },
  );
  await flush(line);
  await inflight;
  if (failure) throw failure;
}

export async function runImport(app: FastifyInstance, job: ImportJob, stop: AbortSignal): Promise<void> {
  const [row] = await app.db.select().from(contactImports).where(eq(contactImports.id, job.importId));
  if (row?.status !== 'STATUS_PROCESSING' || row.attempt !== job.attempt) return;
  const only = eq(contactImports.attempt, job.attempt);
  const [upload] = row.upload_id
    ? await app.db.select().from(contactImportUploads).where(eq(contactImportUploads.id, row.upload_id))
    : [];
  const file = upload && path.join(uploadsFolder(app.appConfig.dataDir), upload.id);
  if (!file || !existsSync(file)) {
    await endImport(app, row.id, 'STATUS_ERROR', { error: failureText(app, fileGone()), only });
    return;
  }
  const stopBeating = alive(app, job);
  try {
    const ctx = await batchContext(app, row, upload.slash_dates);
    const run: RunState = {
      db: app.db,
      importId: row.id,
      attempt: job.attempt,
      rejectsPath: rejectsFile(app.appConfig.dataDir, row.id),
      target: {
        importId: row.id,
        campaignId: row.campaign_id,
        statusId: ctx.statusId,
        options: row.options,
        dryRun: row.dry_run,
      },
      ctx,
    };
    await openRejects(run.rejectsPath, row.rejects_bytes);
    await readAndCommit(app, row, file, run, stop);
    await endImport(app, row.id, 'STATUS_DONE', { only });
  } catch (err) {
    if (err instanceof StopRun) return;
    app.log.error({ err, importId: row.id }, 'import failed');
    await endImport(app, row.id, 'STATUS_ERROR', { error: failureText(app, err), only }).catch(() => false);
  } finally {
    stopBeating();
  }
}
