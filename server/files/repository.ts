// The file manager's rows: a page of them (sorted, filtered by name), one by id, renamed, deleted.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { likeEscape } from '../resources/filters';
import type { ListQuery } from './schemas';
import { managedFiles, type ManagedFileRow } from './table';

export async function findFile(db: Db, id: number): Promise<ManagedFileRow> {
  const [row] = await db.select().from(managedFiles).where(eq(managedFiles.id, id));
  if (!row) throw notFound();
  return row;
}

/** A page of files; by default the newest first, a chosen sort ascending unless `order` says otherwise. */
export async function filePage(db: Db, query: ListQuery) {
  const { page, limit, name } = query;
  const sort = query.sort ?? 'created_at';
  const order = (query.order ?? (query.sort ? 'asc' : 'desc')).toLowerCase();
  const direction = order === 'desc' ? desc : asc;
  const column =
    sort === 'name' ? sql`lower(${managedFiles.name})` : sort === 'id' ? managedFiles.id : managedFiles[sort];
  const where = name ? sql`${managedFiles.name} ILIKE ${`%${likeEscape(name.trim())}%`}` : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(managedFiles)
      .where(where)
      .orderBy(direction(column), direction(managedFiles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(managedFiles).where(where),
  ]);
  return { rows, totalCount: Number(total) };
}

export async function renameFile(db: Db, id: number, name: string): Promise<ManagedFileRow> {
  await findFile(db, id);
  const [row] = await db
    .update(managedFiles)
    .set({ name, updated_at: sql`now()` })
    .where(eq(managedFiles.id, id))
    .returning();
  if (!row) throw notFound(); // deleted meanwhile
  return row;
}

/** The deleted row (its content is the caller's to remove). */
export async function deleteFile(db: Db, id: number): Promise<ManagedFileRow> {
  const [row] = await db.delete(managedFiles).where(eq(managedFiles.id, id)).returning();
  if (!row) throw notFound();
  return row;
}
