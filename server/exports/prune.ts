// A user's panel lists their newest KEPT_PER_USER exports; older finished ones can no longer be reached, so
// they go with their files when a new one is made. Exports still processing are never removed here.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { KEPT_PER_USER } from './constants';
import { removeExportFiles } from './files';
import { exportItems } from './table';

export async function pruneFinished(app: FastifyInstance, userId: number): Promise<void> {
  const old = await app.db
    .select({ id: exportItems.id, csv: exportItems.csv_name, xlsx: exportItems.xlsx_name })
    .from(exportItems)
    .where(and(eq(exportItems.user_id, userId), ne(exportItems.status, 'STATUS_PROCESSING')))
    .orderBy(desc(exportItems.id))
    .offset(KEPT_PER_USER);
  for (const row of old) {
    await app.db.delete(exportItems).where(eq(exportItems.id, row.id));
    await removeExportFiles(app, row.csv, row.xlsx);
  }
}
