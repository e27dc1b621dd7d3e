// The operator's phone of the inbound figure: a sip.js user agent registered as the extension (as a desk
// phone or the softphone would be), that notes when each INVITE reaches it and lets it ring (180) until
// the caller goes away. It never answers: the figure is the time to ringing.
import { Registerer, UserAgent, type Invitation } from 'sip.js';
import { WebSocket } from 'ws';
import { ephemeralCredentials } from '../../server/telephony/sip/credentials';
import { SIP_DOMAIN } from './stack';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export interface RingingPhone {
  /** Date.now() of every INVITE that reached the phone, in order. */
  rangAt: number[];
  stop(): Promise<void>;
}

export async function startRingingPhone(o: { wsPort: number; secret: string; extension: string }) {
  const creds = ephemeralCredentials(o.secret, o.extension, 3600);
  const rangAt: number[] = [];
  const ua = new UserAgent({
    uri: UserAgent.makeURI(`sip:${o.extension}@${SIP_DOMAIN}`),
    transportOptions: { server: `ws://127.0.0.1:${o.wsPort}` },
    authorizationUsername: creds.authorizationUser,
    authorizationPassword: creds.password,
    logBuiltinEnabled: false,
    // Ringing (180 without SDP) needs no media; anything that asks for it is refused.
    sessionDescriptionHandlerFactory: () => ({
      close: () => undefined,
      getDescription: () => Promise.reject(new Error('the ringing phone never answers')),
      hasDescription: () => true,
      setDescription: () => Promise.resolve(),
      sendDtmf: () => false,
    }),
    delegate: {
      onInvite: (invitation: Invitation) => {
        rangAt.push(Date.now());
        void invitation.progress().catch(() => undefined);
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
    rangAt,
    stop: async () => {
      await registerer.unregister().catch(() => undefined);
      await ua.stop();
    },
  } satisfies RingingPhone;
}
