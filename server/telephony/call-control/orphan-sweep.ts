// Call rows of a node that died and never came back (docs/telephony.md, "Failures and restarts"). A node
// closes its own open rows when it starts again; a node that is gone for good (its machine replaced, its
// NODE_ID retired) would leave them open forever: the calls report would show them live and the queues
// would count their operators as in a call. Every live node sweeps: a node id that owns open rows and has
// had no bus connection on two scans in a row (so at least one interval: a bus connection that drops for a
// moment reconnects within seconds) has its rows closed as a restart would close them. PostgreSQL only:
// with PGlite there is one process and one node, which closes its own rows when it starts.
import { and, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import { closeLeftOpen } from './call-row';
import type { Log } from './user-agents';

export const ORPHAN_SWEEP_MS = 30_000;

/** Node ids that own open call rows and are not among `live`. */
async function nodesWithOpenRows(db: Db, live: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ node: calls.node_id })
    .from(calls)
    .where(
      and(
        isNull(calls.ended_at),
        ne(calls.node_id, ''), // '': a row the softphone wrote, no node's
        live.length ? notInArray(calls.node_id, live) : sql`true`,
      ),
    );
  return rows.map((r) => r.node);
}

/** One scan: closes the rows of nodes that were missing last time too; returns the next `missing`. */
export async function sweepOrphans(
  db: Db,
  liveNodes: () => Promise<string[]>,
  missingBefore: Set<string>,
  log: Log,
): Promise<Set<string>> {
  const missing = new Set(await nodesWithOpenRows(db, await liveNodes()));
  for (const node of missing) {
    if (!missingBefore.has(node)) continue;
    const closed = await closeLeftOpen(db, node, new Date(), 'call-control node gone');
    if (closed) log.warn(`call-control: closed ${closed} call(s) left open by ${node}, which is gone`);
    missing.delete(node);
  }
  return missing;
}

export function startOrphanSweep(
  db: Db,
  liveNodes: () => Promise<string[]>,
  log: Log,
  intervalMs = ORPHAN_SWEEP_MS,
): () => void {
  let missing = new Set<string>();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphans(db, liveNodes, missing, log)
      .then((next) => (missing = next))
      .catch((err: Error) => log.warn(`call-control: orphan sweep: ${err.message}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
