// The CSV a run writes: a new file holding the committed part of the previous run's (a resumed export
// goes on from its last committed batch), or, when there is none or it is lost, a new file with the BOM
// and the header row (the export starts again). Batches are written at their byte offset, so what a
// stopped run wrote past its last commit is simply overwritten or cut.
import { copyFile, open, stat, truncate, writeFile, type FileHandle } from 'node:fs/promises';
import { CSV_BOM, csvLine } from './cells';
import type { ExportPosition, ExportRow } from './table';

export interface CsvState {
  bytes: number;
  synced: number;
  position: ExportPosition | null;
  complete: boolean;
}

async function fresh(path: string, header: string[]): Promise<CsvState> {
  const head = Buffer.from(CSV_BOM + csvLine(header));
  await writeFile(path, head);
  return { bytes: head.length, synced: 0, position: null, complete: false };
}

/** Prepares `path` for the run of `row`; `previous` is the path of the row's committed CSV, if any. */
export async function startCsv(
  row: ExportRow,
  path: string,
  previous: string | null,
  header: string[],
): Promise<CsvState> {
  if (!previous || row.sync_count === 0) return fresh(path, header);
  const size = (await stat(previous).catch(() => null))?.size;
  if (size === undefined || size < row.csv_bytes) return fresh(path, header);
  if (previous !== path) await copyFile(previous, path);
  await truncate(path, row.csv_bytes);
  return { bytes: row.csv_bytes, synced: row.sync_count, position: row.position, complete: row.csv_complete };
}

export const openCsv = (path: string): Promise<FileHandle> => open(path, 'r+');
