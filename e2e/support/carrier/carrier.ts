// The test carrier: a SIPp UAS on a loopback port that plays one carrier behaviour for every call it gets
// (answer with RTP echo, ring out, busy, reject, digest challenge, registrar). A trunk pointed at
// 127.0.0.1:<port> reaches it; stats() says what arrived (INVITEs, their From user and Authorization,
// REGISTERs) and what it answered, from SIPp's message log.
import { readFileSync } from 'node:fs';
import { freePort } from '../../../tests/setup/postgres-server';
import { waitListening } from './listening';
import { header, userOf, type SipMessage } from './sip-log';
import { runSipp } from './sipp';

export type CarrierBehaviour = 'answer' | 'early' | 'ringout' | 'busy' | 'reject' | 'auth' | 'registrar';

export interface CarrierOptions {
  behaviour: CarrierBehaviour;
  port?: number;
  transport?: 'udp' | 'tcp';
  /** Ringing before the answer or refusal (answer, early, auth, busy, reject). Default 200 ms. */
  ringMs?: number;
  /**
   * early (183 with SDP, then 200): the media ports its SDPs name, e.g. a test's own RTP socket that sends
   * the early audio and sees what arrives. Default: SIPp's echoing port. earlyPort defaults to mediaPort.
   */
  mediaPort?: number;
  earlyPort?: number;
  /** The carrier's customer hangs up this long after answering. Default: never (the other side hangs up). */
  talkMs?: number;
  /** reject: 403 Forbidden or 503 Service Unavailable (default). */
  rejectCode?: 403 | 503;
  /**
   * auth: 407 Proxy-Authenticate (default) or 401 WWW-Authenticate. Behind a 401 a wrong password gets
   * 403; behind a 407 only a wrong user name does (check the digest with digestMatches()).
   */
  challenge?: 407 | 401;
  realm?: string;
  username?: string;
  password?: string;
  /** registrar: the registration lifetime granted. Default 300 s. */
  expires?: number;
}

export interface InviteSeen {
  fromUser: string | null;
  toUser: string | null;
  requestUri: string;
  authorization: string | null;
  /** X- headers and the like, by lower-case name. */
  headers: Map<string, string[]>;
  sdp: string;
}

export interface CarrierStats {
  /** Every INVITE that arrived (initial ones and authenticated retries), in order. */
  invites: InviteSeen[];
  /** Every REGISTER that arrived, with its Authorization (null when it had none). */
  registers: { fromUser: string | null; authorization: string | null }[];
  /** Status codes the carrier sent, in order (100, 180, 200, 407...). */
  replies: number[];
  /** Requests that arrived by method (INVITE, ACK, BYE, CANCEL, REGISTER...). */
  requests: Record<string, number>;
  messages: SipMessage[];
}

export interface Carrier {
  host: string;
  port: number;
  transport: 'udp' | 'tcp';
  stop(): Promise<void>;
  stats(): CarrierStats;
  /** SIPp's complaints (unexpected messages and the like): empty when every call went by the script. */
  errors(): string;
}

/** The answering part of carrier-answer.xml, reused by carrier-auth.xml after a good retry. */
const answerPart = () => {
  const xml = readFileSync(new URL('./scenarios/carrier-answer.xml', import.meta.url), 'utf8');
  return xml.slice(xml.indexOf('<!-- answer:'), xml.indexOf('<!-- /answer -->'));
};

function scenarioOf(o: CarrierOptions): { name: string; values: Record<string, string | number> } {
  const timing = { ringMs: o.ringMs ?? 200, talkMs: o.talkMs ?? 3_600_000 };
  const credentials = {
    realm: o.realm ?? 'carrier.test',
    username: o.username ?? 'trunkuser',
    password: o.password ?? 'trunkpass',
  };
  switch (o.behaviour) {
    case 'answer':
      return { name: 'carrier-answer', values: timing };
    case 'early': {
      const mediaPort = o.mediaPort ?? '[media_port]';
      return {
        name: 'carrier-early',
        values: { ...timing, mediaPort, earlyPort: o.earlyPort ?? mediaPort },
      };
    }
    case 'ringout':
      return { name: 'carrier-ringout', values: {} };
    case 'busy':
      return { name: 'carrier-refuse', values: { ...timing, code: 486, reason: 'Busy Here' } };
    case 'reject': {
      const forbidden = o.rejectCode === 403;
      const reason = forbidden ? 'Forbidden' : 'Service Unavailable';
      return { name: 'carrier-refuse', values: { ...timing, code: forbidden ? 403 : 503, reason } };
    }
    case 'auth': {
      const proxy = (o.challenge ?? 407) === 407;
      // SIPp's verifyauth reads only an Authorization header: behind a 407 the carrier checks the
      // user name, and tests check the digest itself with digestMatches() on stats().invites.
      const challenge = proxy
        ? {
            code: 407,
            reason: 'Proxy Authentication Required',
            authHeader: 'Proxy-Authenticate',
            verify: `      <ereg regexp="username=&quot;${credentials.username}&quot;" search_in="hdr" header="Proxy-Authorization:" assign_to="authorized"/>`,
          }
        : {
            code: 401,
            reason: 'Unauthorized',
            authHeader: 'WWW-Authenticate',
            verify: `      <verifyauth assign_to="authorized" username="${credentials.username}" password="${credentials.password}"/>`,
          };
      // The answer part is spliced in after the placeholders are filled, so fill its own now.
      const answer = answerPart().replace(/\{\{(\w+)\}\}/g, (_, k: 'ringMs' | 'talkMs') => String(timing[k]));
      return { name: 'carrier-auth', values: { ...credentials, ...challenge, answer } };
    }
    case 'registrar':
      return { name: 'carrier-registrar', values: { ...credentials, expires: o.expires ?? 300 } };
  }
}

const authorizationOf = (m: SipMessage) =>
  header(m, 'authorization') ?? header(m, 'proxy-authorization') ?? null;

function carrierStats(messages: SipMessage[]): CarrierStats {
  const received = messages.filter((m) => m.direction === 'received');
  const requests: Record<string, number> = {};
  for (const m of received) if (m.method) requests[m.method] = (requests[m.method] ?? 0) + 1;
  return {
    invites: received
      .filter((m) => m.method === 'INVITE')
      .map((m) => ({
        fromUser: userOf(header(m, 'from')),
        toUser: userOf(header(m, 'to')),
        requestUri: m.requestUri ?? '',
        authorization: authorizationOf(m),
        headers: m.headers,
        sdp: m.body,
      })),
    registers: received
      .filter((m) => m.method === 'REGISTER')
      .map((m) => ({ fromUser: userOf(header(m, 'from')), authorization: authorizationOf(m) })),
    replies: messages.filter((m) => m.direction === 'sent' && m.status).map((m) => m.status!),
    requests,
    messages,
  };
}

/**
 * A carrier on free ports. SIPp binds its media port and the two above it (RTCP, video), and `freePort`
 * vouches for one port only: a neighbour taken meanwhile by another file's rtpengine or SIPp (errno 98)
 * is tried again on other ports.
 */
export async function startCarrier(options: CarrierOptions, attempts = 3): Promise<Carrier> {
  try {
    return await startCarrierOnce(options);
  } catch (err) {
    if (attempts <= 1 || !/Address already in use/.test((err as Error).message)) throw err;
    return startCarrier(options, attempts - 1);
  }
}

async function startCarrierOnce(options: CarrierOptions): Promise<Carrier> {
  const port = options.port ?? (await freePort());
  const transport = options.transport ?? 'udp';
  const { name, values } = scenarioOf(options);
  const sipp = runSipp({
    scenario: name,
    values,
    port,
    transport,
    args: ['-mi', '127.0.0.1', '-mp', String(await freePort()), '-rtp_echo'],
  });
  try {
    await waitListening(port, transport, sipp.process.exited, `SIPp carrier (${options.behaviour})`);
  } catch (err) {
    await sipp.process.stop();
    throw new Error(`${(err as Error).message}\n${sipp.errors()}`);
  }
  return {
    host: '127.0.0.1',
    port,
    transport,
    stop: () => sipp.process.stop(),
    stats: () => carrierStats(sipp.messages()),
    errors: sipp.errors,
  };
}
