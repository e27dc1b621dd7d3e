// A CSV file's rows (runs in the spreadsheet worker). UTF-8, or Windows-1251 when the bytes are not UTF-8
// (Russian Excel); the delimiter is the most frequent of `;`, `,` and tab in the first line; every line is a
// row, an empty one included (the consumer skips what it does not want). A strict read (imports) also
// refuses a row with another number of cells than the first, a quote that never closes, and UTF-8 text with
// bytes that are not UTF-8 further on: each would put values in the wrong columns without a word.
import { Readable } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';
import { SpreadsheetError } from './errors';

/** Bytes looked at to guess the encoding and the delimiter. */
export const HEAD_BYTES = 64 * 1024;

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

const ENCODING_MIXED = 'UTF-8 at first, other bytes further on';

/** The text of `chunks`, decoded as it comes (a character cut between two chunks joined again). */
async function* decoded(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: string,
  strict: boolean,
  end: { lineBreak: boolean },
) {
  const decoder = new TextDecoder(encoding, { fatal: strict && encoding === 'utf-8' }); // strips a BOM
  const note = (text: string) => {
    if (text) end.lineBreak = /[\r\n]$/.test(text);
    return text;
  };
  try {
    for await (const chunk of chunks) yield note(decoder.decode(chunk, { stream: true }));
    yield note(decoder.decode());
  } catch (err) {
    throw err instanceof TypeError ? new SpreadsheetError('encoding', {}, ENCODING_MIXED) : err;
  }
}

/**
 * Calls `onRow` for each row of the CSV whose bytes come as `chunks` (a file read a chunk at a time, or one
 * buffer), in order and synchronously (it may block until the main thread takes rows). Neither the bytes
 * nor the text is ever held whole: a million rows are ~100 MB of bytes and up to twice that as text, which
 * held in the worker at once took the import over its memory goal. `head` is the first bytes (encoding and
 * delimiter are guessed from them). Every line is a row, the empty one after a final line break included.
 */
export function readCsvChunks(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  head: Buffer,
  onRow: (cells: string[]) => void,
  strict = false,
): Promise<void> {
  const encoding = encodingOf(head);
  const delimiter = delimiterOf(new TextDecoder(encoding).decode(head));
  const end = { lineBreak: false };
  const input = Readable.from(decoded(chunks, encoding, strict, end));
  let row = 0;
  const width = { cells: -1 };
  const take = (results: Papa.ParseStepResult<string[]>) => {
    row += 1;
    if (strict) checkRow(results, row, width);
    onRow(results.data);
  };
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    Papa.parse<string[]>(input, {
      delimiter,
      skipEmptyLines: false,
      step: (results, parser) => {
        if (failure) return;
        try {
          take(results);
        } catch (err) {
          failure = err;
          input.destroy();
          parser.abort();
        }
      },
      complete: () => {
        if (failure) return reject(failure);
        // A streamed parse ends at the last line break; the empty line after it is a row, as in a whole text.
        if (end.lineBreak) take({ data: [''], errors: [], meta: {} as Papa.ParseMeta });
        resolve();
      },
      error: (err: unknown) => reject(failure ?? err),
    });
  });
}
