import type { ActiveCall, PhoneState } from '../phone/types';

/** The text key of a call's heading: incoming manual calls read "Incoming call", others their type. */
export const callTypeKey = (call: Pick<ActiveCall, 'direction' | 'callType'>) =>
  call.direction === 'incoming' && call.callType === 'TYPE_SYSTEM'
    ? 'callType.incoming'
    : `callType.${call.callType}`;

/** Calls that are talking or about to: hang-up applies. */
export const isLive = (call: ActiveCall | null) =>
  call !== null && call.state !== 'idle' && call.state !== 'ended' && call.state !== 'failed';

/** A transfer still running: cancel applies. */
export const transferRunning = (state: string | undefined) =>
  state === 'connecting' || state === 'progress' || state === 'accepted';

/** The call button applies: registered, not blocked, no call ringing or on. */
export const canPlaceCall = (state: PhoneState) =>
  state.registration === 'registered' && !state.blocked && state.ringing === null && !isLive(state.call);
