// Which presence a user may pick and when a change is refused (spec 000 section 4.4, spec 001 section 6).
import type { Presence } from './types';

export type PresenceRefusal = 'statusChangeBlocked' | 'statusChangeBlockedTimeCard';

/**
 * - a call's card is open and a countdown runs: only pause is allowed (leaving the timed card state);
 * - a call's card is open with no countdown and the status is pause: blocked;
 * - a call is on (the card is open for it): blocked.
 */
export function presenceRefusal(input: {
  next: Presence;
  current: Presence;
  inCall: boolean;
  callCardOpen: boolean;
  countdownRunning: boolean;
}): PresenceRefusal | null {
  if (input.inCall) return 'statusChangeBlocked';
  if (!input.callCardOpen) return null;
  if (input.countdownRunning) return input.next === 'pause' ? null : 'statusChangeBlockedTimeCard';
  if (input.current === 'pause') return 'statusChangeBlocked';
  return null;
}

export const backendReason = (presence: Presence) =>
  presence === 'pause' ? 'ui_pause' : presence === 'dnd' ? 'ui_dnd' : 'ui_active';
