// The addresses a trunk's host stands for, to recognise the carrier an inbound INVITE came from. A host name
// is resolved at most once a minute and never waits more than a second (a resolver that hangs, as in a
// loopback-only namespace, must not hold a ringing customer): on failure the name stands for itself only.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const CACHE_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 1_000;
const cache = new Map<string, { addresses: string[]; until: number }>();

async function resolveName(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true }), timeout]);
    return found.map((a) => a.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The host itself (lower-cased) and, for a name, what it resolves to. */
export async function hostAddresses(host: string, now = Date.now()): Promise<string[]> {
  const name = host.toLowerCase();
  if (isIP(name)) return [name];
  const cached = cache.get(name);
  if (cached && cached.until > now) return cached.addresses;
  const addresses = [name, ...(await resolveName(name))];
  cache.set(name, { addresses, until: now + CACHE_MS });
  return addresses;
}
