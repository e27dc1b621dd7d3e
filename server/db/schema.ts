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
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../shared';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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

export const permissionGroups = pgTable('permission_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Catalogue keys, comma-separated (spec 001 section 3). */
  permissions: text('permissions').notNull().default(''),
  ...timestamps,
});

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  queue_name: text('queue_name').notNull().unique(),
  user_group_id: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
  active_additional_phone_timeout: integer('active_additional_phone_timeout').notNull().default(0),
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
    extension_username: text('extension_username'),
    extension_password: text('extension_password'),
    main_trunk_name: text('main_trunk_name'),
    user_group_id: integer('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    permission_group_id: integer('permission_group_id').references(() => permissionGroups.id, {
      onDelete: 'set null',
    }),
    kpi_target_group_id: integer('kpi_target_group_id'),
    /** The client's clock in seconds, as last reported (PUT /api/user/set/offset_timestamp). */
    offset_timestamp: bigint('offset_timestamp', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    check(
      'users_role_check',
      sql`${t.role} IN ('ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR', 'ROLE_GUEST')`,
    ),
    index('users_user_group_idx').on(t.user_group_id),
    index('users_permission_group_idx').on(t.permission_group_id),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
