// Every write a job makes to its export row holds only while the row is still processing and still its
// run's: a cancel, a delete, or another process that took the job over (sweep.ts) makes the write miss, and
// the job stops there. Nothing else tells a job to stop.
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { exportItems, type ExportRow } from './table';

export interface ExportJob {
  id: number;
  run: string;
}

export const EXPORT_JOB = 'export';

const mine = ({ id, run }: ExportJob) =>
  and(eq(exportItems.id, id), eq(exportItems.run_id, run), eq(exportItems.status, 'STATUS_PROCESSING'));

/** The row with a fresh heartbeat when the job still owns it, else null. */
export async function claim(db: Db, job: ExportJob): Promise<ExportRow | null> {
  const [row] = await db
    .update(exportItems)
    .set({ heartbeat_at: sql`now()` })
    .where(mine(job))
    .returning();
  return row ?? null;
}

/** Writes `set` (and a heartbeat) if the job still owns the row; answers whether it did. */
export async function commit(db: Db, job: ExportJob, set: PgUpdateSetSource<typeof exportItems>) {
  const rows = await db
    .update(exportItems)
    .set({ ...set, heartbeat_at: sql`now()` })
    .where(mine(job))
    .returning({ id: exportItems.id });
  return rows.length > 0;
}
