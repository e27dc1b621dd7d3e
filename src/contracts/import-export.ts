// The Import item and the Export queue item on the wire (spec 000 section 3; issue 13's contract): what the
// list endpoints answer and the /app channel pushes (`import.changed`, `export.changed`). Declared once for
// both sides; no imports, so the server can share it.

export const JOB_STATUSES = ['STATUS_PROCESSING', 'STATUS_DONE', 'STATUS_CANCELED', 'STATUS_ERROR'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The spec's 13 import columns, in its order; a column may also go to `label:<template label id>`. */
export const IMPORT_TARGETS = [
  'phone',
  'email',
  'full_name',
  'birth_date',
  'call_date',
  'position',
  'city',
  'address',
  'description',
  'crm_id',
  'ignore',
  'additional_phone',
  'tz',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number] | `label:${number}`;

/** The outcomes an input row is counted in (each row in exactly one). */
export const IMPORT_COUNTERS = [
  'import_count_contact',
  'in_queue_count',
  'black_list_count',
  'import_count_additional_phones',
  'duplicate_contact',
  'duplicate_contact_in_file',
  'no_contact_additional_phones',
  'invalid_contact_count',
  'blocked_regions_count',
] as const;
export type ImportCounter = (typeof IMPORT_COUNTERS)[number];

export type ImportItem = Record<ImportCounter, number> & {
  id: number;
  user: { id: number; full_name: string };
  campaign: { id: number; title: string };
  file_name: string;
  status: JobStatus;
  dry_run: boolean;
  total_rows: number;
  processed_rows: number;
  last_id: number | null;
  rejected_rows: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  undone_at: string | null;
  can_undo: boolean;
};

/** POST /contact/import/upload's reply: what the mapping screen starts from. */
export interface ImportUpload {
  upload_id: string;
  file_name: string;
  file_format: 'csv' | 'xlsx';
  columns: number;
  /** The first rows as read, the header row included. */
  preview: string[][];
  /** The server's guess. */
  has_header: boolean;
  /** One target per column: the project's remembered mapping, else a guess from the header. */
  mapping: string[];
}

export const EXPORT_TYPES = [
  'call',
  'contact',
  'blacklist',
  'new',
  'no_answer',
  'robot',
  'user_statistics',
  'user_statistics_history',
  'kpi_report',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export interface ExportItem {
  id: number;
  user: { full_name: string; email: string };
  type: ExportType;
  file: string;
  row_count: number;
  sync_count: number;
  status: JobStatus;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Spec 000 section 4.3 and 001 section 9: no XLSX past a million rows. */
export const XLSX_MAX_ROWS = 1_000_000;
