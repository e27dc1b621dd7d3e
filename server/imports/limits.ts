// The numbers of imports, in one place (docs/imports.md, "Limits").
import path from 'node:path';
import pLimit from 'p-limit';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from '../spreadsheets/limits';

/** Imports running at once in one process (the contract's bound for imports and exports alike). */
export const IMPORT_CONCURRENCY = 2;
/** Data rows of one file (issue 13). */
export const MAX_IMPORT_ROWS = 1_000_000;
/**
 * Bytes of one uploaded file: a million rows of a dozen filled columns is 120-200 MB of CSV; an XLSX of the
 * same is a fifth of that. Past it, split the file.
 */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

/** The reader's caps for imports: the shared ones, with room for a million rows (a header and blank lines). */
export const IMPORT_LIMITS: Partial<SpreadsheetLimits> = {
  fileBytes: MAX_IMPORT_BYTES,
  rows: MAX_IMPORT_ROWS + 1_000,
  textChars: SPREADSHEET_LIMITS.textChars,
  // A million-row XLSX takes 10-30 s of parsing on a busy machine; a hostile file is stopped by the other caps.
  timeoutMs: 180_000,
};

/**
 * The job's read of a file the upload already checked: the worker's clock also runs while the main thread
 * is busy with the previous batch, so on a loaded server a million rows can use more than the upload's
 * 180 s; an hour still ends a read that hangs.
 */
export const IMPORT_JOB_LIMITS: Partial<SpreadsheetLimits> = { ...IMPORT_LIMITS, timeoutMs: 3_600_000 };

/** Rows of the file per batch: one statement and one transaction each. */
export const BATCH_ROWS = 10_000;
/** How often a running import says it is alive, and how old a heartbeat must be to call the import orphaned. */
export const HEARTBEAT_MS = 5_000;
export const STALE_SECONDS = 60;
/** How often the sweep looks for orphaned imports and stale uploads. */
export const SWEEP_MS = 60_000;
/** An upload no import took is removed after this long. */
export const UPLOAD_TTL_HOURS = 24;
/** Progress reaches the user's tabs at most this often (status changes always). */
export const PUSH_MS = 1_000;

/** Import reads queue among themselves, not behind (or in front of) uploads being checked. */
export const importReads = pLimit(IMPORT_CONCURRENCY);

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads', 'imports');
export const rejectsFile = (dataDir: string, importId: number) =>
  path.join(dataDir, 'imports', 'rejects', `${importId}.ndjson`);
