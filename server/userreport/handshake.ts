// Who may open /userreport: `auth: { token }` (the API's bearer JWT), query `user_id` (the token's user) and
// `oper_phone` (that user's extension_username), and the `global.call` key. A refusal reaches the client as a
// connect_error whose message says why and whose `data.code` is one of HandshakeCode.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { userOfToken } from '../auth/sessions';
import { users } from '../db/schema';
import { pickLocale, type Locale } from '../i18n/locale';
import { isAllowed, parsePermissions } from '../from-client';
import type { SocketData } from './events';
import { reportText, type ReportTextKey } from './texts';

/** All final but `unavailable` (the server failed: the client tries again). */
export type HandshakeCode =
  | 'unauthorized'
  | 'forbidden'
  | 'user_mismatch'
  | 'oper_phone_mismatch'
  | 'unavailable'
  | 'invalid_namespace';

const TEXT_OF: Record<HandshakeCode, ReportTextKey> = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  user_mismatch: 'userMismatch',
  oper_phone_mismatch: 'operPhoneMismatch',
  unavailable: 'unavailable',
  invalid_namespace: 'invalidNamespace',
};

export class HandshakeError extends Error {
  readonly data: { code: HandshakeCode };

  constructor(code: HandshakeCode, locale: Locale) {
    super(reportText(locale, TEXT_OF[code]));
    this.name = 'HandshakeError';
    this.data = { code };
  }
}

const single = (value: unknown): string | null => {
  const v = Array.isArray(value) ? (value.length === 1 ? value[0] : null) : value;
  return typeof v === 'string' ? v.trim() : null;
};

/** The handshake's language: `auth.locale`, else Accept-Language, else the configured default. */
export function handshakeLocale(app: FastifyInstance, socket: Socket): Locale {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const asked = typeof auth?.locale === 'string' ? auth.locale : socket.handshake.headers['accept-language'];
  return pickLocale(asked, app.appConfig.defaultLocale);
}

/** Checks a connecting socket; returns what goes on `socket.data`, or throws a HandshakeError. */
export async function authenticateSocket(app: FastifyInstance, socket: Socket): Promise<SocketData> {
  const locale = handshakeLocale(app, socket);
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '').trim() : '';
  const row = token ? await userOfToken(app, token) : null;
  if (!row) throw new HandshakeError('unauthorized', locale);
  if (!isAllowed({ role: row.role, permissions: parsePermissions(row.permissions) }, 'global.call'))
    throw new HandshakeError('forbidden', locale);

  const userId = single(socket.handshake.query.user_id);
  if (userId !== String(row.id)) throw new HandshakeError('user_mismatch', locale);

  const [user] = await app.db
    .select({ extension: users.extension_username })
    .from(users)
    .where(eq(users.id, row.id));
  const operPhone = single(socket.handshake.query.oper_phone);
  if (!operPhone || !user?.extension || operPhone !== user.extension)
    throw new HandshakeError('oper_phone_mismatch', locale);

  const clientId =
    typeof auth?.client_id === 'string' && /^[\w-]{1,64}$/.test(auth.client_id) ? auth.client_id : null;
  return { userId: row.id, operPhone, locale, clientId };
}
