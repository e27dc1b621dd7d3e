// The softphone, as the rest of the app sees it. A softphone plugin provides it (providePhone); the card,
// tasks and the manual-calls page call through usePhone() and so never import that plugin.
import { useSyncExternalStore } from 'react';
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
let state = IDLE;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Installs the softphone; returns the function that removes it. One provider at a time. */
export function providePhone(next: PhoneProvider): () => void {
  provider = next;
  return () => {
    if (provider !== next) return;
    provider = null;
    state = IDLE;
    emit();
  };
}

export function publishPhoneState(next: PhoneBridgeState): void {
  if (next.canCall === state.canCall && next.busy === state.busy) return;
  state = next;
  emit();
}

/** Places a call through the softphone; false when none is ready (the button should have been disabled). */
export function placeCall(request: PhoneCallRequest): boolean {
  if (!provider || !state.canCall) return false;
  provider.call(request);
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePhone = (): PhoneBridgeState & { call: typeof placeCall } => ({
  ...useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  ),
  call: placeCall,
});
