// One batch made durable: in one transaction, the import's row is locked and checked (still running, still
// this job's attempt), the batch is written (write-sql.ts), its refused rows are appended to the rejects
// file, and the counters, `last_id` and the rejects file's committed length move on together. A crash
// between two batches therefore loses nothing and repeats nothing (a resumed run cuts the rejects file back
// to `rejects_bytes`).
import { appendFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  settleBatch,
  startBatch,
  type BatchContext,
  type FileRow,
  type Prepared,
  type Rejected,
} from './batch';
import type { RejectReason } from './row';
import { contactImports, type RowOutcome } from './table';
import { batchArrays, writeBatch, type BatchArrays, type BatchTarget } from './write-sql';

/** The run no longer owns the import (cancelled, or another attempt took over) or the server is closing. */
export class StopRun extends Error {}

const OUTCOME: Record<RejectReason, RowOutcome> = {
  invalid_phone: 'invalid_contact_count',
  no_phone: 'invalid_contact_count',
  invalid_value: 'invalid_contact_count',
  no_contact: 'no_contact_additional_phones',
  duplicate_in_file: 'duplicate_contact_in_file',
  blocked_region: 'blocked_regions_count',
  blacklisted: 'black_list_count',
  duplicate: 'duplicate_contact',
};

export const rejectLine = (r: Rejected) =>
  `${JSON.stringify([r.row.line, r.reason, r.detail, ...r.row.cells])}\n`;

export interface RunState {
  db: Db;
  importId: number;
  attempt: number;
  rejectsPath: string;
  target: BatchTarget;
  ctx: BatchContext;
}

export interface ReadyBatch {
  prepared: Prepared;
  arrays: BatchArrays;
  lastLine: number;
}

const ROWS_A_STEP = 1_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A batch's checks made in memory and its parameters built: all that needs no database. It runs while the
 * database takes the batch before, so it gives the event loop a turn every 1,000 rows (~7 ms): in one piece
 * it held up every request for ~70 ms a batch.
 */
export async function readyBatch(
  run: RunState,
  rows: readonly FileRow[],
  lastLine: number,
): Promise<ReadyBatch> {
  const batch = startBatch(run.ctx);
  for (let at = 0; at < rows.length; at += ROWS_A_STEP) {
    if (at) await nextTurn();
    for (let ord = at; ord < Math.min(at + ROWS_A_STEP, rows.length); ord++) batch.add(rows[ord], ord);
  }
  const prepared = batch.finish();
  await nextTurn();
  return { prepared, arrays: batchArrays(prepared.candidates, prepared.extra), lastLine };
}

export async function commitBatch(run: RunState, batch: ReadyBatch): Promise<void> {
  const { prepared, lastLine } = batch;
  await run.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contactImports.status, attempt: contactImports.attempt })
      .from(contactImports)
      .where(eq(contactImports.id, run.importId))
      .for('update');
    if (current?.status !== 'STATUS_PROCESSING' || current.attempt !== run.attempt) throw new StopRun();
    // PostgreSQL compiles a statement this big with JIT, about 45 ms a batch that the statement never gains
    // back (its work is index probes and inserts); PGlite has no JIT and accepts the setting all the same.
    await tx.execute(sql`set local jit = off`);
    const refused = await writeBatch(tx as unknown as Db, run.target, batch.arrays);
    const { accepted, rejected } = settleBatch(prepared, refused, run.ctx);
    const lines = rejected.map(rejectLine).join('');
    if (lines) await appendFile(run.rejectsPath, lines);
    const counts: Partial<Record<RowOutcome, number>> = { import_count_contact: accepted.length };
    for (const r of rejected) counts[OUTCOME[r.reason]] = (counts[OUTCOME[r.reason]] ?? 0) + 1;
    const set: Record<string, unknown> = {
      last_id: lastLine,
      heartbeat_at: sql`now()`,
      updated_at: sql`now()`,
      rejects_bytes: sql`${contactImports.rejects_bytes} + ${Buffer.byteLength(lines)}`,
      import_count_additional_phones: sql`${contactImports.import_count_additional_phones} + ${accepted.reduce(
        (n, r) => n + r.extra.length,
        0,
      )}`,
    };
    for (const [outcome, n] of Object.entries(counts))
      set[outcome] = sql`${contactImports[outcome as RowOutcome]} + ${n}`;
    await tx.update(contactImports).set(set).where(eq(contactImports.id, run.importId));
  });
}
