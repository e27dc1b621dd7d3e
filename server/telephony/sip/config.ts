// Where the softphone's SIP server is and how its credentials are signed (README, "SIP server").
import { int, keptSecret } from '../../config';

type Env = Record<string, string | undefined>;

/** embedded: the app starts the project's Kamailio; external: one runs elsewhere; off: no calls. */
export type SipMode = 'embedded' | 'external' | 'off';

export interface SipConfig {
  mode: SipMode;
  /** What browsers connect to; null: ws://<the host the page came from>:<wsPort>. */
  wsUrl: string | null;
  /** The address Kamailio listens on (embedded mode). */
  host: string;
  wsPort: number;
  udpPort: number;
  domain: string;
  /** Shared with Kamailio's auth_ephemeral. */
  secret: string;
  credentialsTtlSeconds: number;
  runDir: string;
}

const MODES: readonly SipMode[] = ['embedded', 'external', 'off'];

export function loadSipConfig(env: Env, dataDir: string, host: string): SipConfig {
  const mode = (env.SIP_SERVER || 'embedded') as SipMode;
  if (!MODES.includes(mode)) throw new Error(`SIP_SERVER must be one of ${MODES.join(', ')}, got "${mode}"`);
  return {
    mode,
    wsUrl: env.SIP_WS_URL || null,
    host: env.SIP_HOST || host,
    wsPort: int(env.SIP_WS_PORT, 5066, 'SIP_WS_PORT'),
    udpPort: int(env.SIP_UDP_PORT, 5060, 'SIP_UDP_PORT'),
    domain: env.SIP_DOMAIN || 'crm.local',
    secret: mode === 'off' ? '' : keptSecret(env.SIP_SHARED_SECRET, dataDir, 'sip-secret'),
    credentialsTtlSeconds: int(env.SIP_CREDENTIALS_TTL, 43200, 'SIP_CREDENTIALS_TTL') || 43200,
    runDir: env.SIP_RUN_DIR || `${dataDir}/sip`,
  };
}

/**
 * The WebSocket address browsers register at: SIP_WS_URL, else ws://<the host the page came from>:<wsPort>.
 * The softphone settings answer it and the Content-Security-Policy allows it (server/http/security-headers.ts).
 */
export const browserWsUrl = (sip: SipConfig, pageHostname: string): string =>
  sip.wsUrl ?? `ws://${pageHostname.replace(/:\d+$/, '')}:${sip.wsPort}`;
