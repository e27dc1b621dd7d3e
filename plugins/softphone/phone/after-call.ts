// What happens when a call ends or fails (spec 000 section 4.4): sounds, notices, the 400 ms status
// report, and the countdown of the user group's card_timeout while the call's card stays open.
import {
  contactCardState,
  isFeatureOn,
  notify,
  onContactCardChange,
  onContactCardSaved,
  softphoneRole,
} from '@/src/plugin-api';
import { playSound } from '../audio/sounds';
import { startCountdown, type Countdown } from './countdown';
import { reportDeviceState } from './device-state';
import type { EngineContext } from './engine-context';
import type { ActiveCall, Presence } from './types';

export const STATUS_REPORT_DELAY_MS = 400;
const MIC_DENIED = 'User Denied Media Access';

export interface AfterCallHooks {
  /** Sets presence without the user's rules (countdown expiry, no microphone). */
  forcePresence: (presence: Presence) => void;
}

export function createAfterCall(ctx: EngineContext, hooks: AfterCallHooks) {
  let countdown: Countdown | null = null;
  /** The contact whose card was opened for the last call; its closing ends the call state. */
  let callCard: number | null = null;

  const stopCountdown = () => {
    countdown?.stop();
    countdown = null;
    if (ctx.store.get().countdown) ctx.store.set({ countdown: null });
  };

  const cardTimeout = () =>
    softphoneRole(ctx.user).cardCountdown ? Number(ctx.user.raw.user_group?.card_timeout ?? 0) || 0 : 0;

  function maybeStartCountdown(call: ActiveCall) {
    const total = cardTimeout();
    const contactId = call.contactId;
    if (total <= 0 || contactId === null || contactCardState().contactId !== contactId) return;
    countdown = startCountdown(
      total,
      (remaining) => ctx.store.set({ countdown: { contactId, total, remaining } }),
      () => {
        countdown = null;
        notify({ type: 'warning', message: ctx.t('errors.cardNotSaved') });
        hooks.forcePresence('no_active');
      },
    );
  }

  /** `notice`: an errors.* key saying why the call failed or was cut, shown instead of the plain hang-up notice. */
  function afterCall(
    call: ActiveCall,
    outcome: 'ended' | 'failed',
    cause: string,
    byRemote: boolean,
    notice: string | null = null,
  ) {
    if (cause === MIC_DENIED) {
      notify({
        type: 'error',
        message: ctx.t('errors.noMicAccessHeader'),
        description: ctx.t('errors.noMicAccessMessage'),
        duration: 10,
      });
      if (softphoneRole(ctx.user).worksQueues) hooks.forcePresence('no_active');
    }
    if (outcome === 'ended' && isFeatureOn(ctx.config, 'SOUND_END')) playSound('hangup');
    if (notice)
      notify({
        type: outcome === 'failed' ? 'error' : 'warning',
        message: ctx.t(`errors.${notice}`),
        duration: 10,
      });
    else if (outcome === 'ended' && byRemote && call.answeredAt !== null && !call.monitor)
      notify({ type: 'warning', message: ctx.t('errors.clientHangUp'), duration: 10 });
    setTimeout(() => {
      if (ctx.store.get().call?.state === outcome) ctx.store.set({ call: null, transfer: null });
      ctx.report(outcome === 'failed' ? 'call_failed' : 'call_end', {
        client_phone: call.phone,
        client_id: call.contactId,
      });
    }, STATUS_REPORT_DELAY_MS);
    if (call.answeredAt !== null) maybeStartCountdown(call);
  }

  /** The card of an answered call is open: the backend status is pause until it closes (spec 000 4.1). */
  function callCardOpened(contactId: number) {
    callCard = contactId;
    if (ctx.settings) void reportDeviceState(ctx.settings.extension, 'pause', 'start_call');
  }

  const unsubscribeSaved = onContactCardSaved((contactId) => {
    if (contactId === callCard && !ctx.session) stopCountdown();
  });
  const unsubscribeCard = onContactCardChange(() => {
    // The card closed; while its call is still on, the report waits for the call's own end.
    if (callCard === null || contactCardState().contactId === callCard || ctx.session) return;
    callCard = null;
    stopCountdown();
    const presence = ctx.store.get().presence;
    if (ctx.settings && presence !== 'no_active')
      void reportDeviceState(ctx.settings.extension, presence, 'end_call');
  });

  return {
    afterCall,
    callCardOpened,
    /** A call's card is open (with or without a countdown): presence changes follow the card rules. */
    callCardOpen: () => callCard !== null && contactCardState().contactId === callCard,
    countdownRunning: () => countdown !== null,
    dispose: () => {
      stopCountdown();
      unsubscribeSaved();
      unsubscribeCard();
    },
  };
}
