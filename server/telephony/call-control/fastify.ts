// The app reaches call-control through a client (./client.ts): the node in this process or, over the
// PostgreSQL bus, a standalone one; null when no node can be reached. Used e.g. by POST /node/channel/moh.
import type { CallControlClient } from './commands';

declare module 'fastify' {
  interface FastifyInstance {
    callControl: CallControlClient | null;
  }
}
