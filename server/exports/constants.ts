// The export queue's constants (docs/exports.md): the nine types of spec 000 section 3, the import's four
// statuses, and the limits a job and a user run within, named in one place.

import { EXPORT_TYPES, JOB_STATUSES, type ExportType, type JobStatus } from '../from-client';

// Declared once with the client (src/contracts/import-export.ts).
export { EXPORT_TYPES, type ExportType };
export const EXPORT_STATUSES = JOB_STATUSES;
export type ExportStatus = JobStatus;

/** Export jobs running at once in one process (the contract: imports and exports 2 each). */
export const EXPORT_CONCURRENCY = 2;

/** The biggest export an XLSX is made for (spec 000 section 4.3, spec 001 section 9). */
export const XLSX_MAX_ROWS = 1_000_000;

/**
 * Spec 001 section 9's DOWNLOAD_COUNT_QUEUE: an export of at most this many rows is answered done by its
 * POST (which waits for the job, a few seconds), so the client downloads it at once; a bigger one is
 * answered while processing and goes through the queue (the export panel). docs/exports.md.
 */
export const DOWNLOAD_COUNT_QUEUE = 150_000;

/** Exports a user may have processing at once; one more is refused (409). */
export const RUNNING_PER_USER = 3;

/** Finished exports kept per user: the panel lists the newest 10, older ones are removed with their files. */
export const KEPT_PER_USER = 10;

/** Restarts an export may resume from; one more interruption ends it with an error. */
export const MAX_RESUMES = 3;

/** A job no worker has picked up this long after it was queued is queued again (its queue entry was lost). */
export const QUEUED_STALE_MS = 60 * 60_000;

/** How long a running job may go without a heartbeat before another process takes it for dead. */
export const STALE_AFTER_MS = 60_000;

/**
 * What tests may change: the rows read per batch, how long POST waits for a small export, how often the
 * heartbeat beats, and a hook called after each committed batch (a test holds a job there).
 */
export const exportTuning = {
  batchRows: 5000,
  smallWaitMs: 15_000,
  heartbeatMs: 5000,
  afterBatch: null as null | ((exportId: number, synced: number) => Promise<void>),
};
