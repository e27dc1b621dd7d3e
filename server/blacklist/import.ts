// Phones from the rows of an uploaded CSV or XLSX file (read by server/spreadsheets, which says how: first
// worksheet, encodings, delimiters, caps), and adding them to the blacklist in bulk.
//
// - Phones come from the first column, or from the column whose header is phone / телефон (a few synonyms
//   below). The first row is a header, not counted, when it names such a column or when its first cell has
//   no digit at all.
// - Each phone is reduced to its digits. A data row (a row with any non-empty cell) whose phone is not 5-15
//   digits is `invalid`; a phone already listed, or repeated in the file, is `duplicate`; the rest is `added`.
//   added + duplicate + invalid = total.
// - The insert sends each batch of phones as ONE array parameter (`unnest`), never one parameter per phone,
//   and runs in one transaction: an import is added whole or not at all.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
