// A play ticket: an <audio> element cannot send the bearer token, and fetching the whole file as a blob first
// would make a long recording wait before it plays. POST /api/call/get_files_type, asked with the token and
// scoped like the call, answers a URL carrying a ticket: one recording path, one user, an expiry, signed with
// HMAC-SHA256 under the JWT secret. GET /api/record/play streams that one file by it, with ranges, so the
// browser's own player seeks. It names a file, never a session: it cannot call any other route.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to listen to a long call with pauses; a new ticket comes with every reload of the list. */
export const TICKET_TTL_MS = 2 * 3600_000;

interface Ticket {
  userId: number;
  path: string;
  expires: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`record-ticket:${payload}`).digest('base64url');

export function writeTicket(t: Omit<Ticket, 'expires'>, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify([t.userId, t.path, now + TICKET_TTL_MS])).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The ticket's content when its signature holds and it has not expired; null otherwise. */
export function readTicket(text: string, secret: string, now = Date.now()): Ticket | null {
  const [payload, mac, extra] = text.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [userId, path, expires] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof userId !== 'number' || typeof path !== 'string' || typeof expires !== 'number') return null;
    return expires > now ? { userId, path, expires } : null;
  } catch {
    return null;
  }
}
