// The one way the server reads a spreadsheet (CSV or XLSX, the type from the content): in a worker thread
// with a capped heap and a time limit, one read at a time, each file judged against the caps of limits.ts.
// A file that breaks a cap, or a worker that runs out of heap or time, ends in a SpreadsheetError; the
// worker is terminated, and the server itself never holds more than one batch of rows.
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { SpreadsheetError } from './errors';
import { CONCURRENT_READS, SPREADSHEET_LIMITS, type SpreadsheetLimits } from './limits';
import type { SpreadsheetSource, WorkerInput, WorkerMessage } from './protocol';

export type { SpreadsheetSource } from './protocol';

const WORKER = new URL('./worker.mjs', import.meta.url);

/**
 * The reads of this process: `activeCount` is 0 or 1 (CONCURRENT_READS), the rest wait in arrival order. Each
 * read takes a core and up to a worker's heap, so N uploads at once must not mean N workers at once.
 */
export const spreadsheetReads = pLimit(CONCURRENT_READS);

/** Receives each batch of rows (cells as text, trailing empty cells dropped), in file order. */
export type RowsConsumer = (rows: string[][]) => void | Promise<void>;

export interface ReadOptions {
  /** The queue of reads this one waits in (default: `spreadsheetReads`, one at a time). */
  queue?: (run: () => Promise<{ rows: number }>) => Promise<{ rows: number }>;
  /** Refuse ragged CSV rows, unclosed quotes and broken encodings (protocol.ts). */
  strict?: boolean;
}

/**
 * Reads the file's first sheet (a CSV's only one) and hands its rows to `onRows`; answers the number of
 * rows. `limits` overrides the defaults for one caller (tests, an import that needs other caps).
 */
export function readSpreadsheet(
  source: SpreadsheetSource,
  onRows: RowsConsumer,
  limits: Partial<SpreadsheetLimits> = {},
  options: ReadOptions = {},
): Promise<{ rows: number }> {
  const queue = options.queue ?? spreadsheetReads;
  return queue(() => inWorker(source, onRows, { ...SPREADSHEET_LIMITS, ...limits }, options.strict ?? false));
}

function inWorker(
  source: SpreadsheetSource,
  onRows: RowsConsumer,
  limits: SpreadsheetLimits,
  strict: boolean,
) {
  return new Promise<{ rows: number }>((resolve, reject) => {
    const turn = new Int32Array(new SharedArrayBuffer(4));
    const input: WorkerInput = { source, limits, strict, turn: turn.buffer as SharedArrayBuffer };
    const worker = new Worker(WORKER, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    const heavy = (why: string) =>
      new SpreadsheetError('heavy', { seconds: Math.round(limits.timeoutMs / 1000) }, why);

    // The clock runs only while the worker works, not while `onRows` takes a batch.
    let used = 0;
    let since = Date.now();
    let timer = setTimeout(() => finish(heavy('out of time')), limits.timeoutMs);
    let settled = false;
    const finish = (error: Error | null, rows = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve({ rows });
    };

    worker.on('message', async (message: WorkerMessage) => {
      if (settled) return;
      if (message.type === 'done') return finish(null, message.rows);
      if (message.type === 'failed') {
        const { problem, params, detail } = message.failure;
        return finish(new SpreadsheetError(problem, params, detail));
      }
      clearTimeout(timer);
      used += Date.now() - since;
      try {
        await onRows(message.rows);
      } catch (err) {
        return finish(err as Error);
      }
      if (settled) return;
      since = Date.now();
      timer = setTimeout(() => finish(heavy('out of time')), Math.max(0, limits.timeoutMs - used));
      Atomics.store(turn, 0, 1);
      Atomics.notify(turn, 0);
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? heavy('out of memory') : err),
    );
    worker.on('exit', (code) => finish(heavy(`the worker stopped (${code})`)));
  });
}
