// Reading phones from an uploaded CSV or XLSX file, and adding them to the blacklist in bulk.
//
// - The type comes from the content: a ZIP archive (`PK\x03\x04`) is read as XLSX (first worksheet), text
//   as CSV (UTF-8, or Windows-1251 when the bytes are not UTF-8; the delimiter is the most frequent of `;`,
//   `,` and tab in the first line).
// - Phones come from the first column, or from the column whose header is phone / телефон (a few synonyms
//   below). The first row is a header, not counted, when it names such a column or when its first cell has
//   no digit at all.
// - Each phone is reduced to its digits. A data row (a row with any non-empty cell) whose phone is not 5-15
//   digits is `invalid`; a phone already listed, or repeated in the file, is `duplicate`; the rest is `added`.
//   added + duplicate + invalid = total.
// - The insert sends each batch of phones as ONE array parameter (`unnest`), never one parameter per phone,
//   and runs in one transaction: an import is added whole or not at all.
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Db } from '../db/client';

export interface ImportCounts {
  added: number;
  duplicate: number;
  invalid: number;
  total: number;
}

export const PHONE_HEADERS = new Set([
  'phone',
  'phones',
  'phone number',
  'tel',
  'telephone',
  'телефон',
  'телефоны',
  'тел',
  'тел.',
  'номер',
  'номер телефона',
]);

/** Rows in, phones counted and collected (once each, in file order). */
export class PhoneCollector {
  private column = 0;
  private first = true;
  total = 0;
  invalid = 0;
  repeated = 0;
  readonly phones = new Set<string>();

  row(cells: readonly string[]): void {
    if (!cells.some((c) => c.trim() !== '')) return; // an empty row is no row
    if (this.first) {
      this.first = false;
      const header = cells.findIndex((c) => PHONE_HEADERS.has(c.trim().toLowerCase()));
      if (header >= 0) {
        this.column = header;
        return;
      }
      if (!/\d/.test(cells[0] ?? '')) return; // a header naming something else
    }
    this.total += 1;
    const digits = (cells[this.column] ?? '').replace(/\D/g, '');
    if (digits.length < 5 || digits.length > 15) this.invalid += 1;
    else if (this.phones.has(digits)) this.repeated += 1;
    else this.phones.add(digits);
  }
}

const HEAD_BYTES = 64 * 1024;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

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

export async function readCsv(file: string, collector: PhoneCollector): Promise<void> {
  const head = await readHead(file);
  const encoding = encodingOf(head);
  const delimiter = delimiterOf(new TextDecoder(encoding).decode(head));
  async function* text() {
    const decoder = new TextDecoder(encoding); // strips a UTF-8 BOM
    for await (const chunk of createReadStream(file)) yield decoder.decode(chunk as Buffer, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(Readable.from(text()) as unknown as File, {
      delimiter,
      skipEmptyLines: 'greedy',
      step: (results) => collector.row(results.data),
      complete: () => resolve(),
      error: (err: Error) => reject(err),
    });
  });
}

/** A cell's text: numbers without exponent, rich text joined, a formula's result, a link's text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return '';
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}

/** The first worksheet, streamed (an XLSX of a million rows is not loaded whole). */
export async function readXlsx(file: string, collector: PhoneCollector): Promise<void> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      collector.row(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])));
    }
    break; // the other sheets are not read
  }
}

const BATCH = 50_000;

/** Inserts the phones not listed yet; answers how many were added. */
export async function insertPhones(db: Db, table: PgTable, phones: readonly string[]): Promise<number> {
  if (!phones.length) return 0;
  return db.transaction(async (tx) => {
    let added = 0;
    for (let i = 0; i < phones.length; i += BATCH) {
      const batch = phones.slice(i, i + BATCH);
      const result = await tx.execute(sql`
        WITH added AS (
          INSERT INTO ${table} (phone)
          SELECT p FROM unnest(${sql.param(batch)}::text[]) AS t(p)
          ON CONFLICT (phone) DO NOTHING
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM added`);
      const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
      added += Number(rows[0]?.n ?? 0);
    }
    return added;
  });
}

/** Reads a file (`kind` from its sniffed type); throws when it cannot be read as that kind. */
export async function readPhones(file: string, kind: 'csv' | 'xlsx'): Promise<PhoneCollector> {
  const collector = new PhoneCollector();
  await (kind === 'xlsx' ? readXlsx(file, collector) : readCsv(file, collector));
  return collector;
}

/** Adds the collected phones and counts. */
export async function addPhones(db: Db, table: PgTable, collector: PhoneCollector): Promise<ImportCounts> {
  const phones = [...collector.phones];
  const added = await insertPhones(db, table, phones);
  return {
    added,
    duplicate: collector.repeated + (phones.length - added),
    invalid: collector.invalid,
    total: collector.total,
  };
}
