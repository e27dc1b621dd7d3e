// Drizzle's Date-mode columns (date, timestamp) want Date objects; the API speaks strings.
import type { PgColumn } from 'drizzle-orm/pg-core';

const DATE_MODE = new Set(['PgDate', 'PgTimestamp']);

export const toColumn = (column: PgColumn, value: unknown): unknown =>
  typeof value === 'string' && DATE_MODE.has(column.columnType) ? new Date(value) : value;
