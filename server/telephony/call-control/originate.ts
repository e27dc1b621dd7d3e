// `originate` (docs/telephony.md, "Commands and events"): a call to a customer started by a command instead of
// the operator's phone. The operator's phone rings first, from the customer's number (the softphone looks
// the caller up as for any call); once the operator answers, the customer is dialled through the trunk the
// operator's own manual call would take (outbound-plan.ts), both legs in one rtpengine call. The row is a
// manual outbound call, with its statuses.
import { CALL_STATUS } from '../../from-client';
import type { OperatorMedia } from '../acd/queued-leg';
import { ringOperators, type OfferSetup, type OperatorLeg } from '../acd/operator-offer';
import { completeCallRow, talkSeconds } from './call-row';
import type { OriginateRequest } from './commands';
import type { FlowDeps } from './deps';
import type { LiveInteraction } from './interactions';
import { cutReason, hangUp } from './legs';
import { TO_BROWSER, TO_CARRIER } from './ng-profiles';
import { dialCustomer, type CustomerLeg } from './originate-customer';
import { planCall } from './outbound-plan';
import { refuse, startOutboundRow } from './outbound-row';
import { trustHeaders } from './user-agents';

export const BROWSER_OPERATORS: OperatorMedia = { profile: TO_BROWSER, browser: true };

const CUST = 'cust';
/** What the operator's phone is offered before the customer is dialled: nobody is behind it yet. */
const NOBODY_YET =
  'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio 9 RTP/AVP 0 8\r\n' +
  'a=rtpmap:0 PCMU/8000\r\na=rtpmap:8 PCMA/8000\r\na=sendrecv\r\n';

/** The new interaction's id once the operator's phone rings; null when the call cannot be placed. */
export async function originate(
  deps: FlowDeps,
  operators: OperatorMedia,
  request: OriginateRequest,
): Promise<string | null> {
  const at = new Date();
  const plan = await planCall(deps, {
    dialled: request.phone,
    extension: request.operator,
    campaignId: request.campaignId ?? null,
    trunkName: null,
    mainTrunkName: null,
  });
  if (plan.refusal !== null || !plan.trunk) {
    await refuse(deps, null, plan, at, plan.refusal ?? CALL_STATUS.noTrunk);
    return null;
  }
  const trunk = plan.trunk;
  const { id, rowId, event } = await startOutboundRow(deps, plan, at);

  let ended = false;
  let operator: OperatorLeg | null = null;
  let customer: CustomerLeg | null = null;
  const end: LiveInteraction['end'] = async (status, initiator, cause) => {
    if (ended) return;
    ended = true;
    const endedAt = new Date();
    deps.interactions.remove(id);
    ringing.cancel();
    const answeredAt = live.answeredAt;
    const final = status ?? (answeredAt ? CALL_STATUS.answered : CALL_STATUS.carrierError);
    if (operator) await hangUp(operator.session, cutReason(final));
    await customer?.drop();
    const price = deps.trunks.callPrice(talkSeconds(answeredAt, endedAt), trunk.tariff_per_minute);
    const outcome = { status: final, answeredAt, endedAt, initiator, hangupCause: cause, price };
    await completeCallRow(deps.db, rowId, at, outcome);
    deps.events.call({ type: 'call.ended', ...event, status: final });
    await deps.ng.send('delete', { 'call-id': id }).catch(() => undefined);
    if (customer?.recording)
      deps.recordings?.add({
        callId: rowId,
        uniqueId: id,
        at,
        rtpengineCallId: id,
        customerPort: customer.port,
      });
  };
  const live: LiveInteraction = { id, ...event, customerTag: CUST, operatorTag: null, answeredAt: null, end };
  deps.interactions.add(live);

  let branch = 0;
  const setup: OfferSetup = {
    ng: deps.ng,
    ua: await deps.trunkAgent({ ...trunk, id: 0, username: 'originate', password: '' }),
    link: deps.link,
    interactionId: id,
    customerTag: CUST,
    customerSdp: NOBODY_YET,
    profile: operators.profile,
    customerProfile: TO_CARRIER,
    onHold: () => undefined,
    browser: operators.browser,
    fromUser: plan.digits,
    headers: plan.campaignId ? [`X-Campaign: ${plan.campaignId}`] : [],
    nextBranch: () => ++branch,
  };
  const ringing = ringOperators(setup, [plan.extension], plan.dialTimeoutMs);
  deps.events.call({ type: 'call.ringing', ...event });
  void ringing.answered.then(async (leg) => {
    if (ended) return;
    if (!leg) return end(CALL_STATUS.cancelled, 'operator', 'the operator did not answer');
    operator = leg;
    live.operatorTag = `op${branch}`;
    leg.session.stateChange.addListener((state) => {
      if (state !== 'Terminated') return;
      void end(live.answeredAt ? null : CALL_STATUS.cancelled, 'operator', 'operator hung up');
    });
    customer = await dialCustomer(deps, {
      interactionId: id,
      plan,
      trunk,
      operatorTag: `op${branch}`,
      customerTag: CUST,
      operatorSdp: leg.sdp ?? '',
      headers: trustHeaders(deps.link),
      // Later re-INVITEs of the operator's phone (hold) are answered with the customer's own SDP.
      onCustomerSdp: (sdp) => (setup.customerSdp = sdp),
      onAnswer: (answeredAt) => {
        live.answeredAt = answeredAt;
        deps.events.call({ type: 'call.answered', ...event });
      },
      end,
    });
  });
  return id;
}
