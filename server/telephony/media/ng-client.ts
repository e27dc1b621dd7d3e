// A typed client for rtpengine's ng control protocol (bencode over UDP, npm rtpengine-client). Every
// command has a deadline, so a dead media server becomes an error instead of a hung call, and an
// `error` result becomes a thrown NgError the caller can tell from a timeout.
import { Client } from 'rtpengine-client';

export type NgCommand =
  | 'offer'
  | 'answer'
  | 'delete'
  | 'query'
  | 'ping'
  | 'list'
  | 'startRecording'
  | 'stopRecording'
  | 'playMedia'
  | 'stopMedia'
  | 'blockMedia'
  | 'unblockMedia'
  | 'subscribeRequest'
  | 'subscribeAnswer'
  | 'unsubscribe'
  | 'playDTMF';

export type NgParams = Record<string, unknown>;
export interface NgReply {
  result: string;
  sdp?: string;
  'error-reason'?: string;
  [key: string]: unknown;
}

export class NgError extends Error {}

export interface NgClient {
  send(command: NgCommand, params?: NgParams): Promise<NgReply>;
  /** True when rtpengine answered `pong` in time. */
  ping(): Promise<boolean>;
  close(): void;
}

type RawClient = Record<
  NgCommand,
  (where: { host: string; port: number }, p: NgParams) => Promise<NgReply>
> & {
  close(): void;
  on(event: 'error', cb: (err: Error) => void): void;
};

/** Buffers come back from bencode: make the reply plain strings. */
function plain(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

export function createNgClient(where: { host: string; port: number }, timeoutMs = 2000): NgClient {
  const raw = new Client({ timeout: timeoutMs, localAddress: '127.0.0.1' }) as unknown as RawClient;
  raw.on('error', () => undefined); // late replies after a timeout; the caller already has its error
  const send = async (command: NgCommand, params: NgParams = {}) => {
    let reply: NgReply;
    try {
      reply = plain(await raw[command](where, params)) as NgReply;
    } catch (err) {
      throw new NgError(`rtpengine ${command}: ${(err as Error)?.message ?? String(err)}`);
    }
    if (reply.result === 'error') throw new NgError(`rtpengine ${command}: ${reply['error-reason']}`);
    return reply;
  };
  return {
    send,
    ping: () =>
      send('ping').then(
        (r) => r.result === 'pong',
        () => false,
      ),
    close: () => raw.close(),
  };
}
