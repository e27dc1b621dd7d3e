// Contact imports (spec 000 section 3, "Import item"; docs/imports.md): the uploaded files waiting to be
// imported, and one row per import with its options, its saved position and its counters. The row is the
// import's own state: pg-boss only carries the job that works on it (server/jobs), so a restart resumes from
// `last_id` (rows of the file done) and a cancel is a status the worker reads between batches.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';
import { campaigns, users } from '../db/schema';

export const IMPORT_STATUSES = [
  'STATUS_PROCESSING',
  'STATUS_DONE',
  'STATUS_CANCELED',
  'STATUS_ERROR',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A file uploaded for an import: kept (under DATA_DIR/uploads/imports) until a real import of it ends. */
export const contactImportUploads = pgTable('contact_import_uploads', {
  /** The stored file's generated name, which is also the upload_id the client sends back. */
  id: text('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  campaign_id: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  file_name: text('file_name').notNull(),
  file_format: text('file_format').notNull(),
  /** Columns of the widest row. */
  columns: integer('columns').notNull(),
  /** Rows holding any non-empty cell (a header included). */
  filled_rows: integer('filled_rows').notNull(),
  /** Per column: how its slash dates read ('dmy' or 'mdy'), seen in the whole file when it was checked. */
  slash_dates: jsonb('slash_dates').$type<('dmy' | 'mdy')[]>().notNull(),
  /** The first filled rows as read (at most 10): the upload's preview, the header among them. */
  preview: jsonb('preview').$type<string[][]>().notNull(),
  created_at: timestamps.created_at,
});

export interface ImportOptions {
  skip_existing: 'none' | 'project' | 'all';
  skip_file_duplicates: boolean;
  skip_blacklisted: boolean;
  skip_blocked_regions: boolean;
}

/** The row outcomes: each data row of the file ends in exactly one of them (docs/imports.md). */
export const ROW_OUTCOMES = [
  'import_count_contact',
  'invalid_contact_count',
  'duplicate_contact',
  'duplicate_contact_in_file',
  'black_list_count',
  'blocked_regions_count',
  'no_contact_additional_phones',
] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

const count = (name: string) => integer(name).notNull().default(0);

export const contactImports = pgTable(
  'contact_imports',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    upload_id: text('upload_id').references(() => contactImportUploads.id, { onDelete: 'set null' }),
    file_name: text('file_name').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('STATUS_PROCESSING'),
    dry_run: boolean('dry_run').notNull().default(false),
    mapping: jsonb('mapping').$type<string[]>().notNull(),
    has_header: boolean('has_header').notNull(),
    /** The header's cells (the rejects file repeats them), null without a header. */
    header: jsonb('header').$type<string[]>(),
    options: jsonb('options').$type<ImportOptions>().notNull(),
    /** Data rows of the file (filled rows less the header). */
    total_rows: integer('total_rows').notNull(),
    /** Rows of the file read and settled, the header and empty rows included: where a resumed job goes on. */
    last_id: count('last_id'),
    import_count_contact: count('import_count_contact'),
    invalid_contact_count: count('invalid_contact_count'),
    duplicate_contact: count('duplicate_contact'),
    duplicate_contact_in_file: count('duplicate_contact_in_file'),
    black_list_count: count('black_list_count'),
    blocked_regions_count: count('blocked_regions_count'),
    no_contact_additional_phones: count('no_contact_additional_phones'),
    /** Additional phones added to the imported contacts (phones, not rows). */
    import_count_additional_phones: count('import_count_additional_phones'),
    /** Bytes of the rejects file that belong to committed batches (a resumed job cuts the rest). */
    rejects_bytes: count('rejects_bytes'),
    error: text('error'),
    /** Bumped whenever a job is (re)sent for the row: a job whose attempt is not the row's stops. */
    attempt: count('attempt'),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    undone_at: timestamp('undone_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One running import per project ("import already in progress"): the index settles simultaneous starts.
    uniqueIndex('contact_imports_one_running')
      .on(t.campaign_id)
      .where(sql`${t.status} = 'STATUS_PROCESSING'`),
    index('contact_imports_campaign_idx').on(t.campaign_id, t.id),
    check(
      'contact_imports_status',
      sql`${t.status} in ('STATUS_PROCESSING', 'STATUS_DONE', 'STATUS_CANCELED', 'STATUS_ERROR')`,
    ),
  ],
);

export type ImportRow = typeof contactImports.$inferSelect;
export type UploadRow = typeof contactImportUploads.$inferSelect;
