// The softphone, as the rest of the app sees it. A softphone plugin provides it (providePhone); the card,
// tasks and the manual-calls page call through usePhone() and so never import that plugin.
import { createStore } from '@/src/shared/create-store';
import type { ContactCardCallType } from './contact-card-store';

export interface PhoneCallRequest {
  /** As shown or typed; the softphone strips non-digits (spec 000 section 5, Calling). */
  phone: string;
  contactId?: number;
  campaignId?: number;
  /** The call task the call was placed from; the card opened for the call saves against it. */
  taskId?: number;
  /** TYPE_SYSTEM (manual) unless given. */
  callType?: ContactCardCallType;
}

export interface PhoneBridgeState {
  /** A softphone is registered, not in a call, and calling is allowed: Call buttons are enabled. */
  canCall: boolean;
  /** A call (or the card after it) is in progress. */
  busy: boolean;
}

export interface PhoneProvider {
  call: (request: PhoneCallRequest) => void;
}

const IDLE: PhoneBridgeState = { canCall: false, busy: false };
let provider: PhoneProvider | null = null;
const phone = createStore<PhoneBridgeState>(IDLE);

/** Installs the softphone; returns the function that removes it. One provider at a time. */
export function providePhone(next: PhoneProvider): () => void {
  provider = next;
  return () => {
    if (provider !== next) return;
    provider = null;
    phone.set(IDLE);
  };
}

export function publishPhoneState(next: PhoneBridgeState): void {
  const state = phone.get();
  if (next.canCall === state.canCall && next.busy === state.busy) return;
  phone.set(next);
}

/** Places a call through the softphone; false when none is ready (the button should have been disabled). */
export function placeCall(request: PhoneCallRequest): boolean {
  if (!provider || !phone.get().canCall) return false;
  provider.call(request);
  return true;
}

export const usePhone = (): PhoneBridgeState & { call: typeof placeCall } => ({
  ...phone.use(),
  call: placeCall,
});
