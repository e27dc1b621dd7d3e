// A customer's (or another extension's) phone for the softphone journeys: JsSIP in its own Chromium
// page, driven through window.peer. It records what the test asserts: states, headers, SIP INFO DTMF.
import { UA, WebSocketInterface } from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';

export interface PeerLog {
  registered: boolean;
  states: string[];
  incoming: { from: string; headers: Record<string, string> }[];
  dtmf: string[];
  refers: string[];
  confirmedCalls: number;
}

const log: PeerLog = { registered: false, states: [], incoming: [], dtmf: [], refers: [], confirmedCalls: 0 };
let ua: UA | null = null;
let current: RTCSession | null = null;
let autoAnswer = false;
let callStartedAt = 0;
const confirmTimes: number[] = [];

const MEDIA = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };
const HEADERS = ['X-Campaign', 'X-Main-Trunk', 'X-Queue', 'X-Trunk', 'X-Sip', 'X-Foo', 'X-Bar'];

function follow(session: RTCSession) {
  current = session;
  for (const name of ['progress', 'accepted', 'confirmed', 'ended', 'failed', 'hold', 'unhold'] as const) {
    session.on(name, () => {
      log.states.push(name);
      if (name === 'confirmed') {
        log.confirmedCalls += 1;
        if (callStartedAt) confirmTimes.push(performance.now() - callStartedAt);
      }
    });
  }
  session.on('newInfo', (e: { originator: string; info: { contentType: string; body: string } }) => {
    if (e.originator !== 'remote') return;
    const signal = /Signal=(.)/.exec(e.info.body);
    if (signal) log.dtmf.push(signal[1]);
  });
  session.on('newDTMF', (e: { originator: string; dtmf: { tone: string } }) => {
    if (e.originator === 'remote') log.dtmf.push(e.dtmf.tone);
  });
  // A transfer: the operator refers us to the target; we call it (JsSIP does not end the old leg).
  session.on('refer', (e) => {
    const request = e.request as unknown as { refer_to: { uri: { user: string } } };
    log.refers.push(request.refer_to.uri.user);
    e.accept((next: RTCSession) => follow(next), MEDIA);
  });
}

const peer = {
  log,
  confirmTimes,
  start(options: { ws: string; uri: string; user: string; password: string; autoAnswer?: boolean }) {
    autoAnswer = Boolean(options.autoAnswer);
    ua = new UA({
      sockets: [new WebSocketInterface(options.ws)],
      uri: options.uri,
      authorization_user: options.user,
      password: options.password,
      register: true,
      session_timers: false,
    });
    ua.on('registered', () => (log.registered = true));
    ua.on('unregistered', () => (log.registered = false));
    ua.on(
      'newRTCSession',
      (e: {
        originator: string;
        session: RTCSession;
        request: { from: { uri: { user: string } }; getHeader: (n: string) => string };
      }) => {
        if (e.originator !== 'remote') return;
        const headers: Record<string, string> = {};
        for (const name of HEADERS) if (e.request.getHeader(name)) headers[name] = e.request.getHeader(name);
        log.incoming.push({ from: e.request.from.uri.user, headers });
        follow(e.session);
        if (autoAnswer) e.session.answer(MEDIA);
      },
    );
    ua.start();
  },
  call(target: string) {
    callStartedAt = performance.now();
    follow(ua!.call(target, MEDIA));
  },
  answer() {
    current?.answer(MEDIA);
  },
  hangup() {
    if (current && !current.isEnded()) current.terminate();
  },
  inCall: () => Boolean(current && current.isEstablished() && !current.isEnded()),
  /** Bytes of the other side's audio received so far: real media, not only signalling. */
  async audioBytesReceived(): Promise<number> {
    const pc = current?.connection;
    if (!pc) return 0;
    let bytes = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  },
  stop() {
    ua?.stop();
  },
};

export type PeerApi = typeof peer;

(window as unknown as { peer: typeof peer }).peer = peer;
