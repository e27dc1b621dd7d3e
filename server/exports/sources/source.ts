// What each export type provides the job and the routes: who may run it, the columns it can have, the
// filters it takes (the list screen's own query format and checks), how many rows match, and batch after
// batch of rows in a stable order from a saved position (keyset), so a job can stop and resume anywhere.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { PermissionKey, Text } from '../../from-client';
import type { Locale } from '../../i18n/locale';
import type { JsonSchema } from '../../resources/types';
import type { ColumnKind } from '../../spreadsheets/csv-to-xlsx';
import type { CurrentUser } from '../../types';
import type { Cell } from '../cells';
import type { ExportPosition } from '../table';

/** How a column's text is typed in the XLSX: phones and text stay text. */
export type FieldKind = ColumnKind;

export interface ExportField {
  key: string;
  label: Text;
  kind: FieldKind;
}

export type Filters = Record<string, unknown>;

export interface ReadContext {
  db: Db;
  user: CurrentUser;
  locale: Locale;
  /** The export's time zone (an IANA name). */
  timeZone: string;
  /** Formats an instant in the export's zone. */
  dateTime: (at: Date | string | null) => string;
  /** The chosen columns, in their order. */
  fields: readonly string[];
}

/** A batch of rows: their cells, or their CSV lines as the database wrote them and how many. */
export type Batch = ({ rows: Cell[][] } | { csv: Buffer; count: number }) & {
  /** Where the next batch starts; null: this was the last one. */
  next: ExportPosition | null;
};

export interface ExportSource {
  /** Every key required. */
  permission: readonly PermissionKey[];
  fields: readonly ExportField[];
  /** The list endpoint's query properties the export takes (paging ones left out). */
  filterProperties: Record<string, JsonSchema>;
  filterLabels: Readonly<Record<string, Text>>;
  /** Checks the filters past their schema (dates, phones) as the list does: throws (or rejects with) its 400. */
  check(filters: Filters, user: CurrentUser, db: Db): void | Promise<void>;
  count(ctx: ReadContext, filters: Filters): Promise<number>;
  read(ctx: ReadContext, filters: Filters, after: ExportPosition | null, limit: number): Promise<Batch>;
}

/** Cells of one row in the chosen order, from the cells a source computed by key. */
export const pick = (fields: readonly string[], byKey: Record<string, Cell>): Cell[] =>
  fields.map((key) => byKey[key] ?? null);

/** yes / no in the export's language. */
export const yesNo = (value: boolean, locale: Locale): string =>
  locale === 'ru' ? (value ? 'да' : 'нет') : value ? 'yes' : 'no';

/** How many rows of `table` match `where`: the count of every source that exports one table's rows. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n;
}
