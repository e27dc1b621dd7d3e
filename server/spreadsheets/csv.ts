// A CSV file's rows (runs in the spreadsheet worker). UTF-8, or Windows-1251 when the bytes are not UTF-8
// (Russian Excel); the delimiter is the most frequent of `;`, `,` and tab in the first line; every line is a
// row, an empty one included (the consumer skips what it does not want). A strict read (imports) also
// refuses a row with another number of cells than the first, a quote that never closes, and UTF-8 text with
// bytes that are not UTF-8 further on: each would put values in the wrong columns without a word.
import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';
import { SpreadsheetError } from './errors';

/** Bytes looked at to guess the encoding and the delimiter. */
const HEAD_BYTES = 64 * 1024;

/** UTF-8 when the head is UTF-8 (a character cut at its end allowed), else Windows-1251 (Russian Excel). */
export function encodingOf(head: Buffer): 'utf-8' | 'windows-1251' {
  for (let cut = 0; cut < 4 && cut <= head.length; cut++)
    if (isUtf8(head.subarray(0, head.length - cut))) return 'utf-8';
  return 'windows-1251';
}

/** UTF-16 text: a byte-order mark, or NUL bytes at every other place of the first line's worth. */
export function isUtf16(data: Buffer): boolean {
  if (data.length >= 2 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)))
    return true;
  const head = data.subarray(0, 64);
  let nuls = 0;
  for (let i = 0; i < head.length; i++) if (head[i] === 0) nuls += 1;
  return head.length >= 8 && nuls * 3 >= head.length;
}

/** The most frequent of `;`, `,` and tab in the first line, outside quotes; `,` when none. */
export function delimiterOf(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c] += 1;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ',';
}

/** Throws on a ragged row or an unclosed quote; `width` is the first filled row's. */
function checkRow(results: Papa.ParseStepResult<string[]>, row: number, width: { cells: number }) {
  if (results.errors.some((e) => e.code === 'MissingQuotes')) throw new SpreadsheetError('quotes', { row });
  const cells = results.data;
  if (cells.length === 1 && cells[0] === '') return; // an empty line
  if (width.cells < 0) width.cells = cells.length;
  else if (cells.length !== width.cells)
    throw new SpreadsheetError('ragged', { row, columns: cells.length, expected: width.cells });
}

/** The file's text (encoding guessed from its head; a strict read refuses UTF-8 with other bytes further on). */
export function decodeCsv(data: Buffer, strict = false): string {
  const encoding = encodingOf(data.subarray(0, HEAD_BYTES));
  if (strict && encoding === 'utf-8' && !isUtf8(data))
    throw new SpreadsheetError('encoding', {}, 'UTF-8 at first, other bytes further on');
  return new TextDecoder(encoding).decode(data); // strips a BOM
}

/**
 * Calls `onRow` for each row of the text, in order (synchronously: it may block until the main thread takes
 * rows). The caller drops the file's bytes once decoded: a million rows are ~100 MB of them.
 */
export function readCsvText(text: string, onRow: (cells: string[]) => void, strict = false): void {
  let row = 0;
  const width = { cells: -1 };
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text.slice(0, HEAD_BYTES)),
    skipEmptyLines: false,
    step: (results) => {
      row += 1;
      if (strict) checkRow(results, row, width);
      onRow(results.data);
    },
  });
}
