// The national numbering-plan registry an administrator uploads (the Rossvyaz ABC/DEF file): one row per
// range of numbers, looked up by (code, number). Only the newest upload is kept; it takes precedence over
// the numbering-plan library's data (server/numbering/lookup.ts).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';
import { users } from '../db/schema';

export const numberingPlans = pgTable('numbering_plans', {
  id: serial('id').primaryKey(),
  file_name: text('file_name').notNull(),
  ranges: integer('ranges').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamps.created_at,
});

export const numberingRanges = pgTable(
  'numbering_ranges',
  {
    plan_id: integer('plan_id')
      .notNull()
      .references(() => numberingPlans.id, { onDelete: 'cascade' }),
    /** The ABC or DEF code: the first three digits of a Russian national (10-digit) number. */
    code: integer('code').notNull(),
    /** The last seven digits, both ends included. */
    from_number: integer('from_number').notNull(),
    to_number: integer('to_number').notNull(),
    operator: text('operator').notNull(),
    region: text('region').notNull(),
  },
  (t) => [index('numbering_ranges_lookup_idx').on(t.plan_id, t.code, t.from_number)],
);
