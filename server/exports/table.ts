// The export queue (spec 000 section 3, "Export queue item"): one row per export a user asked for, with what
// the job needs to run it again after a restart: the filters and columns as asked, the language of the
// header, the keyset position and the CSV bytes of the last committed batch, and which run owns the job.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { parentId } from '../db/columns';
import { users } from '../db/schema';
import type { ExportStatus, ExportType } from './constants';

/** Where the next batch starts: the sort key and id of the last row written (null: from the start). */
export interface ExportPosition {
  key: string | number | null;
  id: number;
}

export const exportItems = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    user_id: parentId('user_id', () => users.id, 'cascade'),
    type: text('type').$type<ExportType>().notNull(),
    /** The download's name without extension (`contact_2026-11-25_17`). */
    file: text('file').notNull(),
    /** The list's filters as validated (its own query format). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    fields: text('fields').array().notNull(),
    /** The language of the header row and of translated values. */
    locale: text('locale').notNull(),
    /** The zone dates are written in (IANA). */
    time_zone: text('time_zone').notNull(),
    /** Rows the export holds: counted when asked, exact once done. */
    row_count: integer('row_count').notNull().default(0),
    /** Rows committed to the CSV so far. */
    sync_count: integer('sync_count').notNull().default(0),
    status: text('status').$type<ExportStatus>().notNull().default('STATUS_PROCESSING'),
    error: text('error'),
    position: jsonb('position').$type<ExportPosition>(),
    /** The CSV file (under DATA_DIR/exports) holding the committed rows, and its committed length. */
    csv_name: text('csv_name'),
    csv_bytes: bigint('csv_bytes', { mode: 'number' }).notNull().default(0),
    /** Every row is in the CSV (what is left is the XLSX). */
    csv_complete: boolean('csv_complete').notNull().default(false),
    xlsx_name: text('xlsx_name'),
    /** The run that owns the job: a job whose run is no longer the row's stops (another took it over). */
    run_id: text('run_id').notNull(),
    /** Runs started after a restart: past MAX_RESUMES the export ends in an error instead (a crash loop). */
    resumes: integer('resumes').notNull().default(0),
    /** Beaten every few seconds by the running job; null until a worker picks the job up. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('exports_user_idx').on(t.user_id, t.id.desc()),
    index('exports_processing_idx')
      .on(t.heartbeat_at)
      .where(sql`${t.status} = 'STATUS_PROCESSING'`),
    check(
      'exports_status_check',
      sql`${t.status} IN ('STATUS_PROCESSING', 'STATUS_DONE', 'STATUS_CANCELED', 'STATUS_ERROR')`,
    ),
  ],
);

export type ExportRow = typeof exportItems.$inferSelect;
