// The /userreport channel (spec 001 section 7, spec 000 section 4.4): socket.io on the app's own HTTP server,
// namespace `/userreport` at the default path `/socket.io`. Operators' browsers report status and call events
// (kept in the live state for monitoring), ping, and receive updateStateAmount and limitConnections.
// Fastify 5 has no socket.io plugin, so it is attached here; it lives and dies with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './events';
import { openAppChannel } from './app-channel';
import { HandshakeError, handshakeLocale } from './handshake';
import { wireNamespace } from './hub';
import { CONNECT_TIMEOUT_MS, refuseOtherNamespaces } from './namespaces';
import { LiveState } from './live-state';
import { userReportRoutes } from './routes';
import type { UserReportHub } from './types';

export { broadcastStateAmount } from './hub';
export { pushToUser, APP_NAMESPACE, type AppChannelEvents } from './app-channel';
export { liveReportOf, liveReports, type LiveEntry } from './live-state';
export type { UserReport } from './report';
export type { ClientToServerEvents, ServerToClientEvents } from './events';

export const USER_REPORT_NAMESPACE = '/userreport';

/**
 * Attaches the channel to `app.server` and registers its route (under /api). Not encapsulated
 * (fastify-plugin): the `userReport` decoration serves the other domains (user deletes, monitoring).
 */
export const userReportChannel = fp(
  async (app: FastifyInstance) => {
    const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
      app.server,
      {
        serveClient: false,
        pingInterval: 25_000,
        pingTimeout: 20_000,
        maxHttpBufferSize: 64 * 1024,
        connectTimeout: CONNECT_TIMEOUT_MS,
      },
    );
    // Only /userreport is served: `/`, unknown namespaces and failed handshakes are refused and disconnected.
    refuseOtherNamespaces(
      io,
      (socket) => new HandshakeError('invalid_namespace', handshakeLocale(app, socket)),
    );
    const nsp = io.of(USER_REPORT_NAMESPACE);
    const appNsp = openAppChannel(app, io as unknown as Server);
    const hub: UserReportHub = { io, nsp, app: appNsp, live: new LiveState(), amountRequired: false };
    app.decorate('userReport', hub);
    wireNamespace(app, hub, nsp);

    // Open sockets would keep the HTTP server from closing: they go before Fastify closes it.
    const shut = () => {
      nsp.disconnectSockets(true);
      appNsp.disconnectSockets(true);
      io.engine.close();
    };
    app.addHook('preClose', async () => shut());
    // Not io.close(): Fastify closes the HTTP server itself. Shutting twice is harmless (no sockets left).
    app.addHook('onClose', async () => {
      shut();
      hub.live.clear();
    });

    await app.register(userReportRoutes, { prefix: '/api' });
  },
  { name: 'user-report' },
);
