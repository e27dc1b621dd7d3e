// What the engine's parts share: the store, the signed-in user, the SIP client and the live sessions.
import type { CurrentUser, RuntimeConfig } from '@/src/plugin-api';
import type { UA } from 'jssip';
import type { Project } from './projects';
import type { SoftphoneSettings } from './settings';
import type { RTCSession } from './sip-client';
import type { PhoneStore } from './store';
import type { ActiveCall } from './types';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EngineContext {
  store: PhoneStore;
  user: CurrentUser;
  config: RuntimeConfig;
  t: Translate;
  ua: UA | null;
  settings: SoftphoneSettings | null;
  /** The call in progress (outgoing, or incoming once answered). */
  session: RTCSession | null;
  /** An incoming call not yet answered. */
  ringingSession: RTCSession | null;
  transferSession: RTCSession | null;
  projects: Project[];
  /** A user-report message on the /userreport socket (no-op when not connected). */
  report: (event: string, extra?: Record<string, unknown>) => void;
  /** Runs after a call ends or fails (after-call.ts). */
  afterCall: (
    call: ActiveCall,
    outcome: 'ended' | 'failed',
    cause: string,
    byRemote: boolean,
    notice?: string | null,
  ) => void;
}
