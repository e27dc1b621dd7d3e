// GET /api/softphone/settings (server/telephony/sip/settings-route.ts): who this phone registers as.
import { apiRequest } from '@/src/plugin-api';
import type { BlockedReason } from './types';

export interface SoftphoneSettings {
  uri: string;
  authorization_user: string;
  password: string;
  display_name: string;
  extension: string;
  ws_host: string;
  /** Unix seconds. */
  expires_at: number;
}

export type SettingsReply =
  { available: true; settings: SoftphoneSettings } | { available: false; reason: BlockedReason };

export async function fetchSoftphoneSettings(): Promise<SettingsReply> {
  const { data } = await apiRequest<Partial<SoftphoneSettings> & { available?: boolean; reason?: string }>(
    'get',
    '/softphone/settings',
  );
  if (!data?.available || !data.uri || !data.ws_host) {
    const reason = data?.reason === 'noExtension' ? 'noExtension' : 'sipServerOff';
    return { available: false, reason };
  }
  return { available: true, settings: data as SoftphoneSettings };
}

/** The SIP domain of the phone's own URI, for dialling `sip:<number>@<domain>`. */
export const sipDomain = (settings: SoftphoneSettings) => settings.uri.replace(/^sip:[^@]*@/, '');
