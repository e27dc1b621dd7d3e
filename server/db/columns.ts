// Columns many tables share. Kept apart from schema.ts so the tables of server/resources/tables/ that
// schema.ts references (trunks, card templates) can use them without an import cycle.
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
