// The database schema (Drizzle). Every change ships as a generated migration:
// edit this file, then run `npx drizzle-kit generate` (see drizzle.config.ts). The tables of the settings
// resources live next to their registrations, in server/resources/tables/ (drizzle.config.ts reads both).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../from-client';
import { operatorScripts } from '../resources/tables/script-operator';
import { templateCards } from '../resources/tables/template-card';
import { trunks } from '../resources/tables/trunk';
import { mohs } from '../resources/tables/moh';
import { timestamps, parentId } from './columns';

export { timestamps };

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    card_timeout: integer('card_timeout').notNull().default(0),
    operator_auto_answer: boolean('operator_auto_answer').notNull().default(false),
    ...timestamps,
  },
  // The API checks first and answers userGroupExists; the index settles concurrent creations.
  (t) => [uniqueIndex('user_groups_title_unique').on(sql`lower(${t.title})`)],
);

export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Catalogue keys, comma-separated (spec 001 section 3). */
    permissions: text('permissions').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('permission_groups_title_unique').on(sql`lower(${t.title})`)],
);

/** Projects. The settings are the campaign declaration's fields (src/resources/campaign/fields.ts). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** `campaign_<id>`, made by the server (server/resources/tables/campaign.ts); older rows keep theirs. */
  queue_name: text('queue_name').notNull().unique(),
  user_group_id: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
  supervisor_id: integer('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  guest_id: integer('guest_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  trunk_id: integer('trunk_id').references(() => trunks.id),
  context: text('context').notNull().default('outbound'),
  caller_id: text('caller_id').notNull().default(''),
  time_zone: text('time_zone').notNull().default('Europe/Moscow'),
  queue_timeout: integer('queue_timeout').notNull().default(30),
  operator_timeout: integer('operator_timeout').notNull().default(20),
  queue_strategy: text('queue_strategy').notNull().default('ringall'),
  /** What inbound callers hear while they wait in this project's queue. */
  moh_id: integer('moh_id').references(() => mohs.id, { onDelete: 'set null' }),
  dial_timeout: integer('dial_timeout').notNull().default(30),
  global_timeout: integer('global_timeout').notNull().default(3600),
  simultaneous_calls: integer('simultaneous_calls').notNull().default(1),
  auto_dial_type: text('auto_dial_type').notNull().default('manual'),
  predictive_percent: integer('predictive_percent').notNull().default(0),
  additional_phone_timeout: integer('additional_phone_timeout').notNull().default(0),
  /** "1": the contacts' additional phones are dialled too (spec 000 section 3). */
  active_additional_phone_timeout: text('active_additional_phone_timeout').notNull().default('0'),
  max_attempts: integer('max_attempts').notNull().default(3),
  /** `[{ id, name_phone, phone, trunk, is_sip_trunk, moh_class }]`, checked on write. */
  transfer_phones: jsonb('transfer_phones'),
  template_card_id: integer('template_card_id').references(() => templateCards.id),
  /** The talk script operators read on this project's cards (spec 001: GET /robot/campaign/scripts-operator). */
  script_operator_id: integer('script_operator_id').references(() => operatorScripts.id, {
    onDelete: 'set null',
  }),
  sms_template: text('sms_template').notNull().default(''),
  email_subject: text('email_subject').notNull().default(''),
  email_template: text('email_template').notNull().default(''),
  webhook_url: text('webhook_url'),
  recognition_provider: text('recognition_provider').notNull().default('none'),
  synthesis_provider: text('synthesis_provider').notNull().default('none'),
  call_days: text('call_days')
    .array()
    .notNull()
    .default(sql`'{mon,tue,wed,thu,fri}'::text[]`),
  call_time_from: text('call_time_from').notNull().default('09:00'),
  call_time_to: text('call_time_to').notNull().default('21:00'),
  dial_attempts: integer('dial_attempts').notNull().default(1),
  /** false: operators and guests see the contacts' phones masked (spec 001 section 6). */
  show_phone: boolean('show_phone').notNull().default(true),
  /** The card list is ordered by the contacts' call_date. */
  by_call_date: boolean('by_call_date').notNull().default(false),
  /** Regions whose numbers an import may skip (its skip_blocked_regions option), one per line. */
  blocked_regions: text('blocked_regions').notNull().default(''),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ROLES }).notNull(),
    full_name: text('full_name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    /** Unique when set; null = no extension. */
    extension_username: text('extension_username'),
    extension_password: text('extension_password'),
    /** Legacy: the trunk name of users created before trunks existed; `main_trunk_id` wins when set. */
    main_trunk_name: text('main_trunk_name'),
    main_trunk_id: integer('main_trunk_id').references(() => trunks.id),
    user_group_id: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    /** A group its users still belong to cannot be deleted. */
    permission_group_id: integer('permission_group_id').references(() => permissionGroups.id),
    kpi_target_group_id: integer('kpi_target_group_id'),
    /** The client's clock in seconds, as last reported (PUT /api/user/set/offset_timestamp). */
    offset_timestamp: bigint('offset_timestamp', { mode: 'number' }),
    /** Carried in every token (claim `ver`): raising it ends every session of the user (server/auth/sessions.ts). */
    token_version: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'users_role_check',
      sql`${t.role} IN ('ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR', 'ROLE_GUEST')`,
    ),
    index('users_user_group_idx').on(t.user_group_id),
    index('users_permission_group_idx').on(t.permission_group_id),
    index('users_main_trunk_idx').on(t.main_trunk_id),
    uniqueIndex('users_extension_username_unique').on(t.extension_username),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: parentId('user_id', () => users.id, 'cascade'),
    /** SHA-256 of the token, hex; the token itself is only in the e-mail. */
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id)],
);

export type UserRow = typeof users.$inferSelect;
export type UserGroupRow = typeof userGroups.$inferSelect;
export type PermissionGroupRow = typeof permissionGroups.$inferSelect;
