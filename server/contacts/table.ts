// Contacts (spec 000 section 3) and their additional phones. The indexes are those a list of a million
// contacts filters and pages on (docs/decisions.md, "The contact list at a million contacts").
import { parentId } from '../db/columns';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/schema';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull().default(''),
    /** Digits only. */
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    birth_date: date('birth_date', { mode: 'string' }),
    region: text('region').notNull().default(''),
    tz: text('tz').notNull().default(''),
    provider: text('provider').notNull().default(''),
    position: text('position').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    /**
     * status_id, user_id and campaign_id name a status, a user and a project that exist, or are null once
     * those are deleted: kept by triggers once per statement (migration 0017), not by foreign keys, whose
     * check of every inserted row was a fifth of a big import's insert (docs/imports.md).
     */
    status_id: integer('status_id'),
    /** Tag ids. */
    tags: integer('tags')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Tag ids of the last call, written by the telephony side. */
    last_tags: integer('last_tags')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    user_id: integer('user_id'),
    campaign_id: integer('campaign_id'),
    call_date: timestamp('call_date', { withTimezone: true }),
    /** Written by the robot; never by the card. */
    robot_status: jsonb('robot_status'),
    /** Card label id -> value. */
    dynamic_data: jsonb('dynamic_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    crm_id: text('crm_id').notNull().default(''),
    show_phone: boolean('show_phone').notNull().default(true),
    /** Minutes east of UTC of `tz`, kept by a trigger (migration 0005): the list sorts by it (TZ_ASC/TZ_DESC). */
    tz_offset: integer('tz_offset'),
    /** Robot call attempts, counted by the dialler. */
    bot_attempts: integer('bot_attempts').notNull().default(0),
    /**
     * The import (contact_imports.id) that created the contact, which its undo removes; null for one made
     * otherwise. No foreign key: a million inserted rows would each pay its check (docs/imports.md).
     */
    import_id: integer('import_id'),
    /**
     * Whether the contact has a task not done yet (a recall task), kept by triggers on tasks (migration 0016):
     * the list's has_recall_task filter reads it through one small index instead of looking each contact up.
     */
    has_open_task: boolean('has_open_task').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('contacts_campaign_id_idx').on(t.campaign_id, t.id),
    index('contacts_open_task_idx')
      .on(t.campaign_id, t.id)
      .where(sql`${t.has_open_task}`),
    // The list's keyset orders (server/contacts/list/sort.ts): the expressions must match the queries'.
    index('contacts_mix_idx').on(sql`hashint4(${t.id})`, t.id),
    index('contacts_tz_idx').on(sql`coalesce(${t.tz_offset}, 1440)`, t.id),
    // The list's filters (server/contacts/list/filters.ts). An operator's or a status's contacts come in id
    // order; with the dates' ranges, these also hold the id and the project, so the list reads a filter's
    // matches and checks the viewer's projects without visiting the table.
    // Only the rows a filter can match (`user_id in (...)` and a date range imply not null): an imported
    // contact has no operator and often no call date, and then pays neither index.
    index('contacts_user_idx')
      .on(t.user_id, t.id, t.campaign_id)
      .where(sql`${t.user_id} is not null`),
    index('contacts_status_idx').on(t.status_id, t.id, t.campaign_id),
    index('contacts_created_at_idx').on(t.created_at, t.id, t.campaign_id),
    index('contacts_updated_at_idx').on(t.updated_at, t.id, t.campaign_id),
    index('contacts_call_date_idx')
      .on(t.call_date, t.id, t.campaign_id)
      .where(sql`${t.call_date} is not null`),
    // A phone's leading digits (a pattern index: LIKE 'prefix%' cannot use a plain one outside the C
    // collation; it serves equality too, so there is no second index on phone for every insert to keep),
    // a name's substring (trigrams, which need three characters of the search), any of some tags.
    index('contacts_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('contacts_full_name_trgm_idx').using('gin', t.full_name.op('gin_trgm_ops')),
    // Over every contact, empty arrays included: as a partial index (tags <> '{}', tried in stop 33) the
    // filter's extra condition made the planner guess a tag ten times rarer and sort a common tag's matches
    // (58 ms for the first page of a tag on 10% of a million contacts, against 17-21 ms with this one).
    index('contacts_tags_idx').using('gin', t.tags),
    index('contacts_import_idx')
      .on(t.import_id)
      .where(sql`${t.import_id} is not null`),
  ],
);

export const contactAdditionalPhones = pgTable(
  'contact_additional_phones',
  {
    id: serial('id').primaryKey(),
    contact_id: parentId('contact_id', () => contacts.id, 'cascade'),
    phone: text('phone').notNull(),
    tz: text('tz').notNull().default(''),
    provider: text('provider').notNull().default(''),
    region: text('region').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('contact_additional_phones_contact_idx').on(t.contact_id),
    index('contact_additional_phones_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;
export type AdditionalPhoneRow = typeof contactAdditionalPhones.$inferSelect;
