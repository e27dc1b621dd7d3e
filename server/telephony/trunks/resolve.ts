// Which trunk carries a call (issue 12, flows 1 and 2). Outbound: the softphone's X-Trunk (the project's trunk
// title, else the user's main trunk), else the project's own trunk, else X-Main-Trunk, else the user's main
// trunk; a name that matches no active trunk is passed over for the next one. Inbound: the trunk whose host
// (and port) the INVITE came from, else the one whose account the carrier dialled.
import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { trunks, type TrunkRow } from '../../resources/tables/trunk';

export type { TrunkRow };

async function activeByName(db: Db, name: string | null | undefined): Promise<TrunkRow | null> {
  if (!name?.trim()) return null;
  const [row] = await db
    .select()
    .from(trunks)
    .where(and(eq(trunks.active, true), sql`lower(${trunks.title}) = lower(${name.trim()})`));
  return row ?? null;
}

async function activeById(db: Db, id: number | null | undefined): Promise<TrunkRow | null> {
  if (id === null || id === undefined) return null;
  const [row] = await db
    .select()
    .from(trunks)
    .where(and(eq(trunks.active, true), eq(trunks.id, id)));
  return row ?? null;
}

async function campaignTrunkId(db: Db, campaignId: number | null | undefined) {
  if (!campaignId) return null;
  const [row] = await db
    .select({ trunkId: campaigns.trunk_id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.trunkId ?? null;
}

/** The user's main trunk: the chosen one, else the legacy name kept from before trunks existed. */
async function userTrunk(db: Db, userId: number | null | undefined) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.main_trunk_id, name: users.main_trunk_name })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return (await activeById(db, row.id)) ?? (await activeByName(db, row.name));
}

export async function resolveTrunk(
  db: Db,
  q: {
    trunkName?: string | null;
    mainTrunkName?: string | null;
    campaignId?: number | null;
    userId?: number | null;
  },
): Promise<TrunkRow | null> {
  return (
    (await activeByName(db, q.trunkName)) ??
    (await activeById(db, await campaignTrunkId(db, q.campaignId))) ??
    (await activeByName(db, q.mainTrunkName)) ??
    (await userTrunk(db, q.userId))
  );
}

/** False when the trunk already carries `capacity` live calls (0: no limit). */
export async function trunkHasCapacity(db: Db, trunk: TrunkRow): Promise<boolean> {
  if (trunk.capacity <= 0) return true;
  const [row] = await db
    .select({ live: count() })
    .from(calls)
    .where(and(eq(calls.trunk_id, trunk.id), isNull(calls.ended_at)));
  return Number(row?.live ?? 0) < trunk.capacity;
}

/** "1.2.3.4:5060", "[::1]:5060" or a bare host. */
function splitHostPort(hostPort: string): { host: string; port: number | null } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(hostPort.trim());
  if (bracketed) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : null };
  const parts = hostPort.trim().split(':');
  if (parts.length === 2) return { host: parts[0], port: Number(parts[1]) || null };
  return { host: hostPort.trim(), port: null };
}

/** The addresses a trunk's host stands for: itself when an IP, else what the resolver answers (none on error). */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return [host.toLowerCase(), ...(await lookup(host, { all: true })).map((a) => a.address)];
  } catch {
    return [host.toLowerCase()];
  }
}

export async function trunkBySource(db: Db, hostPort: string, dialled: string): Promise<TrunkRow | null> {
  const source = splitHostPort(hostPort);
  const active = await db.select().from(trunks).where(eq(trunks.active, true)).orderBy(trunks.id);
  const fromHost: TrunkRow[] = [];
  for (const trunk of active) {
    if ((await addressesOf(trunk.host)).includes(source.host.toLowerCase())) fromHost.push(trunk);
  }
  // Several accounts at one carrier share its address: the port, then the dialled account tells them apart.
  const byAccount = (t: TrunkRow) => !!dialled && (t.sip_account === dialled || t.username === dialled);
  const match =
    fromHost.find((t) => t.port === source.port && byAccount(t)) ??
    fromHost.find((t) => t.port === source.port) ??
    fromHost.find(byAccount) ??
    fromHost[0] ??
    active.find(byAccount);
  return match ?? null;
}
