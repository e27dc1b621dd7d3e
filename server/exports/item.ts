// The Export queue item (spec 000 section 3; docs/contracts.md-like shape of the i13 contract): what every
// export endpoint and the `export.changed` push answer.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { pushToUser } from '../userreport';
import { exportItems, type ExportRow } from './table';

const selection = { row: exportItems, user: { full_name: users.full_name, email: users.email } };

type Joined = { row: ExportRow; user: { full_name: string; email: string } };

export const itemJson = ({ row, user }: Joined) => ({
  id: row.id,
  user,
  type: row.type,
  file: row.file,
  row_count: row.row_count,
  sync_count: row.sync_count,
  status: row.status,
  error: row.error,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

export type ExportItem = ReturnType<typeof itemJson>;

const joined = (db: Db) =>
  db.select(selection).from(exportItems).innerJoin(users, eq(users.id, exportItems.user_id));

/** The export with its owner; null when there is none (or it is not `userId`'s). */
export async function findExport(db: Db, id: number, userId?: number): Promise<Joined | null> {
  const [found] = await joined(db).where(
    and(eq(exportItems.id, id), userId === undefined ? undefined : eq(exportItems.user_id, userId)),
  );
  return found ?? null;
}

export async function latestExports(db: Db, userId: number, limit: number) {
  const rows = await joined(db)
    .where(eq(exportItems.user_id, userId))
    .orderBy(desc(exportItems.id))
    .limit(limit);
  return rows.map(itemJson);
}

/** Tells the owner's open tabs that the export changed (the panel's push; the 60 s poll is the fallback). */
export async function announce(app: FastifyInstance, id: number): Promise<void> {
  const found = await findExport(app.db, id);
  if (found) pushToUser(app, found.row.user_id, 'export.changed', itemJson(found));
}
