// Columns many tables share. Kept apart from schema.ts so the tables of server/resources/tables/ that
// schema.ts references (trunks, card templates) can use them without an import cycle.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A row's required parent: removed with it (`cascade`), or, without `onDelete`, keeping the parent from going. */
export const parentId = (name: string, parent: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(parent, onDelete ? { onDelete } : {});
