// Calls (spec 000 section 3, "Call"): one row per call, written by the telephony side and read by the card's
// calls table. The history outlives the contact, the operator and the project, hence ON DELETE SET NULL.
// The two indexes are the card's two reads: a contact's calls and every call of a phone, newest first.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trunks } from '../resources/tables/trunk';
import { campaigns, users } from '../db/schema';
import { contacts } from '../contacts/table';

export const CALL_TYPES = [
  'TYPE_ROBOT',
  'TYPE_ROBOT_RECALL',
  'TYPE_SYSTEM',
  'TYPE_TASK',
  'TYPE_TRANSFER',
] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const CALL_CONTEXTS = ['outbound', 'inbound'] as const;
export type CallContext = (typeof CALL_CONTEXTS)[number];
export const HANG_UP_INITIATORS = ['client', 'operator'] as const;
export type HangUpInitiator = (typeof HANG_UP_INITIATORS)[number];

export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    /** The telephony's id of the call, so a record written twice stays one row. */
    unique_id: text('unique_id').notNull().unique(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    audio_path: text('audio_path').notNull().default(''),
    file_format: text('file_format').notNull().default(''),
    /** Digits only. */
    client_phone: text('client_phone').notNull(),
    campaign_id: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    context: text('context').$type<CallContext>().notNull(),
    to_phone: text('to_phone').notNull().default(''),
    /** Seconds talked (billed). */
    bill_sec: integer('bill_sec').notNull().default(0),
    /** Seconds from the dial to the hang-up. */
    duration: integer('duration').notNull().default(0),
    /** null: the telephony did not say ("no data"). */
    initiator_hang_up: text('initiator_hang_up').$type<HangUpInitiator>(),
    /** A call status code (spec 000 section 3: 1-8, 11, 12, 20-23, 30, 101-106). */
    status: integer('status'),
    status_operator: text('status_operator').notNull().default(''),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    operator_id: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    client_status: text('client_status').notNull().default(''),
    robot_status: jsonb('robot_status'),
    call_type: text('call_type').$type<CallType>().notNull(),
    trunk: text('trunk').notNull().default(''),
    trunk_id: integer('trunk_id').references(() => trunks.id, { onDelete: 'set null' }),
    /** Who placed the call: the caller ID shown to the customer, or the customer's number when inbound. */
    source: text('source').notNull().default(''),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    /** null while the call is live; the call-control service fills it, and closes rows left open at start. */
    ended_at: timestamp('ended_at', { withTimezone: true }),
    /** Seconds ringing the customer (outbound) or the operators (inbound) before an answer. */
    dial_sec: integer('dial_sec').notNull().default(0),
    /** Seconds the customer waited in a queue. */
    wait_sec: integer('wait_sec').notNull().default(0),
    talk_sec: integer('talk_sec').notNull().default(0),
    /** bill_sec in started minutes times the trunk's tariff. */
    price: doublePrecision('price').notNull().default(0),
    /** The SIP reason or failure as the network said it (e.g. "486 Busy Here"). */
    hangup_cause: text('hangup_cause').notNull().default(''),
    /** The call-control node that owns the live call: each node closes its own rows when it starts. */
    node_id: text('node_id').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calls_contact_at_idx').on(t.contact_id, t.at.desc()),
    index('calls_client_phone_at_idx').on(t.client_phone, t.at.desc()),
    index('calls_at_id_idx').on(t.at.desc(), t.id.desc()),
    index('calls_live_idx')
      .on(t.node_id)
      .where(sql`${t.ended_at} IS NULL`),
    check('calls_context_check', sql`${t.context} IN ('outbound', 'inbound')`),
    check(
      'calls_call_type_check',
      sql`${t.call_type} IN ('TYPE_ROBOT', 'TYPE_ROBOT_RECALL', 'TYPE_SYSTEM', 'TYPE_TASK', 'TYPE_TRANSFER')`,
    ),
    check(
      'calls_initiator_hang_up_check',
      sql`${t.initiator_hang_up} IS NULL OR ${t.initiator_hang_up} IN ('client', 'operator')`,
    ),
  ],
);

export type CallRow = typeof calls.$inferSelect;
