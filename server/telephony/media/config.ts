// Where the media server (rtpengine) is and how the app runs it: MEDIA_SERVER=embedded (the app starts and
// supervises rtpengine on loopback), external (one runs at MEDIA_NG_URL), off (no calls beyond the building).
import { int } from '../../config';
import type { RtpengineOptions } from './rtpengine';

type Env = Record<string, string | undefined>;

export type MediaMode = 'embedded' | 'external' | 'off';

/** Where rtpengine listens, takes media and spools recordings (`<spoolDir>/pcaps/<call-id>.pcap`, converted
 * by server/telephony/recordings), plus how the app runs it. */
export interface MediaConfig extends Omit<RtpengineOptions, 'bin'> {
  mode: MediaMode;
  runDir: string;
  /** Seconds without RTP from a party before call-control treats it as gone (status 102). */
  mediaTimeoutSeconds: number;
}

const MODES: readonly MediaMode[] = ['embedded', 'external', 'off'];

/** `udp://host:port` or `host:port`. */
function parseNgUrl(url: string): { ngHost: string; ngPort: number } {
  const match = /^(?:udp:\/\/)?([^:/]+):(\d+)\/?$/.exec(url);
  if (!match) throw new Error(`MEDIA_NG_URL must look like udp://127.0.0.1:2223, got "${url}"`);
  return { ngHost: match[1], ngPort: Number(match[2]) };
}

export function loadMediaConfig(env: Env, dataDir: string): MediaConfig {
  const mode = (env.MEDIA_SERVER || 'embedded') as MediaMode;
  if (!MODES.includes(mode))
    throw new Error(`MEDIA_SERVER must be one of ${MODES.join(', ')}, got "${mode}"`);
  const ng = parseNgUrl(env.MEDIA_NG_URL || '127.0.0.1:2223');
  return {
    mode,
    ...ng,
    interface: env.MEDIA_INTERFACE || '127.0.0.1',
    portMin: int(env.MEDIA_PORT_MIN, 30000, 'MEDIA_PORT_MIN'),
    portMax: int(env.MEDIA_PORT_MAX, 30999, 'MEDIA_PORT_MAX'),
    spoolDir: `${dataDir}/recordings/spool`,
    runDir: env.MEDIA_RUN_DIR || `${dataDir}/media`,
    mediaTimeoutSeconds: int(env.MEDIA_TIMEOUT, 20, 'MEDIA_TIMEOUT') || 20,
  };
}
