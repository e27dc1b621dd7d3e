// Messages sent from the contact card (spec 000 section 3, "Message"): one row per SMS or e-mail, kept with
// the address it went to and how the delivery ended, so the card's history shows what really happened.
import { parentId } from '../db/columns';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns, users } from '../db/schema';
import { contacts } from '../contacts/table';

export const MESSAGE_TYPES = ['TYPE_SMS', 'TYPE_EMAIL'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<MessageType>().notNull(),
    text: text('text').notNull(),
    email_subject: text('email_subject').notNull().default(''),
    /** The name the attachment was uploaded under (display only). */
    file_name: text('file_name').notNull().default(''),
    /** The attachment's generated name under DATA_DIR/uploads/messages ('' = none). */
    file: text('file').notNull().default(''),
    contact_id: parentId('contact_id', () => contacts.id, 'cascade'),
    // The history outlives the project and the sender's account.
    campaign_id: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** A call of the telephony side; no foreign key, calls are not stored here yet. */
    call_id: integer('call_id'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail address or the phone digits it was sent to, as they were at the time. */
    to: text('to').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    status_detail: text('status_detail').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('messages_contact_idx').on(t.contact_id, t.type, t.created_at)],
);

export type MessageRow = typeof messages.$inferSelect;
