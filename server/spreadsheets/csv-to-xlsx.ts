// Writing, not reading: the XLSX of a finished export (server/exports), made from the CSV the server wrote
// itself (trusted, so no worker or caps), with exceljs's streaming writer: one row at a time, so
// memory stays flat at a million rows. Phones and text stay text cells (a string cell is never a number in
// scientific notation nor a formula; the CSV's neutralising apostrophe is kept), numbers become numbers and
// date-times dates. exceljs hands each 64 KB of the sheet to the zip stream without waiting for it, so the
// writer waits whenever the zip falls 4 MB behind (else a fast reader piles the whole sheet up in memory).
import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** How a column's text is typed in the sheet: phones and text stay text. */
export type ColumnKind = 'text' | 'phone' | 'number' | 'datetime' | 'date';

const BACKLOG_BYTES = 4 * 1024 * 1024;
const CHECK_EVERY_ROWS = 500;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

const FORMATS: Partial<Record<ColumnKind, string>> = { datetime: 'yyyy-mm-dd hh:mm:ss', date: 'yyyy-mm-dd' };

function cellOf(text: string, kind: ColumnKind): string | number | Date | null {
  if (text === '') return null;
  if (kind === 'number' && NUMBER.test(text)) return Number(text);
  if (kind === 'datetime' || kind === 'date') {
    const m = DATE_TIME.exec(text);
    // A spreadsheet's dates have no zone: the wall-clock time as written, read as UTC by exceljs.
    if (m) return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  }
  return text;
}

/** The zip's intake behind the sheet (exceljs 4 internals: StreamBuf pipes into a readable-stream). */
type Intake = { _writableState?: { length: number }; once(event: 'drain', cb: () => void): void };
const intakeOf = (sheet: object): Intake | undefined =>
  (sheet as unknown as { stream?: { pipes?: Intake[] } }).stream?.pipes?.[0];

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
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: partial,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = book.addWorksheet('Export');
  sheet.columns = kinds.map((kind) => ({ style: FORMATS[kind] ? { numFmt: FORMATS[kind] } : {} }));
  // exceljs finds a cell's entry in the style table by the identity of its style object (a WeakMap), and
  // otherwise renders the style's XML to look it up; each new cell gets a new object merged from its
  // column's, so a million-row build spent a third of its time there. The cells of a column share one.
  const styles = kinds.map((kind) => (FORMATS[kind] ? { numFmt: FORMATS[kind] } : {}));
  const plain = {};
  const input = createReadStream(csvPath, { end: Math.max(0, bytes - 1) });
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter });
  input.pipe(parser);
  let committed = false;
  const commit = async () => {
    committed = true;
    sheet.commit();
    await book.commit();
  };
  try {
    let n = 0;
    for await (const row of parser as AsyncIterable<string[]>) {
      if (n === 0)
        sheet.addRow(row.map((label, i) => (i === 0 ? label.replace(/^\uFEFF/, '') : label))).commit();
      else {
        const added = sheet.addRow(row.map((text, i) => cellOf(text, kinds[i] ?? 'text')));
        for (let i = 0; i < row.length; i++) added.getCell(i + 1).style = styles[i] ?? plain;
        added.commit();
      }
      if (++n % CHECK_EVERY_ROWS !== 0) continue;
      if (stopped()) return false;
      const intake = intakeOf(sheet);
      while (intake && (intake._writableState?.length ?? 0) > BACKLOG_BYTES)
        await new Promise<void>((resolve) => intake.once('drain', resolve));
    }
    await commit();
    if (stopped()) return false;
    await rename(partial, xlsxPath);
    return true;
  } finally {
    input.destroy();
    // A stopped build still closes its file before removing it.
    if (!committed) await commit().catch(() => undefined);
    await rm(partial, { force: true });
  }
}
