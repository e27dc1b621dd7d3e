// The calls row of a manual outbound call: its fields from the plan, opened as the call starts, and the row
// of a call refused before it was dialled (no trunk, a number too short), written complete at once.
import { randomUUID } from 'node:crypto';
import type { Invitation } from 'sip.js';
import type { CallStatusCode } from '../../from-client';
import { completeCallRow, contactOfPhone, openCallRow } from './call-row';
import type { FlowDeps } from './deps';
import { failureReply } from './failures';
import type { OutboundPlan } from './outbound-plan';

export async function refuse(
  deps: FlowDeps,
  invitation: Invitation | null,
  plan: OutboundPlan,
  at: Date,
  status: CallStatusCode,
) {
  await invitation?.reject(failureReply(status)).catch(() => undefined);
  const id = await openCallRow(deps.db, rowFields(deps, plan, randomUUID(), at));
  await completeCallRow(deps.db, id, at, {
    status,
    answeredAt: null,
    endedAt: new Date(),
    initiator: null,
    hangupCause: failureReply(status).reasonPhrase,
    price: 0,
  });
}

export function rowFields(
  deps: FlowDeps,
  plan: OutboundPlan,
  uniqueId: string,
  at: Date,
  contactId: number | null = null,
) {
  return {
    uniqueId,
    at,
    clientPhone: plan.consult?.clientPhone || plan.digits,
    toPhone: plan.digits,
    source: plan.callerId,
    context: 'outbound' as const,
    campaignId: plan.campaignId,
    contactId,
    operatorId: plan.operatorId,
    trunkId: plan.trunk?.id ?? null,
    trunk: plan.trunk?.title ?? '',
    nodeId: deps.nodeId,
    callType: plan.consult ? ('TYPE_TRANSFER' as const) : undefined,
  };
}

/** Opens the row of a call about to be dialled and announces it: its interaction id, row id and event. */
export async function startOutboundRow(deps: FlowDeps, plan: OutboundPlan, at: Date) {
  const id = randomUUID();
  const contactId = await contactOfPhone(deps.db, plan.consult?.clientPhone || plan.digits, plan.campaignId);
  const rowId = await openCallRow(deps.db, rowFields(deps, plan, id, at, contactId));
  const event = {
    interactionId: id,
    campaignId: plan.campaignId,
    operator: plan.extension,
    phone: plan.digits,
  };
  deps.events.call({ type: 'call.started', ...event });
  return { id, rowId, event };
}
