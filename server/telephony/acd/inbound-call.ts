// Calls the ACD takes from call-control's `onInbound` (docs/telephony.md, "Inbound queues" and "Transfers
// and music on hold"): a carrier's INVITE (Kamailio added X-Edge-Source) lands in the queue of the project its
// trunk names; an operator's consult call to `campaign_<id>` (the transfer dialog's queue switch) waits in
// that project's queue as a transfer, showing the customer's number (X-Foo) to whoever is offered it.
import type { Invitation, UserAgent } from 'sip.js';
import type { FlowDeps } from '../call-control/deps';
import { trunkBySource } from '../trunks/resolve';
import type { AcdEngine } from './engine';
import { inboundProjectOf } from './inbound-project';
import { queueLeg, refuse, type OperatorMedia } from './queued-leg';
import { resolveTransferTarget } from './transfer-target';

const digits = (value: string | null | undefined) => (value ?? '').replace(/[^\d]/g, '');

export async function takeInboundCall(
  deps: FlowDeps,
  engine: AcdEngine,
  invitation: Invitation,
  leg: { ua: UserAgent; operators: OperatorMedia; dataDir: string },
): Promise<void> {
  const request = invitation.request;
  const dialled = request.getHeader('X-Dialled') ?? request.ruri?.user ?? '';
  const source = request.getHeader('X-Edge-Source');
  const common = { deps, engine, invitation, ...leg, dialled };
  if (source) {
    const trunk = await trunkBySource(deps.db, source, dialled);
    if (!trunk) return refuse(invitation, 404, 'Unknown Trunk');
    const campaignId = await inboundProjectOf(deps.db, trunk);
    if (!campaignId) return refuse(invitation, 480, 'No Queue');
    const phone = digits(invitation.remoteIdentity.uri.user);
    return queueLeg({ ...common, campaignId, phone, trunk, callType: 'TYPE_SYSTEM' });
  }
  const target = await resolveTransferTarget(
    deps.db,
    { dialled, queueHeader: request.getHeader('X-Queue') },
    null,
  );
  if (target.kind !== 'queue') return refuse(invitation, 404, 'No Such Queue');
  const phone = digits(request.getHeader('X-Foo')) || digits(invitation.remoteIdentity.uri.user);
  return queueLeg({
    ...common,
    campaignId: target.campaignId,
    phone,
    trunk: null,
    callType: 'TYPE_TRANSFER',
  });
}
