// The export queue (issue 13; docs/exports.md): nine export types as background jobs on `app.jobs`, their
// routes, and the sweep that resumes the jobs a restart interrupted.
import type { FastifyInstance } from 'fastify';
import type { CompiledResource } from '../resources/compile';
import { EXPORT_JOB, type ExportJob } from './claims';
import { EXPORT_CONCURRENCY } from './constants';
import { createRoutes } from './create-routes';
import { downloadRoute } from './download-route';
import { queueRoutes } from './queue-routes';
import { exportRunner } from './runner';
import { exportSources } from './sources';
import { sweepOrphans } from './sweep';

/** Long enough for a million rows on a slow disk; the sweep, not pg-boss, recovers a dead job. */
const EXPORT_EXPIRE_SECONDS = 4 * 60 * 60;

export const exportDomain = (resources: readonly CompiledResource[]) =>
  async function exportDomain(app: FastifyInstance) {
    const sources = exportSources(resources);
    app.jobs.define<ExportJob>(EXPORT_JOB, {
      concurrency: EXPORT_CONCURRENCY,
      expireInSeconds: EXPORT_EXPIRE_SECONDS,
      run: exportRunner(app, sources),
    });
    createRoutes(app, sources);
    queueRoutes(app);
    downloadRoute(app, sources);
    sweepOrphans(app);
  };
