// What the main thread (reader.ts) and the spreadsheet worker (worker.ts) send each other.
import type { SpreadsheetFailure } from './errors';
import type { SpreadsheetLimits } from './limits';

/** A file on disk (an upload: the worker reads it, the server's heap never holds it) or bytes. */
export type SpreadsheetSource = { path: string } | { data: Uint8Array };

export interface WorkerInput {
  source: SpreadsheetSource;
  limits: SpreadsheetLimits;
  /** Refuse ragged CSV rows, unclosed quotes and text that is not wholly UTF-8 or Windows-1251 (imports). */
  strict: boolean;
  /** One Int32: 0 while a batch waits for the main thread, 1 once it is taken. */
  turn: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: 'rows'; rows: string[][] }
  | { type: 'done'; rows: number }
  | { type: 'failed'; failure: SpreadsheetFailure };
