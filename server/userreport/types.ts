// What the /userreport channel adds to the Fastify instance (decorated by userReportChannel).
import type { Namespace, Server } from 'socket.io';
import type { AppNamespace } from './app-channel';
import type { LiveState } from './live-state';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './events';

export type UserReportNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface UserReportHub {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  nsp: UserReportNamespace;
  /** `/app`: pushes to any signed-in user's tabs (app-channel.ts). */
  app: AppNamespace;
  live: LiveState;
  /** The last value of updateStateAmount; sent to every client that connects while it is true. */
  amountRequired: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    userReport?: UserReportHub;
  }
}
