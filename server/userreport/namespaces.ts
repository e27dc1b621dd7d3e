// socket.io serves one namespace, /userreport, and only to a valid token (handshake.ts). Everything else is
// refused, and a refusal ends the connection at once: the default namespace `/` (which socket.io opens to
// anyone: 2,000 unauthenticated sockets were held there), an unknown namespace (socket.io answers "Invalid
// namespace" but kept the connection for its 45 s connectTimeout), and a failed /userreport handshake. The
// browser's client closes after such a refusal anyway; only a client that means harm would stay.
// A connection that asks for no namespace at all is dropped after CONNECT_TIMEOUT_MS.
import type { Socket } from 'socket.io';
import type { UserReportHub } from './types';

/** How long an open connection may go without joining a namespace (socket.io's connectTimeout). */
export const CONNECT_TIMEOUT_MS = 10_000;

/** socket.io protocol 5: a packet whose text starts with 4 is CONNECT_ERROR (`4/nsp,{...}` or `4{...}`). */
const isConnectError = (data: unknown) => typeof data === 'string' && data.startsWith('4');

interface EnginePacket {
  type: string;
  data?: unknown;
}

/**
 * Refuses `/` with `refusal(socket)`, and closes every connection the server sends a namespace refusal on,
 * once that refusal has gone out (engine.io drains its buffer before it closes).
 */
export function refuseOtherNamespaces(io: UserReportHub['io'], refusal: (socket: Socket) => Error): void {
  io.of('/').use((socket, next) => next(refusal(socket)));
  io.engine.on('connection', (conn: Socket['conn']) => {
    conn.on('packetCreate', (packet: EnginePacket) => {
      if (packet.type === 'message' && isConnectError(packet.data)) setImmediate(() => conn.close());
    });
  });
}
