// Notes (comments) on a contact (spec 000 section 3). A note outlives its author's account.
import { parentId } from '../db/columns';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../db/schema';
import { contacts } from '../contacts/table';

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    contact_id: parentId('contact_id', () => contacts.id, 'cascade'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('notes_contact_idx').on(t.contact_id, t.created_at)],
);

export type NoteRow = typeof notes.$inferSelect;
