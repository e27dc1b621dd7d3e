// The spreadsheet worker: reads one file (workerData) and sends its rows to the main thread in batches.
// After each batch it blocks (Atomics.wait) until the main thread has taken it, so a file read faster than
// it is consumed never piles rows up in the server's memory. Whatever goes wrong is sent as a failure;
// running out of heap or time ends the worker, which the main thread reports (reader.ts).
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { sniff } from '../uploads/sniff';
import { HEAD_BYTES, isUtf16, readCsvChunks } from './csv';
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

const tooBig = (bytes: number, limits: SpreadsheetLimits) => {
  if (bytes > limits.fileBytes)
    throw new SpreadsheetError('fileBytes', { mb: Math.floor(limits.fileBytes / 1024 / 1024) });
};

/** The first `bytes` of the file at `path` (all of it when shorter). */
async function headOf(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A source as the reader takes it: its size, its head, its whole bytes (a workbook), its chunks (a CSV). */
interface Opened {
  size: number;
  head: Buffer;
  bytes(): Promise<Buffer>;
  chunks(): AsyncIterable<Buffer> | Iterable<Buffer>;
}

async function openSource(source: SpreadsheetSource): Promise<Opened> {
  if ('path' in source) {
    const { path } = source;
    return {
      size: (await stat(path)).size,
      head: await headOf(path, HEAD_BYTES),
      bytes: () => readFile(path),
      chunks: () => createReadStream(path, { highWaterMark: 1 << 20 }),
    };
  }
  const data = Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength);
  return {
    size: data.length,
    head: data.subarray(0, HEAD_BYTES),
    bytes: async () => data,
    chunks: () => [data],
  };
}

/** The head tells CSV from XLSX; a CSV is read a chunk at a time, a workbook whole. */
async function read(opened: Opened, onRow: (cells: string[]) => void, gate: RowGate) {
  tooBig(opened.size, limits);
  if (strict && isUtf16(opened.head)) throw new SpreadsheetError('encoding', {}, 'UTF-16');
  const type = sniff(opened.head.subarray(0, 16));
  if (type === 'application/zip') {
    const { readXlsx } = await import('./xlsx'); // exceljs takes ~0.5 s to load: only for workbooks
    await readXlsx(await opened.bytes(), limits, gate, onRow);
  } else if (type === 'text/plain') await readCsvChunks(opened.chunks(), opened.head, onRow, strict);
  else throw new SpreadsheetError('unsupported', {}, `content ${type ?? 'unknown'}`);
}

try {
  const gate = new RowGate(limits);
  const onRow = (cells: string[]) => {
    const row = gate.pass(cells);
    batch.push(row);
    for (const cell of row) batchChars += cell.length;
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) flush();
  };
  await read(await openSource(source), onRow, gate);
  flush();
  send({ type: 'done', rows: gate.rows });
} catch (err) {
  send({ type: 'failed', failure: failureOf(err) });
}
