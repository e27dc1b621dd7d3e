// Rows of a call-control node that is gone for good (server/telephony/call-control/orphan-sweep.ts): closed
// as a restart would close them, but only once the node was missing on two scans in a row, and never the
// rows of a node that is live (on PostgreSQL: has its bus connection open).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import type { Database } from '../../server/db/client';
import { CALL_STATUS } from '../../server/from-client';
import { openBus, type Bus } from '../../server/telephony/call-control/bus';
import { sweepOrphans } from '../../server/telephony/call-control/orphan-sweep';
import { databaseTargets } from './helpers/databases';
import { openLiveRow } from './helpers/live-call-row';

const log = { info: () => undefined, warn: () => undefined };

const liveRow = (database: Database, uniqueId: string, nodeId: string) =>
  openLiveRow(database.db, uniqueId, nodeId, { at: new Date(Date.now() - 60_000) });

const rowOf = async (database: Database, uniqueId: string) =>
  (await database.db.select().from(calls).where(eq(calls.unique_id, uniqueId)))[0];

describe.each(databaseTargets)('the sweep of rows left by gone nodes on $name', (target) => {
  let database: Database;
  let url: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, url, dispose } = await target.open());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('closes a missing node’s rows on the second scan it is missing, and leaves live and returning nodes alone', async () => {
    await liveRow(database, 'on-alive', 'alive');
    await liveRow(database, 'on-gone', 'gone');
    await liveRow(database, 'on-blinking', 'blinking');
    await liveRow(database, 'softphone-only', ''); // a row the softphone wrote: no node owns it
    const first = await sweepOrphans(database.db, async () => ['alive'], new Set(), log);
    expect(first.has('gone') && first.has('blinking')).toBe(true);
    expect(first.has('alive')).toBe(false);
    expect((await rowOf(database, 'on-gone')).ended_at).toBeNull();

    // `blinking` is back (its bus connection dropped for a moment): only `gone` is closed.
    const second = await sweepOrphans(database.db, async () => ['alive', 'blinking'], first, log);
    expect(second.has('gone') || second.has('blinking')).toBe(false);
    const gone = await rowOf(database, 'on-gone');
    expect(gone).toMatchObject({
      status: CALL_STATUS.closedAtRestart,
      hangup_cause: 'call-control node gone',
    });
    expect(gone.duration).toBeGreaterThanOrEqual(59);
    expect((await rowOf(database, 'on-alive')).ended_at).toBeNull();
    expect((await rowOf(database, 'on-blinking')).ended_at).toBeNull();
    expect((await rowOf(database, 'softphone-only')).ended_at).toBeNull();
  });

  // Bus connections exist on PostgreSQL only (PGlite is one process).
  if (target.name !== 'postgres') return;

  it('knows the live nodes by their bus connections', async () => {
    const buses: Bus[] = [await openBus(url, 'bus-alive', log), await openBus(url, null, log)];
    try {
      await liveRow(database, 'bus-on-alive', 'bus-alive');
      await liveRow(database, 'bus-on-dead', 'bus-dead');
      const liveNodes = () => buses[1].liveNodes();
      const missing = await sweepOrphans(database.db, liveNodes, new Set(), log);
      expect(missing.has('bus-dead')).toBe(true);
      expect(missing.has('bus-alive')).toBe(false);
      await sweepOrphans(database.db, liveNodes, missing, log);
      expect((await rowOf(database, 'bus-on-dead')).status).toBe(CALL_STATUS.closedAtRestart);
      expect((await rowOf(database, 'bus-on-alive')).ended_at).toBeNull();
    } finally {
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});
