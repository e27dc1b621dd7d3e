// The `/app` namespace: pushes to a signed-in user's open tabs, whatever their role (the report channel,
// /userreport, is the softphone's and needs an extension). Today it carries the progress of the user's
// imports and exports; the 60 s poll of the panels stays as the fallback. A socket joins the room of its
// token's user and only listens: the client sends nothing on it. The handshake is the token alone, refused
// like /userreport's (a connect_error with a code, then the connection closes).
import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import { userOfToken } from '../auth/sessions';
import { HandshakeError, handshakeLocale } from './handshake';

export const APP_NAMESPACE = '/app';

/** What the server pushes on /app. */
export interface AppChannelEvents {
  /** An import of the user's changed (status, counters): the Import item as GET /contact/import/latest has it. */
  'import.changed': (item: Record<string, unknown>) => void;
  /** An export of the user's changed (status, sync_count): the Export queue item. */
  'export.changed': (item: Record<string, unknown>) => void;
}

export type AppNamespace = Namespace<Record<string, never>, AppChannelEvents>;

const roomOf = (userId: number) => `user:${userId}`;

export function openAppChannel(app: FastifyInstance, io: Server): AppNamespace {
  const nsp = io.of(APP_NAMESPACE) as unknown as AppNamespace;
  nsp.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = typeof auth?.token === 'string' ? auth.token.replace(/^Bearer\s+/i, '').trim() : '';
    const refuse = (code: 'unauthorized' | 'unavailable') =>
      next(new HandshakeError(code, handshakeLocale(app, socket)));
    if (!token) return refuse('unauthorized');
    userOfToken(app, token).then(
      (user) => {
        if (!user) return refuse('unauthorized');
        void socket.join(roomOf(user.id));
        next();
      },
      () => refuse('unavailable'),
    );
  });
  return nsp;
}

/** Sends `event` to every tab of `userId` connected to this process. */
export function pushToUser<E extends keyof AppChannelEvents>(
  app: FastifyInstance,
  userId: number,
  event: E,
  ...args: Parameters<AppChannelEvents[E]>
): void {
  app.userReport?.app.to(roomOf(userId)).emit(event, ...args);
}
