// Tasks (spec 000 section 3): reminders to call a contact at a given minute, owned by one user.
// notification_at is kept to the minute, so the unique index is the spec's "one task per time" rule
// (taskAlreadyExists) and settles two creations racing for the same minute; it also serves the bell,
// which reads a user's tasks in time order.
import { parentId } from '../db/columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../db/schema';
import { contacts } from '../contacts/table';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    notification_at: timestamp('notification_at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull().default(false),
    /** Calls made for the task, written by the telephony side. */
    call_count: integer('call_count').notNull().default(0),
    auto_call: boolean('auto_call').notNull().default(false),
    contact_id: parentId('contact_id', () => contacts.id, 'cascade'),
    user_id: parentId('user_id', () => users.id, 'cascade'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tasks_user_notification_unique').on(t.user_id, t.notification_at),
    index('tasks_contact_idx').on(t.contact_id),
    // A contact's tasks not done yet: what the trigger keeping contacts.has_open_task looks up (migration 0016).
    index('tasks_open_contact_idx')
      .on(t.contact_id)
      .where(sql`not ${t.success}`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
