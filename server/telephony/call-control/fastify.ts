// The app reaches the in-process call-control node (null when it runs elsewhere or calls are off), e.g.
// for POST /node/channel/moh.
import type { CallControl } from '.';

declare module 'fastify' {
  interface FastifyInstance {
    callControl: CallControl | null;
  }
}
