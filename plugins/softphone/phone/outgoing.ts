// Placing a call (spec 000 section 5, Calling): the checks, the X- headers, and the card of the contact
// called, opened as the call starts so the operator sees who answers.
import { contactCardState, notify, openContactCard, type PhoneCallRequest } from '@/src/plugin-api';
import { microphoneConstraints } from '../audio/devices';
import { playSound } from '../audio/sounds';
import { followCall } from './call-session';
import type { EngineContext } from './engine-context';
import { planOutbound } from './outbound';
import { sipDomain } from './settings';
import { PC_CONFIG } from './sip-client';

export function createOutgoing(ctx: EngineContext, callCardOpened: (contactId: number) => void) {
  return async function call(request: PhoneCallRequest) {
    const state = ctx.store.get();
    const settings = ctx.settings;
    // The call's own project, else the one the operator works in (campaign-select dialog), else the only one.
    const queueName = state.queueName;
    const project =
      ctx.projects.find((p) => p.project_id === request.campaignId) ??
      (request.campaignId === undefined ? ctx.projects.find((p) => p.queue_name === queueName) : undefined);
    const plan = planOutbound(request, {
      extension: settings?.extension ?? '',
      mainTrunk: (ctx.user.raw.main_trunk_name as string | null | undefined) ?? null,
      project: project
        ? { id: project.project_id, queueName: project.queue_name, trunk: project.trunk ?? null }
        : null,
    });
    if (plan === 'empty') return void playSound('rejected');
    if (typeof plan === 'string') return void notify({ type: 'error', message: ctx.t(`errors.${plan}`) });
    if (
      !ctx.ua ||
      !settings ||
      state.registration !== 'registered' ||
      ctx.session ||
      ctx.ringingSession ||
      state.blocked
    ) {
      return void notify({ type: 'error', message: ctx.t('errors.callNotAvailable') });
    }
    const contactId = request.contactId ?? null;
    if (contactId !== null && contactCardState().contactId !== contactId) {
      openContactCard(contactId, { callType: request.callType ?? 'TYPE_SYSTEM', taskId: request.taskId });
    }
    const session = ctx.ua.call(`sip:${plan.digits}@${sipDomain(settings)}`, {
      extraHeaders: plan.headers,
      mediaConstraints: await microphoneConstraints(),
      pcConfig: PC_CONFIG,
    });
    if (contactId !== null) callCardOpened(contactId);
    followCall(ctx, session, {
      direction: 'outgoing',
      state: 'connecting',
      phone: plan.digits,
      displayPhone: request.phone,
      fullName: null,
      callType: request.callType ?? 'TYPE_SYSTEM',
      contactId,
      campaignId: request.campaignId ?? project?.project_id ?? null,
      answeredAt: null,
      muted: false,
      held: false,
      monitor: null,
    });
    ctx.report('call_start', { client_phone: plan.digits, client_id: contactId });
  };
}
