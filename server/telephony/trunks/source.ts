// Which trunk an inbound INVITE came from (issue 12, flow 2): Kamailio adds `X-Edge-Source: <ip>:<port>`.
// Active trunks whose host is that address (or a name resolving to it) match; several accounts at one carrier
// share its address, so the port and then the dialled account tell them apart. With no address match, the
// trunk whose account is the dialled number.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trunks, type TrunkRow } from '../../resources/tables/trunk';
import { hostAddresses } from './host-addresses';

/** "1.2.3.4:5060", "[::1]:5060" or a bare host. */
function splitHostPort(hostPort: string): { host: string; port: number | null } {
  const text = hostPort.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : null };
  const parts = text.split(':');
  if (parts.length === 2) return { host: parts[0], port: Number(parts[1]) || null };
  return { host: text, port: null };
}

export async function trunkBySource(db: Db, hostPort: string, dialled: string): Promise<TrunkRow | null> {
  const source = splitHostPort(hostPort);
  const sourceHost = source.host.toLowerCase();
  const active = await db.select().from(trunks).where(eq(trunks.active, true)).orderBy(trunks.id);
  const addresses = await Promise.all(active.map((t) => hostAddresses(t.host)));
  const fromHost = active.filter((_, i) => addresses[i].includes(sourceHost));
  const byAccount = (t: TrunkRow) => !!dialled && (t.sip_account === dialled || t.username === dialled);
  const match =
    fromHost.find((t) => t.port === source.port && byAccount(t)) ??
    fromHost.find((t) => t.port === source.port) ??
    fromHost.find(byAccount) ??
    fromHost[0] ??
    active.find(byAccount);
  return match ?? null;
}
