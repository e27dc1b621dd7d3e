// The JsSIP user agent for one registration: connection recovery fast enough that a restarted SIP server
// is found again within seconds, and no STUN (nothing outside the call centre's network is reachable).
import { UA, WebSocketInterface } from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { IncomingRTCSessionEvent } from 'jssip/lib/UA';
import type { SoftphoneSettings } from './settings';

export type { RTCSession };

export const PC_CONFIG: RTCConfiguration = { iceServers: [] };

export interface SipClientEvents {
  connecting: () => void;
  disconnected: () => void;
  registered: () => void;
  unregistered: () => void;
  registrationFailed: (cause: string) => void;
  incoming: (session: RTCSession, event: IncomingRTCSessionEvent) => void;
}

export function createSipClient(settings: SoftphoneSettings, on: SipClientEvents): UA {
  const ua = new UA({
    sockets: [new WebSocketInterface(settings.ws_host)],
    uri: settings.uri,
    authorization_user: settings.authorization_user,
    password: settings.password,
    display_name: settings.display_name,
    register: true,
    register_expires: 300,
    session_timers: false,
    connection_recovery_min_interval: 1,
    connection_recovery_max_interval: 4,
    user_agent: 'CallCentreCRM softphone',
  });
  ua.on('connecting', () => on.connecting());
  ua.on('disconnected', () => on.disconnected());
  ua.on('registered', () => on.registered());
  ua.on('unregistered', () => on.unregistered());
  ua.on('registrationFailed', (e) => on.registrationFailed(String(e.cause ?? '')));
  ua.on('newRTCSession', (e: IncomingRTCSessionEvent | { originator: string }) => {
    if (e.originator === 'remote')
      on.incoming((e as IncomingRTCSessionEvent).session, e as IncomingRTCSessionEvent);
  });
  return ua;
}
