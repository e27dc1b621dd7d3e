// The Import item every import route answers and the /app channel pushes (docs/imports.md, "The item").
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { contactImports, ROW_OUTCOMES, type ImportRow } from './table';

const REFUSALS = ROW_OUTCOMES.filter((o) => o !== 'import_count_contact');

const selectItems = (db: Db) =>
  db
    .select({
      row: contactImports,
      user: { id: users.id, full_name: users.full_name },
      campaign: { id: campaigns.id, title: campaigns.title },
    })
    .from(contactImports)
    .leftJoin(users, eq(users.id, contactImports.user_id))
    .innerJoin(campaigns, eq(campaigns.id, contactImports.campaign_id));

type Selected = Awaited<ReturnType<typeof selectItems>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const processedRows = (row: ImportRow) => ROW_OUTCOMES.reduce((n, o) => n + row[o], 0);

export function itemJson({ row, user, campaign }: Selected) {
  const processed = processedRows(row);
  return {
    id: row.id,
    user: user?.id ? { id: user.id, full_name: user.full_name } : null,
    campaign,
    file_name: row.file_name,
    status: row.status,
    dry_run: row.dry_run,
    total_rows: row.total_rows,
    processed_rows: processed,
    last_id: row.last_id,
    import_count_contact: row.import_count_contact,
    in_queue_count: Math.max(0, row.total_rows - processed),
    black_list_count: row.black_list_count,
    import_count_additional_phones: row.import_count_additional_phones,
    duplicate_contact: row.duplicate_contact,
    duplicate_contact_in_file: row.duplicate_contact_in_file,
    no_contact_additional_phones: row.no_contact_additional_phones,
    invalid_contact_count: row.invalid_contact_count,
    blocked_regions_count: row.blocked_regions_count,
    rejected_rows: REFUSALS.reduce((n, o) => n + row[o], 0),
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: iso(row.finished_at),
    undone_at: iso(row.undone_at),
    can_undo:
      !row.dry_run && row.status !== 'STATUS_PROCESSING' && !row.undone_at && row.import_count_contact > 0,
  };
}

export type ImportItem = ReturnType<typeof itemJson>;

export async function findItem(db: Db, id: number, visible?: SQL): Promise<ImportItem | null> {
  const [found] = await selectItems(db).where(and(eq(contactImports.id, id), visible));
  return found ? itemJson(found) : null;
}

export async function latestItems(db: Db, visible: SQL | undefined, limit = 10): Promise<ImportItem[]> {
  const rows = await selectItems(db).where(visible).orderBy(desc(contactImports.id)).limit(limit);
  return rows.map(itemJson);
}
