// The softphone's state as its UI reads it (spec 000 section 4.4). The engine (engine.ts) is the only
// writer; components read it with usePhoneState() and act through the PhoneActions it provides.
import type { ContactCardCallType } from '@/src/plugin-api';

export type Registration = 'unregistered' | 'connecting' | 'registered';

/** Why the phone cannot register or call; each has a text under `blocked.<reason>`. */
export type BlockedReason =
  | 'sipServerOff'
  | 'noExtension'
  | 'sipUnreachable'
  | 'otherTab'
  | 'limitConnections'
  | 'amountRequired'
  | 'callsDisabled';

/** Call states of spec 000 section 4.4; idle = no call (back to registered). */
export type CallState = 'idle' | 'connecting' | 'progress' | 'accepted' | 'answer' | 'ended' | 'failed';

export type Presence = 'active' | 'pause' | 'dnd' | 'no_active';

export type TransferState = 'connecting' | 'progress' | 'accepted' | 'failed' | 'ended';

export interface ActiveCall {
  direction: 'incoming' | 'outgoing';
  state: CallState;
  /** Digits only, prefixes stripped. */
  phone: string;
  /** What the UI shows: the placeholder for Anonymous, a masked number when the contact hides it. */
  displayPhone: string;
  fullName: string | null;
  callType: ContactCardCallType;
  contactId: number | null;
  campaignId: number | null;
  /** Date.now() when the call was answered (state answer), for the timer. */
  answeredAt: number | null;
  muted: boolean;
  held: boolean;
  /** A listening spy (0000) or whisper (1111) call: auto-answered, no card. */
  monitor: 'spy' | 'whisper' | null;
  /**
   * The call-control node carrying a call with the outside world (its X-CC-Node): a transfer's consult
   * names it, so Kamailio takes the consult to the node that can hand this call's customer over.
   */
  callControlNode?: string | null;
}

export interface TransferStatus {
  state: TransferState;
  target: string;
}

/** After a call: seconds left to save the card; null when no countdown runs. */
export interface CardCountdown {
  /** The contact whose card the countdown is for. */
  contactId: number;
  total: number;
  remaining: number;
}

/** One of the user's projects (GET /api/user/projects). */
export interface ProjectOption {
  id: number;
  title: string;
  queueName: string;
}

export interface PhoneState {
  registration: Registration;
  blocked: BlockedReason | null;
  presence: Presence;
  /** The incoming call waiting for answer (the incoming dialog shows while set). */
  ringing: ActiveCall | null;
  call: ActiveCall | null;
  transfer: TransferStatus | null;
  countdown: CardCountdown | null;
  projects: ProjectOption[];
  /** The project queue the operator works in (cookie queue_name); chosen when there are several. */
  queueName: string | null;
}

export interface TransferTarget {
  /** A stored transfer phone or a typed number. */
  phone?: string;
  /** A campaign queue name, when the queue switch is on. */
  queue?: string;
  /** The stored phone's music for the held customer (its `moh_class`), sent before the hold. */
  mohClass?: string;
}

export interface PhoneActions {
  /** Outbound call (rules of spec 000 section 5, Calling); errors are notified, not thrown. */
  call: (request: import('@/src/plugin-api').PhoneCallRequest) => void;
  answer: () => void;
  hangup: () => void;
  toggleMute: () => void;
  toggleHold: () => void;
  /** One symbol; false when locked (1 s after the last press) or not in answer. */
  sendDtmf: (tone: string) => boolean;
  transfer: (target: TransferTarget) => void;
  cancelTransfer: () => void;
  /** Refused with statusChangeBlocked / statusChangeBlockedTimeCard in the cases of spec 000 section 4.4. */
  setPresence: (presence: Presence) => void;
  /** The campaign-select dialog's choice (spec 000 section 2.6). */
  chooseQueue: (queueName: string) => void;
}

export const INITIAL_PHONE_STATE: PhoneState = {
  registration: 'unregistered',
  blocked: null,
  presence: 'no_active',
  ringing: null,
  call: null,
  transfer: null,
  countdown: null,
  projects: [],
  queueName: null,
};
