// Restarts (the i13 contract, "Restarts"): a job whose process died leaves its row processing with a
// heartbeat that stops beating. When the app is ready, and every minute after, rows whose heartbeat is
// older than STALE_AFTER_MS (with PGlite, one process: any heartbeat at start) get a new run and their job
// is queued again, resuming from the last committed batch (runner.ts). A row queued an hour ago that no
// worker ever picked up is queued again too. An export interrupted more than MAX_RESUMES times ends as an
// error instead, so a job that crashes its server does not do so forever.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { t } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import { EXPORT_JOB, type ExportJob } from './claims';
import { MAX_RESUMES, QUEUED_STALE_MS, STALE_AFTER_MS } from './constants';
import { announce } from './item';
import { exportItems } from './table';

const SWEEP_EVERY_MS = 60_000;

const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** Takes over the orphaned exports and queues them again; answers how many. */
export async function resumeOrphans(app: FastifyInstance, staleMs: number): Promise<number> {
  const e = exportItems;
  const orphans = await app.db
    .select({ id: e.id, run: e.run_id, resumes: e.resumes, locale: e.locale })
    .from(e)
    .where(
      and(
        eq(e.status, 'STATUS_PROCESSING'),
        or(
          and(isNotNull(e.heartbeat_at), lt(e.heartbeat_at, ago(staleMs))),
          and(isNull(e.heartbeat_at), lt(e.created_at, ago(QUEUED_STALE_MS))),
        ),
      ),
    );
  for (const orphan of orphans) {
    const job: ExportJob = { id: orphan.id, run: randomUUID() };
    const over = orphan.resumes >= MAX_RESUMES;
    const error = over
      ? t(orphan.locale as Locale, 'exportInterrupted', { times: orphan.resumes + 1 })
      : null;
    // Only if nobody took it meanwhile (the run is still the one seen).
    const [taken] = await app.db
      .update(e)
      .set(
        over
          ? { status: 'STATUS_ERROR', error, finished_at: sql`now()` }
          : { run_id: job.run, heartbeat_at: null, resumes: orphan.resumes + 1 },
      )
      .where(and(eq(e.id, orphan.id), eq(e.run_id, orphan.run), eq(e.status, 'STATUS_PROCESSING')))
      .returning({ id: e.id });
    if (!taken) continue;
    if (over) await announce(app, orphan.id);
    else await app.jobs.send(EXPORT_JOB, job);
  }
  return orphans.length;
}

/** With PGlite the app is the database's only process: every job running when it stopped is dead. */
const onlyProcess = (app: FastifyInstance) =>
  (app.db as unknown as { $client: unknown }).$client instanceof PGlite;

export function sweepOrphans(app: FastifyInstance): void {
  const sweep = (staleMs: number) =>
    resumeOrphans(app, staleMs).catch((err: unknown) => app.log.warn({ err }, 'export sweep failed'));
  app.addHook('onReady', async () => {
    await sweep(onlyProcess(app) ? 0 : STALE_AFTER_MS);
  });
  const timer = setInterval(() => void sweep(STALE_AFTER_MS), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
