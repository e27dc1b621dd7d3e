// An operator's INVITE to a customer (or an `originate` command), read: what was dialled (X-Dialled from Kamailio), the softphone's
// X- headers (plugins/softphone/phone/outbound.ts), the operator, and the trunk the call must leave by.
import { eq } from 'drizzle-orm';
import type { Invitation } from 'sip.js';
import { campaigns, users } from '../../db/schema';
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import type { FlowDeps } from './deps';
import type { ConsultPlan } from './transfer-consult';
import type { TrunkRow } from './trunk-port';

export interface OutboundPlan {
  digits: string;
  extension: string;
  operatorId: number | null;
  campaignId: number | null;
  dialTimeoutMs: number;
  trunk: TrunkRow | null;
  callerId: string;
  /** Set when the call must not be placed. */
  refusal: CallStatusCode | null;
  /** A consult call (transfer-consult.ts): its row shows the customer's number. */
  consult: ConsultPlan | null;
}

const header = (invitation: Invitation, name: string) => invitation.request.getHeader(name)?.trim() || null;

async function campaignOf(deps: FlowDeps, id: number | null) {
  if (!id) return null;
  const [row] = await deps.db
    .select({ id: campaigns.id, dialTimeout: campaigns.dial_timeout })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row ?? null;
}

export async function planOutbound(
  deps: FlowDeps,
  invitation: Invitation,
  consult: ConsultPlan | null = null,
): Promise<OutboundPlan> {
  const dialled = consult
    ? (consult.digits ?? '')
    : (header(invitation, 'X-Dialled') ?? invitation.request.ruri?.user ?? '');
  return planCall(
    deps,
    {
      dialled,
      extension: invitation.request.from.uri.user ?? '',
      campaignId: consult ? consult.campaignId : Number(header(invitation, 'X-Campaign')) || null,
      trunkName: consult ? consult.trunkName : header(invitation, 'X-Trunk'),
      mainTrunkName: header(invitation, 'X-Main-Trunk'),
    },
    consult,
  );
}

/** What a call to a customer needs, however it started (the operator's INVITE, or `originate`). */
export interface CallRequest {
  dialled: string;
  extension: string;
  campaignId: number | null;
  trunkName: string | null;
  mainTrunkName: string | null;
}

export async function planCall(
  deps: FlowDeps,
  request: CallRequest,
  consult: ConsultPlan | null = null,
): Promise<OutboundPlan> {
  const { dialled, extension } = request;
  const [operator] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.extension_username, extension));
  const campaign = await campaignOf(deps, request.campaignId);
  const plan: OutboundPlan = {
    digits: dialled.replace(/\D/g, ''),
    extension,
    operatorId: operator?.id ?? null,
    campaignId: campaign?.id ?? null,
    dialTimeoutMs: (campaign?.dialTimeout || 0) * 1000 || deps.defaultDialTimeoutMs,
    trunk: null,
    callerId: '',
    refusal: null,
    consult,
  };
  if (consult && consult.digits === null) return { ...plan, refusal: CALL_STATUS.transferFailed };
  // Spec 000 section 5: four digits or fewer is an extension, never a customer.
  if (!/^\d{5,}$/.test(dialled)) return { ...plan, refusal: CALL_STATUS.refusedNumber };
  const trunk = await deps.trunks.resolveTrunk(deps.db, {
    trunkName: request.trunkName,
    mainTrunkName: request.mainTrunkName,
    campaignId: plan.campaignId,
    userId: plan.operatorId,
  });
  if (!trunk || !(await deps.trunks.trunkHasCapacity(deps.db, trunk)))
    return { ...plan, trunk, refusal: CALL_STATUS.noTrunk };
  const callerId = await deps.trunks.chooseCallerId(deps.db, { campaignId: plan.campaignId, trunk });
  return { ...plan, trunk, callerId };
}
