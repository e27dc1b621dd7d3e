// In-call controls (spec 000 section 4.4): mute, hold and DTMF only in answer, the transfer with the
// main call held (after naming a stored phone's music for the customer), and hang-up, which refers the main
// call to an accepted transfer's target.
import type { DTMF_TRANSPORT } from 'jssip/lib/Constants';
import { notify } from '@/src/plugin-api';
import { microphoneConstraints } from '../audio/devices';
import { playDtmfTone } from '../audio/sounds';
import type { EngineContext } from './engine-context';
import { sipDomain } from './settings';
import { PC_CONFIG, type RTCSession } from './sip-client';
import { chooseTransferMusic } from './transfer-music';
import type { TransferState, TransferTarget } from './types';

export const DTMF_LOCK_MS = 1000;
export const DTMF_TONE_MS = 160;

export function createControls(ctx: EngineContext, decline: () => void) {
  let dtmfLockedUntil = 0;
  const inAnswer = () => ctx.session !== null && ctx.store.get().call?.state === 'answer';

  const setTransfer = (state: TransferState, target: string) =>
    ctx.store.set({ transfer: { state, target } });

  function endTransfer(session: RTCSession, state: 'failed' | 'ended') {
    if (ctx.transferSession !== session) return;
    ctx.transferSession = null;
    const target = ctx.store.get().transfer?.target ?? '';
    setTransfer(state, target);
    if (state === 'failed') notify({ type: 'error', message: ctx.t('errors.transferToNumberFailed') });
    // The customer comes back to the operator (spec: on failure or end the main call resumes).
    if (ctx.session?.isOnHold().local) ctx.session.unhold();
  }

  async function transfer(target: TransferTarget) {
    const main = ctx.session;
    const number = (target.queue ?? target.phone ?? '').trim();
    if (!inAnswer() || !main || !ctx.ua || !ctx.settings || !number || ctx.transferSession) return;
    // The stored phone's music is named before the hold, so the held customer hears it from the start.
    const music = target.mohClass && !target.queue ? chooseTransferMusic(main, target.mohClass) : null;
    const [mediaConstraints] = await Promise.all([microphoneConstraints(), music]);
    if (ctx.session !== main || !ctx.ua || !ctx.settings || ctx.transferSession) return;
    main.hold();
    const call = ctx.store.get().call;
    const session = ctx.ua.call(`sip:${number}@${sipDomain(ctx.settings)}`, {
      extraHeaders: [
        `X-Foo: ${call?.phone ?? ''}`,
        'X-Bar: TYPE_TRANSFER',
        ...(target.queue ? [`X-Queue: ${target.queue}`] : []),
        // The consult goes to the call-control node of the customer's call, which hands the customer over.
        ...(call?.callControlNode ? [`X-CC-Node: ${call.callControlNode}`] : []),
      ],
      mediaConstraints,
      pcConfig: PC_CONFIG,
    });
    ctx.transferSession = session;
    setTransfer('connecting', number);
    session.on('progress', () => setTransfer('progress', number));
    session.on('accepted', () => setTransfer('accepted', number));
    session.on('failed', () => endTransfer(session, 'failed'));
    session.on('ended', () => endTransfer(session, 'ended'));
  }

  function cancelTransfer() {
    const session = ctx.transferSession;
    if (!session) return;
    endTransfer(session, 'ended');
    session.terminate();
  }

  function hangup() {
    if (ctx.ringingSession) return decline();
    const main = ctx.session;
    if (!main) return;
    const consult = ctx.transferSession;
    const transfer = ctx.store.get().transfer;
    if (consult && transfer?.state === 'accepted' && ctx.settings) {
      // The customer is handed to the target the operator is talking to; both of our legs then end. The
      // consult is hung up once the REFER has its reply: the two travel on different connections, and a BYE
      // that overtook the REFER would end the consult (a cancelled transfer) before the hand-over.
      ctx.transferSession = null;
      const done = () => main.isEnded() || main.terminate();
      const leaveConsult = () => consult.isEnded() || consult.terminate();
      main.refer(`sip:${transfer.target}@${sipDomain(ctx.settings)}`, {
        extraHeaders: ['X-Bar: TYPE_TRANSFER'],
        eventHandlers: {
          requestSucceeded: leaveConsult,
          requestFailed: leaveConsult,
          accepted: () => {
            notify({
              type: 'success',
              message: ctx.t('errors.transferToNumber', { phone: transfer.target }),
              duration: 7,
            });
            done();
          },
          failed: () => {
            ctx.store.set({ transfer: { state: 'failed', target: transfer.target } });
            notify({ type: 'error', message: ctx.t('errors.transferToNumberFailed') });
            if (main.isOnHold().local) main.unhold();
          },
        },
      });
      return;
    }
    consult?.terminate();
    main.terminate();
  }

  function sendDtmf(tone: string): boolean {
    if (!/^[0-9*#]$/.test(tone) || !inAnswer() || Date.now() < dtmfLockedUntil) return false;
    dtmfLockedUntil = Date.now() + DTMF_LOCK_MS;
    ctx.session!.sendDTMF(tone, {
      transportType: 'INFO' as DTMF_TRANSPORT,
      duration: DTMF_TONE_MS,
      interToneGap: 1200,
    });
    playDtmfTone(tone);
    return true;
  }

  return {
    hangup,
    transfer: (target: TransferTarget) => void transfer(target),
    cancelTransfer,
    sendDtmf,
    toggleMute: () => {
      const main = ctx.session;
      if (!main) return;
      if (main.isMuted().audio) main.unmute({ audio: true });
      else main.mute({ audio: true });
    },
    toggleHold: () => {
      const main = ctx.session;
      if (!main || !inAnswer()) return;
      if (main.isOnHold().local) main.unhold();
      else main.hold();
    },
  };
}
