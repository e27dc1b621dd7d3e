// The spreadsheet worker: reads one file (workerData) and sends its rows to the main thread in batches.
// After each batch it blocks (Atomics.wait) until the main thread has taken it, so a file read faster than
// it is consumed never piles rows up in the server's memory. Whatever goes wrong is sent as a failure;
// running out of heap or time ends the worker, which the main thread reports (reader.ts).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { sniff } from '../uploads/sniff';
import { decodeCsv, isUtf16, readCsvText } from './csv';
import { failureOf, SpreadsheetError } from './errors';
import type { SpreadsheetLimits } from './limits';
import { RowGate } from './row-gate';
import type { SpreadsheetSource, WorkerInput, WorkerMessage } from './protocol';

const BATCH_ROWS = 1_000;
const BATCH_CHARS = 1_000_000;

const { source, limits, strict, turn } = workerData as WorkerInput;
const flag = new Int32Array(turn);
const send = (message: WorkerMessage) => parentPort!.postMessage(message);

let batch: string[][] = [];
let batchChars = 0;

function flush() {
  if (!batch.length) return;
  Atomics.store(flag, 0, 0);
  send({ type: 'rows', rows: batch });
  batch = [];
  batchChars = 0;
  Atomics.wait(flag, 0, 0); // until the main thread sets the flag
}

async function load(source: SpreadsheetSource, limits: SpreadsheetLimits): Promise<Buffer> {
  const data =
    'path' in source
      ? await readFile(source.path)
      : Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength);
  if (data.length > limits.fileBytes)
    throw new SpreadsheetError('fileBytes', { mb: Math.floor(limits.fileBytes / 1024 / 1024) });
  return data;
}

try {
  let data: Buffer | null = await load(source, limits);
  const gate = new RowGate(limits);
  const onRow = (cells: string[]) => {
    const row = gate.pass(cells);
    batch.push(row);
    for (const cell of row) batchChars += cell.length;
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) flush();
  };
  if (strict && isUtf16(data)) throw new SpreadsheetError('encoding', {}, 'UTF-16');
  const type = sniff(data.subarray(0, 16));
  if (type === 'application/zip') {
    const { readXlsx } = await import('./xlsx'); // exceljs takes ~0.5 s to load: only for workbooks
    await readXlsx(data, limits, gate, onRow);
  } else if (type === 'text/plain') {
    const text = decodeCsv(data, strict);
    data = null; // the bytes are garbage once decoded, before the rows are made
    readCsvText(text, onRow, strict);
  } else throw new SpreadsheetError('unsupported', {}, `content ${type ?? 'unknown'}`);
  flush();
  send({ type: 'done', rows: gate.rows });
} catch (err) {
  send({ type: 'failed', failure: failureOf(err) });
}
