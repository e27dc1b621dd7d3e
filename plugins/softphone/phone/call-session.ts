// Follows one call's SIP session into the store (call states of spec 000 section 4.4) and hands the
// ended call to the after-call steps.
import { playSound, stopAllSounds } from '../audio/sounds';
import { stopMediaPlayback } from '../audio/stop-playback';
import { callFailureKey, type SipMessageLike } from './call-failure';
import { recordCall } from './call-record';
import type { EngineContext } from './engine-context';
import { playRemoteAudio } from './remote-audio';
import type { RTCSession } from './sip-client';
import type { ActiveCall, CallState } from './types';

function patchCall(ctx: EngineContext, patch: Partial<ActiveCall>) {
  const call = ctx.store.get().call;
  if (call) ctx.store.set({ call: { ...call, ...patch } });
}

function enter(ctx: EngineContext, state: CallState) {
  // Spec 000 section 4.4: any playing recording stops once the phone starts a call.
  if (state === 'connecting' || state === 'progress' || state === 'answer') stopMediaPlayback();
  patchCall(ctx, state === 'answer' ? { state, answeredAt: Date.now() } : { state });
}

interface SessionEnd {
  cause?: string;
  originator?: string;
  message?: SipMessageLike;
}

/** Makes `session` the current call, shown as `call`. */
export function followCall(ctx: EngineContext, session: RTCSession, call: ActiveCall): void {
  ctx.session = session;
  ctx.store.set({ call, ringing: null });
  if (ctx.settings) void recordCall(ctx.settings.extension, call);
  playRemoteAudio(session);
  session.on('connecting', () => enter(ctx, 'connecting'));
  session.on('progress', () => {
    enter(ctx, 'progress');
    if (call.direction === 'outgoing') playSound('ringback');
  });
  session.on('accepted', (e: { response?: SipMessageLike }) => {
    stopAllSounds();
    enter(ctx, 'accepted');
    const node = e?.response?.getHeader?.('X-CC-Node');
    if (node) patchCall(ctx, { callControlNode: node });
  });
  session.on('confirmed', () => {
    stopAllSounds();
    enter(ctx, 'answer');
  });
  session.on('hold', () => patchCall(ctx, { held: true }));
  session.on('unhold', () => patchCall(ctx, { held: false }));
  session.on('muted', () => patchCall(ctx, { muted: true }));
  session.on('unmuted', () => patchCall(ctx, { muted: false }));
  const over = (outcome: 'ended' | 'failed') => (e: SessionEnd) => {
    if (ctx.session !== session) return;
    stopAllSounds();
    ctx.session = null;
    const last = ctx.store.get().call ?? call;
    ctx.store.set({ call: { ...last, state: outcome } });
    const remote = e.originator === 'remote';
    // Call-control says why a call to a customer failed or was cut (busy, no trunk, media lost, ...).
    const notice = remote ? callFailureKey(e.message) : null;
    ctx.afterCall(last, outcome, String(e.cause ?? ''), remote, notice);
  };
  session.on('ended', over('ended'));
  session.on('failed', over('failed'));
}
