// Trunks (spec 000 section 3: title, username, password, SIP account, host, queue, providers, active,
// inbound control), plus what the call-control service needs to reach the carrier (port, transport,
// registration, caller ID, capacity, tariff) and the registration state it reports. The title is unique
// case-insensitively (trunkExists); the host is an address or a name (its declared format) and a registering
// trunk has its credentials, checked before a write
// (server/telephony/trunks/settings-check.ts). The password is the SIP secret the
// telephony side needs: stored as typed, never sent back (passwords are never serialised). Users, projects
// and carousel numbers point at trunks: such a trunk cannot be deleted (409 trunkInUse).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { checkTrunkSettings } from '../../telephony/trunks/settings-check';
import { defineServerResource } from '../types';

export const trunks = pgTable(
  'trunks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    username: text('username').notNull().default(''),
    password: text('password').notNull().default(''),
    sip_account: text('sip_account').notNull().default(''),
    host: text('host').notNull(),
    port: integer('port').notNull().default(5060),
    transport: text('transport').notNull().default('udp'),
    /** Keep a registration at the carrier (REGISTER with the username and password). */
    register: boolean('register').notNull().default(false),
    /** The number customers see when no project caller ID or carousel number applies. */
    caller_id: text('caller_id').notNull().default(''),
    /** Simultaneous calls the carrier account allows; 0: no limit. */
    capacity: integer('capacity').notNull().default(30),
    /** What one started minute of talk costs; a call's price is this times its billed minutes. */
    tariff_per_minute: doublePrecision('tariff_per_minute').notNull().default(0),
    queue: text('queue').notNull().default(''),
    providers: text('providers').notNull().default(''),
    active: boolean('active').notNull().default(true),
    inbound_control: boolean('inbound_control').notNull().default(false),
    /** '' (not registering), 'registered' or 'failed': written by the call-control service. */
    registration_state: text('registration_state').notNull().default(''),
    /** Why the last registration failed, as the carrier or the network said it. */
    registration_error: text('registration_error').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('trunks_title_unique').on(sql`lower(${t.title})`)],
);

export type TrunkRow = typeof trunks.$inferSelect;

export default defineServerResource('trunk', trunks, {
  inUse: 'trunkInUse',
  beforeWrite: (values, context) => checkTrunkSettings(values, context),
});
