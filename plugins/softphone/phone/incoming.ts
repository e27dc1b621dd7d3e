// An incoming call, in the order of spec 000 section 4.4: ignored when not registered; refused when
// paused, busy or a card is open; monitor calls answered at once; the rest looked up, then auto-answered
// or shown in the incoming dialog. Answering opens the contact's card first.
import { apiCall, contactCardState, notify, openContactCard, telephonyRequest } from '@/src/plugin-api';
import { microphoneConstraints } from '../audio/devices';
import { playSound, stopSound } from '../audio/sounds';
import { followCall } from './call-session';
import type { EngineContext } from './engine-context';
import { decideIncoming, readIncomingCaller } from './inbound';
import { PC_CONFIG, type RTCSession } from './sip-client';
import type { ActiveCall } from './types';

interface CallInfoItem {
  id: number;
  full_name: string | null;
  campaign_id: number | null;
  phone: string;
}

async function lookUp(phone: string): Promise<CallInfoItem | null> {
  if (!phone) return null;
  try {
    const { data } = await telephonyRequest<{ items?: CallInfoItem[] }>('get', '/getCallInfoMin/', { phone });
    return data?.items?.[0] ?? null;
  } catch {
    return null;
  }
}

export async function answerSession(ctx: EngineContext, session: RTCSession, call: ActiveCall) {
  stopSound('ring');
  followCall(ctx, session, call);
  session.answer({ mediaConstraints: await microphoneConstraints(), pcConfig: PC_CONFIG });
}

export function createIncoming(ctx: EngineContext, callCardOpened: (contactId: number) => void) {
  function clearRinging(session: RTCSession) {
    if (ctx.ringingSession !== session) return;
    ctx.ringingSession = null;
    stopSound('ring');
    ctx.store.set({ ringing: null });
  }

  async function onIncoming(
    session: RTCSession,
    fromUser: string | undefined,
    header: (n: string) => string | undefined,
  ) {
    const state = ctx.store.get();
    const caller = readIncomingCaller(fromUser, header);
    const decision = decideIncoming({
      registered: state.registration === 'registered',
      paused: state.presence === 'pause' || state.presence === 'dnd',
      cardOpen: contactCardState().contactId !== null,
      busy: ctx.session !== null || ctx.ringingSession !== null || state.countdown !== null,
      monitor: caller.monitor,
    });
    if (decision === 'ignore' || decision === 'reject') {
      session.terminate({ status_code: decision === 'ignore' ? 480 : 486 });
      return;
    }
    const call: ActiveCall = {
      direction: 'incoming',
      state: 'progress',
      phone: caller.phone,
      displayPhone: caller.displayPhone,
      fullName: null,
      callType: caller.callType,
      contactId: null,
      campaignId: null,
      answeredAt: null,
      muted: false,
      held: false,
      monitor: caller.monitor,
      callControlNode: header('X-CC-Node') ?? null,
    };
    if (decision === 'autoAnswerMonitor') return answerSession(ctx, session, call);
    ctx.ringingSession = session;
    session.on('failed', () => clearRinging(session));
    session.on('ended', () => clearRinging(session));
    const info = await lookUp(caller.phone);
    if (ctx.ringingSession !== session) return; // the caller gave up meanwhile
    const ringing: ActiveCall = info
      ? {
          ...call,
          contactId: info.id,
          campaignId: info.campaign_id,
          fullName: info.full_name,
          displayPhone: info.phone,
        }
      : call;
    ctx.store.set({ ringing });
    if (ctx.user.raw.user_group?.operator_auto_answer) await answer();
    else playSound('ring');
  }

  /** Spec 000 section 4.4: the card loads first; without a contact the call is not answered. */
  async function answer() {
    const session = ctx.ringingSession;
    const ringing = ctx.store.get().ringing;
    if (!session || !ringing) return;
    const found =
      ringing.contactId !== null &&
      (await apiCall('get', `/contact/${ringing.contactId}`).then(
        () => true,
        () => false,
      ));
    if (ctx.ringingSession !== session) return;
    if (!found || ringing.contactId === null) {
      notify({ type: 'error', message: ctx.t('errors.contactNotFound') });
      clearRinging(session);
      session.terminate({ status_code: 480 });
      return;
    }
    openContactCard(ringing.contactId, { callType: ringing.callType });
    callCardOpened(ringing.contactId);
    ctx.ringingSession = null;
    await answerSession(ctx, session, ringing);
  }

  function decline() {
    const session = ctx.ringingSession;
    if (!session) return;
    clearRinging(session);
    session.terminate({ status_code: 486 });
  }

  return { onIncoming, answer, decline };
}
