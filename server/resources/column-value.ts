// Drizzle's Date-mode columns (date, timestamp) want Date objects; the API speaks strings, which the schema's
// strict formats have checked. A timestamp is read by the same parser (server/http/dates.ts); a date
// `YYYY-MM-DD` is its UTC midnight.
import type { PgColumn } from 'drizzle-orm/pg-core';
import { readInstant } from '../http/dates';

const DATE_MODE = new Set(['PgDate', 'PgTimestamp']);

const toDate = (column: PgColumn, value: string): Date =>
  (column.columnType === 'PgTimestamp' && readInstant(value)) || new Date(value);

export const toColumn = (column: PgColumn, value: unknown): unknown =>
  typeof value === 'string' && DATE_MODE.has(column.columnType) ? toDate(column, value) : value;
