// The socket.io side of /userreport: the namespace's handshake, one live connection per user, reports into
// the live state, ping/pong, and updateStateAmount.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './events';
import { authenticateSocket, HandshakeError, handshakeLocale } from './handshake';
import { parseReport } from './report';
import { reportText } from './texts';
import type { UserReportHub, UserReportNamespace } from './types';

type ReportSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Sends updateStateAmount to every connected client and keeps the value; returns how many were sent to. */
export function broadcastStateAmount(app: FastifyInstance, amountRequired: boolean): number {
  const hub = app.userReport;
  if (!hub) return 0;
  hub.amountRequired = amountRequired;
  hub.nsp.emit('updateStateAmount', { amount_required: amountRequired });
  return hub.nsp.sockets.size;
}

export function wireNamespace(app: FastifyInstance, hub: UserReportHub, nsp: UserReportNamespace): void {
  /** The connection that holds each user's place. */
  const holders = new Map<number, ReportSocket>();

  nsp.use((socket, next) => {
    authenticateSocket(app, socket).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        if (error instanceof HandshakeError) return next(error);
        app.log.error({ err: error }, 'userreport handshake failed');
        next(new HandshakeError('unavailable', handshakeLocale(app, socket)));
      },
    );
  });

  nsp.on('connection', (socket: ReportSocket) => {
    const { userId, operPhone, locale, clientId } = socket.data;
    const holder = holders.get(userId);
    // The same client coming back (its old connection not yet noticed as lost) takes its own place again.
    if (holder?.connected && clientId !== null && holder.data.clientId === clientId) holder.disconnect(true);
    else if (holder && holder.connected) {
      // The browser keeps one tab; this is a second browser or machine. The newer one gives way.
      socket.emit('limitConnections', reportText(locale, 'limitConnections'));
      socket.disconnect(true);
      return;
    }
    holders.set(userId, socket);
    hub.live.connected(userId, operPhone);
    if (hub.amountRequired) socket.emit('updateStateAmount', { amount_required: true });

    socket.on('ping', () => socket.emit('pong', { time: Date.now() }));
    socket.on('report', (message, ack) => {
      const checked = parseReport(message, operPhone);
      if (checked.ok) hub.live.report(userId, operPhone, checked.report);
      else app.log.debug({ userId, field: checked.field }, 'userreport: malformed report ignored');
      if (typeof ack === 'function') ack(checked.ok ? { ok: true } : { ok: false, error: checked.field });
    });
    socket.on('disconnect', () => {
      if (holders.get(userId) !== socket) return;
      holders.delete(userId);
      hub.live.disconnected(userId);
    });
  });
}
