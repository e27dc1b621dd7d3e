// A customer calling in: SIPp places one call (scenarios/customer-call.xml) while a Node RTP endpoint
// (rtp-endpoint.ts) is its audio: it sends a tone once the far side's SDP is known (183 or 200) and keeps
// what it hears. The result says whether the call was answered, who hung up, how long it rang and
// talked, and what audio came back.
import { freePort } from '../../../tests/setup/postgres-server';
import { toneSeconds } from './audio';
import { openRtpEndpoint } from './rtp-endpoint';
import { header, type SipMessage } from './sip-log';
import { runSipp } from './sipp';

export interface CustomerCallOptions {
  /** Where to call, e.g. `sip:74951234567@127.0.0.1:<Kamailio's UDP port>`. */
  to: string;
  /** The customer's number (the From user the carrier would present). */
  from: string;
  /** Hang up this long after the answer (unless the other side hangs up first). */
  holdMs: number;
  /** The tone the customer sends, in Hz (default 440); null sends silence. */
  playTone?: number | null;
  /** Give up (CANCEL) when nobody answers within this. Default 30 s. */
  answerTimeoutMs?: number;
  /** Extra headers on the INVITE, e.g. { 'X-Foo': 'bar' }. */
  headers?: Record<string, string>;
  /** Credentials for a digest challenge (SIPp's -au / -ap). */
  username?: string;
  password?: string;
}

export interface CustomerCallResult {
  answered: boolean;
  /** The INVITE's final status: 200, the refusal (486...), 487 after our CANCEL, null if none came. */
  finalStatus: number | null;
  /** Every response status received, in order (100, 180, 407, 200...). */
  statuses: number[];
  /** Who sent the BYE: the customer (after holdMs) or the other side. Null when not answered. */
  hungUpBy: 'customer' | 'other side' | null;
  /** From the first INVITE to the final status. */
  setupMs: number | null;
  /** From the answer to the BYE. */
  talkMs: number | null;
  packetsSent: number;
  packetsReceived: number;
  /** Keys the customer received as telephone-events, in order. */
  keys: string[];
  /** Seconds of the received audio in which `freqHz` dominates. */
  heardSeconds(freqHz: number): number;
  /** Whether the customer heard `freqHz` for at least half a second. */
  heardTone(freqHz: number): boolean;
  messages: SipMessage[];
  /** SIPp's complaints, for a failing test's message. */
  errors: string;
}

export interface CustomerCall {
  result: Promise<CustomerCallResult>;
  packetsReceived(): number;
  /** End it now (kills SIPp: no BYE is sent, as if the line dropped). */
  drop(): Promise<void>;
}

const FAILURES = [400, 403, 404, 408, 480, 481, 483, 484, 486, 487, 488, 500, 502, 503, 504, 600, 603];

/** The SDP offer: PCMU, PCMA and DTMF events at the RTP endpoint's port. */
const offer = (rtpPort: number) =>
  [
    'v=0',
    'o=customer 1 1 IN IP4 127.0.0.1',
    's=-',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio ${rtpPort} RTP/AVP 0 8 101`,
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    'a=rtpmap:101 telephone-event/8000',
    'a=fmtp:101 0-16',
    'a=sendrecv',
  ].join('\n');

/**
 * The replies an INVITE may get, each waiting at most `timeoutMs` for the next (then CANCEL): SIPp
 * times out on the recv it is at, which after a 180 is the one after it, so every recv carries it.
 */
function awaitAnswer(timeoutMs: number, challenge: boolean): string {
  const wait = `timeout="${timeoutMs}" ontimeout="cancel"`;
  const recv = (code: number, rest: string) => `  <recv response="${code}" optional="true" ${wait} ${rest}/>`;
  return [
    ...[100, 180, 183].map((code) => recv(code, '')),
    ...(challenge ? [407, 401].map((code) => recv(code, 'auth="true" next="challenged"')) : []),
    ...FAILURES.map((code) => recv(code, 'next="refused"')),
    `  <recv response="200" rrs="true" ${wait} next="answered"/>`,
  ].join('\n');
}

const remoteMedia = (messages: SipMessage[]) => {
  const sdp = messages.find((m) => m.direction === 'received' && m.status && /m=audio/.test(m.body))?.body;
  const host = sdp && /c=IN IP4 (\S+)/.exec(sdp)?.[1];
  const port = sdp && /m=audio (\d+)/.exec(sdp)?.[1];
  return host && port ? { host, port: Number(port) } : null;
};

function summarise(messages: SipMessage[]) {
  const inviteAt = messages.find((m) => m.method === 'INVITE')?.at;
  const finals = messages.filter((m) => m.direction === 'received' && m.status && m.status >= 200);
  const final = finals.find(
    (m) => /INVITE/.test(header(m, 'cseq') ?? '') && m.status !== 401 && m.status !== 407,
  );
  const bye = messages.find((m) => m.method === 'BYE');
  const answered = final?.status === 200;
  return {
    answered,
    finalStatus: final?.status ?? null,
    statuses: messages.filter((m) => m.direction === 'received' && m.status).map((m) => m.status!),
    hungUpBy: !answered
      ? null
      : bye?.direction === 'sent'
        ? ('customer' as const)
        : bye
          ? ('other side' as const)
          : null,
    setupMs: inviteAt && final ? final.at.getTime() - inviteAt.getTime() : null,
    talkMs: answered && bye ? bye.at.getTime() - final.at.getTime() : null,
  };
}

export async function startCustomerCall(options: CustomerCallOptions): Promise<CustomerCall> {
  const target = /@([^;>]+)/.exec(options.to)?.[1];
  if (!target) throw new Error(`callFromCustomer: no host:port in ${options.to}`);
  const rtp = await openRtpEndpoint();
  const answerTimeoutMs = options.answerTimeoutMs ?? 30_000;
  const sipp = runSipp({
    scenario: 'customer-call',
    port: await freePort(),
    values: {
      to: options.to,
      from: options.from,
      sdp: offer(rtp.port),
      holdMs: options.holdMs,
      awaitFirstAnswer: awaitAnswer(answerTimeoutMs, true),
      awaitRetryAnswer: awaitAnswer(answerTimeoutMs, false),
      headers: Object.entries(options.headers ?? {})
        .map(([k, v]) => `${k}: ${v}\n`)
        .join(''),
    },
    args: [
      ...(options.username ? ['-au', options.username, '-ap', options.password ?? ''] : []),
      '-m',
      '1',
      target,
    ],
    maxLifeMs: answerTimeoutMs + options.holdMs + 30_000,
  });
  let finished = false;
  const watchMedia = setInterval(() => {
    const remote = remoteMedia(sipp.messages());
    if (!remote) return;
    clearInterval(watchMedia);
    rtp.sendTo(remote.host, remote.port, options.playTone === undefined ? 440 : options.playTone);
  }, 20);
  const result = sipp.process.exited.then(() => {
    finished = true;
    clearInterval(watchMedia);
    rtp.close();
    const messages = sipp.messages();
    const heard = rtp.heard();
    const heardSeconds = (freqHz: number) => toneSeconds(heard, 8000, freqHz);
    return {
      ...summarise(messages),
      packetsSent: rtp.packetsSent(),
      packetsReceived: rtp.packetsReceived(),
      keys: rtp.keys(),
      heardSeconds,
      heardTone: (freqHz: number) => heardSeconds(freqHz) >= 0.5,
      messages,
      errors: sipp.errors(),
    };
  });
  return {
    result,
    packetsReceived: () => rtp.packetsReceived(),
    drop: async () => {
      if (!finished) await sipp.process.stop(0);
    },
  };
}

/** Places one call and resolves when it is over. */
export const callFromCustomer = async (options: CustomerCallOptions): Promise<CustomerCallResult> =>
  (await startCustomerCall(options)).result;
