// What call-control asks the trunks part (design-12.md, "E provides"): which trunk carries a call, whether
// it has room, the caller ID, the price, the status of a carrier's refusal. Passed in as a port so the flow
// is tested on its own; `minimalTrunkPort` is a stand-in used until server/telephony/trunks lands at the
// merge, where the app wires E's functions instead (then this stand-in goes).
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import { trunks } from '../../resources/tables/trunk';

export type TrunkRow = typeof trunks.$inferSelect;

export interface TrunkQuery {
  trunkName?: string | null;
  mainTrunkName?: string | null;
  campaignId?: number | null;
  userId?: number | null;
}

export interface TrunkPort {
  resolveTrunk(db: Db, q: TrunkQuery): Promise<TrunkRow | null>;
  trunkHasCapacity(db: Db, trunk: TrunkRow): Promise<boolean>;
  chooseCallerId(db: Db, q: { campaignId: number | null; trunk: TrunkRow }): Promise<string>;
  callPrice(billSec: number, tariffPerMinute: number): number;
  statusOfSipFailure(code: number | null): CallStatusCode;
}

async function activeTrunk(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select()
    .from(trunks)
    .where(and(eq(trunks.active, true), where));
  return row ?? null;
}

const byName = (db: Db, name?: string | null) =>
  name?.trim() ? activeTrunk(db, sql`lower(${trunks.title}) = lower(${name.trim()})`) : Promise.resolve(null);

async function byCampaign(db: Db, campaignId?: number | null) {
  if (!campaignId) return null;
  const [c] = await db.select({ id: campaigns.trunk_id }).from(campaigns).where(eq(campaigns.id, campaignId));
  return c?.id ? activeTrunk(db, eq(trunks.id, c.id)) : null;
}

async function byUser(db: Db, userId?: number | null) {
  if (!userId) return null;
  const [u] = await db.select({ id: users.main_trunk_id }).from(users).where(eq(users.id, userId));
  return u?.id ? activeTrunk(db, eq(trunks.id, u.id)) : null;
}

const SIP_FAILURES: Record<number, CallStatusCode> = {
  486: CALL_STATUS.busy,
  600: CALL_STATUS.busy,
  603: CALL_STATUS.declined,
  404: CALL_STATUS.invalidNumber,
  484: CALL_STATUS.invalidNumber,
  408: CALL_STATUS.noAnswer,
  480: CALL_STATUS.noAnswer,
  487: CALL_STATUS.noAnswer,
};

export const minimalTrunkPort: TrunkPort = {
  resolveTrunk: async (db, q) =>
    (await byName(db, q.trunkName)) ??
    (await byCampaign(db, q.campaignId)) ??
    (await byName(db, q.mainTrunkName)) ??
    (await byUser(db, q.userId)),
  trunkHasCapacity: async (db, trunk) => {
    if (!trunk.capacity) return true;
    const [live] = await db
      .select({ n: count() })
      .from(calls)
      .where(and(eq(calls.trunk_id, trunk.id), isNull(calls.ended_at)));
    return live.n < trunk.capacity;
  },
  chooseCallerId: async (db, q) => {
    if (q.campaignId) {
      const [c] = await db
        .select({ callerId: campaigns.caller_id })
        .from(campaigns)
        .where(eq(campaigns.id, q.campaignId));
      if (c?.callerId) return c.callerId;
    }
    return q.trunk.caller_id;
  },
  callPrice: (billSec, tariff) =>
    billSec > 0 && tariff > 0 ? Math.round(Math.ceil(billSec / 60) * tariff * 100) / 100 : 0,
  statusOfSipFailure: (code) =>
    code === null ? CALL_STATUS.carrierError : (SIP_FAILURES[code] ?? CALL_STATUS.carrierError),
};
