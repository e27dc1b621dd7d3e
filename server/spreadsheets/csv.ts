// A CSV file's rows (runs in the spreadsheet worker). UTF-8, or Windows-1251 when the bytes are not UTF-8
// (Russian Excel); the delimiter is the most frequent of `;`, `,` and tab in the first line; every line is a
// row, an empty one included (the consumer skips what it does not want).
import { isUtf8 } from 'node:buffer';
import Papa from 'papaparse';

/** Bytes looked at to guess the encoding and the delimiter. */
const HEAD_BYTES = 64 * 1024;

/** UTF-8 when the head is UTF-8 (a character cut at its end allowed), else Windows-1251 (Russian Excel). */
export function encodingOf(head: Buffer): 'utf-8' | 'windows-1251' {
  for (let cut = 0; cut < 4 && cut <= head.length; cut++)
    if (isUtf8(head.subarray(0, head.length - cut))) return 'utf-8';
  return 'windows-1251';
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

/** Calls `onRow` for each row, in order (synchronously: it may block until the main thread takes rows). */
export function readCsv(data: Buffer, onRow: (cells: string[]) => void): void {
  const text = new TextDecoder(encodingOf(data.subarray(0, HEAD_BYTES))).decode(data); // strips a BOM
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text.slice(0, HEAD_BYTES)),
    skipEmptyLines: false,
    step: (results) => onRow(results.data),
  });
}
