// Trunks (spec 000 section 3: title, username, password, SIP account, host, queue, providers, active,
// inbound control). The title is unique case-insensitively (trunkExists). The password is the SIP secret the
// telephony side needs: stored as typed, never sent back (passwords are never serialised). Users, projects
// and carousel numbers point at trunks: such a trunk cannot be deleted (409 trunkInUse).
import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
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
    queue: text('queue').notNull().default(''),
    providers: text('providers').notNull().default(''),
    active: boolean('active').notNull().default(true),
    inbound_control: boolean('inbound_control').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('trunks_title_unique').on(sql`lower(${t.title})`)],
);

export default defineServerResource('trunk', trunks, { inUse: 'trunkInUse' });
