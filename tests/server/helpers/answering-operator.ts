// An operator's phone for the inbound queue server tests: a sip.js user agent registered as an extension,
// whose audio is the test carrier's RTP endpoint (e2e/support/carrier/rtp-endpoint.ts) sending a PCMU tone.
// It answers each offered call after `answerAfterMs` and can place a call (a consult call to a queue), so a
// test sees which calls were offered and hears audio both ways without Chromium.
import {
  Inviter,
  Registerer,
  UserAgent,
  type BodyAndContentType,
  type Invitation,
  type SessionDescriptionHandler,
} from 'sip.js';
import { WebSocket } from 'ws';
import { openRtpEndpoint, type RtpEndpoint } from '../../../e2e/support/carrier/rtp-endpoint';
import { ephemeralCredentials } from '../../../server/telephony/sip/credentials';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export interface AnsweringOperator {
  rtp: RtpEndpoint;
  /** The INVITEs offered so far: who the caller is said to be. */
  offered: () => string[];
  current: () => Invitation | null;
  call(user: string, headers: string[]): Promise<Inviter>;
  /**
   * Holds (true) or takes back (false) a call with a re-INVITE (a=sendonly / a=sendrecv): the answered one, or
   * `session` (a call this phone placed).
   */
  hold(held: boolean, session?: Inviter): Promise<void>;
  stop(): Promise<void>;
}

class EndpointMedia implements SessionDescriptionHandler {
  constructor(
    private readonly rtp: RtpEndpoint,
    private readonly toneHz: number,
    private readonly state: { held: boolean },
  ) {}
  /** The telephone-event payload type offered, answered back as a browser does. */
  private events: string | undefined;
  close() {}
  async getDescription(): Promise<BodyAndContentType> {
    const events = this.events ? ` ${this.events}` : '';
    const eventMap = this.events ? `a=rtpmap:${this.events} telephone-event/8000\r\n` : '';
    const body = `v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio ${this.rtp.port} RTP/AVP 0${events}\r\na=rtpmap:0 PCMU/8000\r\n${eventMap}a=${this.state.held ? 'sendonly' : 'sendrecv'}\r\n`;
    return { body, contentType: 'application/sdp' };
  }
  hasDescription() {
    return true;
  }
  async setDescription(sdp: string) {
    this.events = /a=rtpmap:(\d+) telephone-event\/8000/.exec(sdp)?.[1];
    const host = /c=IN IP4 (\S+)/.exec(sdp)?.[1] ?? '127.0.0.1';
    this.rtp.sendTo(host, Number(/m=audio (\d+)/.exec(sdp)?.[1]), this.toneHz);
  }
  sendDtmf() {
    return false;
  }
}

export async function startAnsweringOperator(o: {
  wsPort: number;
  secret: string;
  extension: string;
  domain: string;
  answerAfterMs: number;
  toneHz: number;
}): Promise<AnsweringOperator> {
  const rtp = await openRtpEndpoint();
  const offered: string[] = [];
  let current: Invitation | null = null;
  const state = { held: false };
  const creds = ephemeralCredentials(o.secret, o.extension, 3600);
  const ua = new UserAgent({
    uri: UserAgent.makeURI(`sip:${o.extension}@${o.domain}`),
    transportOptions: { server: `ws://127.0.0.1:${o.wsPort}` },
    authorizationUsername: creds.authorizationUser,
    authorizationPassword: creds.password,
    sessionDescriptionHandlerFactory: () => new EndpointMedia(rtp, o.toneHz, state),
    logBuiltinEnabled: false,
    delegate: {
      onInvite: (invitation) => {
        offered.push(invitation.remoteIdentity.uri.user ?? '');
        current = invitation;
        invitation.delegate = { onBye: (bye) => void bye.accept() };
        setTimeout(() => void invitation.accept().catch(() => undefined), o.answerAfterMs);
      },
    },
  });
  await ua.start();
  const registerer = new Registerer(ua);
  await new Promise<void>((resolve, reject) => {
    registerer.stateChange.addListener((s) => s === 'Registered' && resolve());
    registerer.register().catch(reject);
  });
  return {
    rtp,
    offered: () => offered,
    current: () => current,
    call: async (user, headers) => {
      const inviter = new Inviter(ua, UserAgent.makeURI(`sip:${user}@${o.domain}`)!, {
        extraHeaders: headers,
      });
      await inviter.invite();
      return inviter;
    },
    hold: async (held, session) => {
      state.held = held;
      await (session ?? current)?.invite();
    },
    stop: async () => {
      await registerer.unregister().catch(() => undefined);
      await ua.stop();
      rtp.close();
    },
  };
}
