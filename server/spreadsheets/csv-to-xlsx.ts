// Writing, not reading: the XLSX of a finished export (server/exports), made from the CSV the server wrote
// itself (trusted, so no worker or caps), one row at a time, so memory stays flat at a million rows. The
// sheet's XML is written here (xlsx-cells.ts) and zipped by archiver: exceljs's streaming writer, used
// before, spent ~3 µs a cell building objects and styles, 60 s of CPU for a million 21-column rows, where
// this takes a fraction (docs/decisions.md, "Contacts in and out"). The zip deflates on libuv's threads,
// beside this one; the sheet waits whenever the zip falls behind.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import Papa from 'papaparse';
import { columnNames, rowXml, type ColumnKind } from './xlsx-cells';
import { FIXED_PARTS, SHEET_END, SHEET_PATH, SHEET_START } from './xlsx-parts';

export type { ColumnKind };

/** Rows' XML gathered before a write to the zip (fewer, bigger writes). */
const CHUNK_CHARS = 256 * 1024;
const CHECK_EVERY_ROWS = 500;

/**
 * Writes `xlsxPath` from the CSV at `csvPath` (its first `bytes` bytes, a BOM and a header row first); `stopped` is asked as it goes, and
 * a stopped or failed build leaves no file. Answers false when stopped.
 */
export async function csvToXlsx(
  csvPath: string,
  delimiter: string,
  bytes: number,
  xlsxPath: string,
  kinds: readonly ColumnKind[],
  stopped: () => boolean,
): Promise<boolean> {
  const partial = `${xlsxPath}.part`;
  const output = createWriteStream(partial);
  const zip = archiver('zip', { zlib: { level: 1 } });
  const written = new Promise<void>((resolve, reject) => {
    output.once('close', resolve);
    output.once('error', reject);
    zip.once('error', reject);
  });
  written.catch(() => undefined); // awaited below; a stopped build never waits for it
  zip.pipe(output);
  for (const [name, xml] of Object.entries(FIXED_PARTS)) zip.append(xml, { name });
  const sheet = new PassThrough();
  zip.append(sheet, { name: SHEET_PATH });
  const columns = columnNames(kinds.length);
  const input = createReadStream(csvPath, { end: Math.max(0, bytes - 1) });
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter });
  input.pipe(parser);
  const send = async (xml: string) => {
    if (!sheet.write(xml)) await once(sheet, 'drain');
  };
  let done = false;
  try {
    let chunk = SHEET_START;
    let n = 0;
    for await (const row of parser as AsyncIterable<string[]>) {
      n += 1;
      chunk += rowXml(
        n,
        n === 1 ? row.map((l, i) => (i ? l : l.replace(/^\uFEFF/, ''))) : row,
        kinds,
        columns,
      );
      if (chunk.length >= CHUNK_CHARS) {
        await send(chunk);
        chunk = '';
      }
      if (n % CHECK_EVERY_ROWS === 0 && stopped()) return false;
    }
    sheet.end(chunk + SHEET_END);
    await zip.finalize();
    await written;
    done = true;
    if (stopped()) return false;
    await rename(partial, xlsxPath);
    return true;
  } finally {
    input.destroy();
    if (!done) {
      zip.abort();
      output.destroy();
    }
    await rm(partial, { force: true });
  }
}
