// The contact imports domain (issue 13, docs/imports.md): the upload, start, item, cancel, undo and rejects
// routes, the `contact-import` job on app.jobs, and the sweep that resumes imports a restart interrupted.
import type { FastifyInstance } from 'fastify';
import { itemRoutes } from './item-routes';
import { IMPORT_CONCURRENCY, SWEEP_MS } from './limits';
import { IMPORT_JOB, runImport, type ImportJob } from './run';
import { startRoute } from './start-route';
import { isEmbedded, removeStaleUploads, resumeOrphans } from './sweep';
import { uploadRoute } from './upload-route';

export async function importDomain(app: FastifyInstance) {
  uploadRoute(app);
  startRoute(app);
  itemRoutes(app);

  // Closing the app stops the running imports between two batches, their rows left processing, as a crash
  // would leave them: the next start resumes them.
  const closing = new AbortController();
  const running = new Set<Promise<void>>();
  app.jobs.define<ImportJob>(IMPORT_JOB, {
    concurrency: IMPORT_CONCURRENCY,
    // The rows carry the state; pg-boss must never retry on its own (the sweep resumes).
    retryLimit: 0,
    expireInSeconds: 23 * 60 * 60, // pg-boss allows at most 24 hours
    run: async (job) => {
      if (closing.signal.aborted) return;
      const done = runImport(app, job, closing.signal).catch((err) =>
        app.log.error({ err }, 'import job failed'),
      );
      running.add(done);
      await done.finally(() => running.delete(done));
    },
  });

  const sweep = (startup: boolean) =>
    resumeOrphans(app, startup && isEmbedded(app))
      .then(() => removeStaleUploads(app))
      .catch((err) => app.log.error({ err }, 'import sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep(true);
    timer = setInterval(() => void sweep(false), SWEEP_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    closing.abort();
    await Promise.all(running);
  });
}
