// An operator's phone without a browser, for the call-control server tests: a sip.js user agent registered
// as an extension with ephemeral credentials, offering plain RTP (PCMU) from a UDP socket of its own. It
// sends a 20 ms frame every 20 ms once answered and counts the packets that come back (an echoing carrier
// returns them), so a test sees audio both ways without Chromium.
import { createSocket, type Socket } from 'node:dgram';
import {
  Inviter,
  Registerer,
  SessionState,
  UserAgent,
  type BodyAndContentType,
  type Session,
  type SessionDescriptionHandler,
} from 'sip.js';
import { WebSocket } from 'ws';
import { ephemeralCredentials } from '../../../server/telephony/sip/credentials';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export interface RtpOperator {
  received: () => number;
  /** Calls `digits`; resolves with the session once the INVITE is out. earlyMedia: use a 183's SDP at once. */
  call(digits: string, headers: string[], options?: { earlyMedia?: boolean }): Promise<Session>;
  /** The final reply a failed call got: code and X-Call-Status. */
  failure: () => { code: number; status: string } | null;
  /** X-Call-Status of the BYE that ended the last call from the far side ('' when none said why). */
  byeStatus: () => string | null;
  /** Stops sending audio without hanging up, as a closed browser tab would. */
  goSilent(): void;
  stop(): Promise<void>;
}

class PlainRtp implements SessionDescriptionHandler {
  constructor(
    private readonly socket: Socket,
    private readonly onRemote: (host: string, port: number) => void,
  ) {}
  close() {}
  async getDescription(): Promise<BodyAndContentType> {
    const port = this.socket.address().port;
    const body = `v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio ${port} RTP/AVP 0\r\na=rtpmap:0 PCMU/8000\r\na=sendrecv\r\n`;
    return { body, contentType: 'application/sdp' };
  }
  hasDescription() {
    return true;
  }
  async setDescription(sdp: string) {
    const host = /c=IN IP4 (\S+)/.exec(sdp)?.[1] ?? '127.0.0.1';
    const port = Number(/m=audio (\d+)/.exec(sdp)?.[1]);
    this.onRemote(host, port);
  }
  sendDtmf() {
    return false;
  }
}

export async function startRtpOperator(o: {
  wsPort: number;
  secret: string;
  extension: string;
  domain: string;
}): Promise<RtpOperator> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  let received = 0;
  socket.on('message', () => void (received += 1));
  let sender: NodeJS.Timeout | undefined;
  let seq = 0;
  const startSending = (host: string, port: number) => {
    clearInterval(sender);
    sender = setInterval(() => {
      const packet = Buffer.alloc(172, 0xff);
      packet[0] = 0x80; // RTP version 2
      packet[1] = 0; // payload type 0: PCMU
      packet.writeUInt16BE(seq++ & 0xffff, 2);
      packet.writeUInt32BE((seq * 160) >>> 0, 4);
      packet.writeUInt32BE(0x1234, 8);
      socket.send(packet, port, host);
    }, 20);
  };
  const creds = ephemeralCredentials(o.secret, o.extension, 3600);
  const ua = new UserAgent({
    uri: UserAgent.makeURI(`sip:${o.extension}@${o.domain}`),
    transportOptions: { server: `ws://127.0.0.1:${o.wsPort}` },
    authorizationUsername: creds.authorizationUser,
    authorizationPassword: creds.password,
    sessionDescriptionHandlerFactory: () => new PlainRtp(socket, startSending),
    logBuiltinEnabled: false,
  });
  await ua.start();
  const registerer = new Registerer(ua);
  await new Promise<void>((resolve, reject) => {
    registerer.stateChange.addListener((s) => s === 'Registered' && resolve());
    registerer.register().catch(reject);
  });
  let failure: { code: number; status: string } | null = null;
  let byeStatus: string | null = null;
  return {
    received: () => received,
    failure: () => failure,
    byeStatus: () => byeStatus,
    goSilent: () => clearInterval(sender),
    call: async (digits, headers, options = {}) => {
      failure = null;
      byeStatus = null;
      const inviter = new Inviter(ua, UserAgent.makeURI(`sip:${digits}@${o.domain}`)!, {
        extraHeaders: headers,
        earlyMedia: options.earlyMedia ?? false,
      });
      inviter.delegate = {
        onBye: (bye) => {
          byeStatus = bye.request.getHeader('X-Call-Status') ?? '';
          void bye.accept();
        },
      };
      inviter.stateChange.addListener((s) => s === SessionState.Terminated && clearInterval(sender));
      await inviter.invite({
        requestDelegate: {
          onReject: (r) => {
            failure = { code: r.message.statusCode ?? 0, status: r.message.getHeader('X-Call-Status') ?? '' };
          },
        },
      });
      return inviter;
    },
    stop: async () => {
      clearInterval(sender);
      await registerer.unregister().catch(() => undefined);
      await ua.stop();
      socket.close();
    },
  };
}
