// The manual outbound call (docs/telephony.md, "Manual outbound call"): the operator's browser INVITE is
// held at 100/180 while call-control dials the customer through the trunk; the carrier's answer bridges
// the two in one rtpengine call and starts recording; a BYE from either side ends both legs and
// completes the row. Every failure answers the browser with the status the softphone shows.
import { Inviter, SessionState, UserAgent, type Invitation } from 'sip.js';
import { CALL_STATUS } from '../../from-client';
import { completeCallRow, talkSeconds } from './call-row';
import type { FlowDeps } from './deps';
import { dtmfToCustomer } from './dtmf';
import { earlyMedia } from './early-media';
import { failureReply } from './failures';
import { followOperatorOffer } from './hold';
import { cutReason, hangUp } from './legs';
import { refuse, startOutboundRow } from './outbound-row';
import type { LiveInteraction } from './interactions';
import { COMMON, TO_CARRIER } from './ng-profiles';
import { planOutbound, type OutboundPlan } from './outbound-plan';
import { recordingMetadata } from '../recordings';
import { attachMedia } from './session-media';
import { nodeHeaders, trustHeaders } from './user-agents';
import { endPartner, handedOverStatus } from './handover';
import { onRefer } from './refer';
import { isConsult, planConsult } from './transfer-consult';

const OP = 'op';
const CUST = 'cust';

export const carrierUri = (digits: string, t: NonNullable<OutboundPlan['trunk']>) =>
  `sip:${digits}@${t.host}:${t.port}${t.transport === 'tcp' ? ';transport=tcp' : ''}`;

export async function placeOutbound(deps: FlowDeps, invitation: Invitation): Promise<void> {
  const at = new Date();
  const consult = isConsult(invitation) ? await planConsult(deps, invitation) : null;
  const plan = await planOutbound(deps, invitation, consult);
  if (plan.refusal !== null || !plan.trunk)
    return refuse(deps, invitation, plan, at, plan.refusal ?? CALL_STATUS.noTrunk);
  const trunk = plan.trunk;
  const { id, rowId, event } = await startOutboundRow(deps, plan, at);

  let carrierSdp = '';
  /** rtpengine's port facing the customer: the recording queue tells the parties apart by it. */
  let toCarrierPort = 0;
  let browserAnswer = '';
  let answeredAt: Date | null = null;
  let recording = false;
  let ended = false;
  // Set once the carrier is dialled; cleared by an answer or the end.
  let dialTimer: NodeJS.Timeout | undefined = undefined;
  let rang = false;
  let carrier: Inviter | null = null;

  const end: LiveInteraction['end'] = async (status, initiator, cause) => {
    if (ended) return;
    ended = true;
    const endedAt = new Date();
    clearTimeout(dialTimer);
    deps.interactions.remove(id);
    const final =
      handedOverStatus(live, status) ?? (answeredAt ? CALL_STATUS.answered : CALL_STATUS.carrierError);
    if (invitation.state === SessionState.Established) await hangUp(invitation, cutReason(final));
    else if (invitation.state === SessionState.Initial || invitation.state === SessionState.Establishing)
      await invitation.reject(failureReply(final)).catch(() => undefined);
    if (carrier?.state === SessionState.Established) await hangUp(carrier);
    else if (carrier?.state === SessionState.Establishing) await carrier.cancel().catch(() => undefined);
    await completeCallRow(deps.db, rowId, at, {
      status: final,
      answeredAt,
      endedAt,
      initiator,
      hangupCause: cause,
      price: deps.trunks.callPrice(talkSeconds(answeredAt, endedAt), trunk.tariff_per_minute),
    });
    deps.events.call({ type: 'call.ended', ...event, status: final });
    await endPartner(live, status, initiator, cause);
    // Last: a dead media server makes this wait for its deadline; deleting the call closes its pcap.
    await deps.ng.send('delete', { 'call-id': id }).catch(() => undefined);
    if (recording)
      deps.recordings?.add({
        callId: rowId,
        uniqueId: id,
        at,
        rtpengineCallId: id,
        customerPort: toCarrierPort,
      });
  };
  const live: LiveInteraction = {
    id,
    ...event,
    customerTag: CUST,
    operatorSipCallId: invitation.request.callId,
    operatorTag: OP,
    answeredAt: null,
    end,
    phone: plan.digits,
    consult: consult && { by: plan.extension, target: consult.target, toQueue: false },
    dropOperator: () => hangUp(invitation),
    operatorSide: () => ({ tag: OP, peerTag: CUST, peerSdp: carrierSdp, peerProfile: TO_CARRIER }),
  };
  deps.interactions.add(live);

  try {
    // The browser offered first: rtpengine turns its WebRTC offer into plain G.711 for the carrier.
    const offer = await deps.ng.send('offer', {
      ...TO_CARRIER,
      'call-id': id,
      'from-tag': OP,
      sdp: invitation.request.body ?? '',
    });
    carrierSdp = offer.sdp ?? '';
    toCarrierPort = Number(/m=audio (\d+)/.exec(carrierSdp)?.[1] ?? 0);
  } catch (err) {
    return end(CALL_STATUS.mediaLost, null, (err as Error).message);
  }

  let browserOffers = 0;
  attachMedia(invitation, {
    local: async () => browserAnswer,
    remote: async (sdp) => {
      // The first is the INVITE's own offer, already given to rtpengine; later ones are re-INVITEs (hold).
      if (browserOffers++ === 0) return;
      await deps.ng.send('offer', { ...TO_CARRIER, 'call-id': id, 'from-tag': OP, sdp });
      const reply = await deps.ng.send('answer', {
        ...COMMON,
        'call-id': id,
        'from-tag': OP,
        'to-tag': CUST,
        sdp: carrierSdp,
      });
      browserAnswer = reply.sdp ?? '';
      followOperatorOffer(deps, id, sdp, OP);
    },
  });
  const ua = await deps.trunkAgent(trunk);
  const callerUser = (plan.callerId || trunk.username || 'anonymous').replace(/[^\w.+-]/g, '');
  const target = UserAgent.makeURI(carrierUri(plan.digits, trunk));
  if (!target) return end(CALL_STATUS.carrierError, null, `bad trunk address ${trunk.host}`);
  carrier = new Inviter(ua, target, {
    params: { fromUri: `sip:${callerUser}@${trunk.host}`, fromDisplayName: plan.callerId || undefined },
    extraHeaders: trustHeaders(deps.link),
  });
  const carrierLeg = carrier;
  const answerFromCarrier = async (sdp: string) => {
    const reply = await deps.ng.send('answer', {
      ...COMMON,
      'call-id': id,
      'from-tag': OP,
      'to-tag': CUST,
      sdp,
    });
    carrierSdp = sdp;
    browserAnswer = reply.sdp ?? '';
  };
  attachMedia(carrierLeg, { local: async () => carrierSdp, remote: answerFromCarrier });
  const early = earlyMedia(invitation, answerFromCarrier, () => carrierSdp);

  invitation.stateChange.addListener((state) => {
    if (state !== SessionState.Terminated || ended || live.handingOver) return;
    // Before the answer the operator cancelled; after it, the operator hung up (a consult: cancelled).
    void end(
      consult ? CALL_STATUS.transferCancelled : answeredAt ? null : CALL_STATUS.cancelled,
      'operator',
      answeredAt ? 'operator hung up' : 'operator cancelled',
    );
  });
  invitation.delegate = {
    onBye: (bye) => void bye.accept(),
    onRefer: (referral) => onRefer(deps, live, referral, invitation),
    onInfo: dtmfToCustomer(deps.ng, id, OP),
  };
  carrierLeg.delegate = { onBye: (bye) => void bye.accept() };
  carrierLeg.stateChange.addListener((state) => {
    if (state !== SessionState.Terminated || ended) return;
    if (answeredAt) return void end(null, 'client', 'customer hung up');
    // sip.js ends the session before it hands over the final reply: let onReject name the failure first.
    setImmediate(() => void end(CALL_STATUS.carrierError, null, 'no reply from the carrier'));
  });

  dialTimer = setTimeout(() => void end(CALL_STATUS.noAnswer, null, 'dial timeout'), plan.dialTimeoutMs);
  await carrierLeg
    .invite({
      requestDelegate: {
        onProgress: (response) => {
          if (response.message.statusCode === 100 || ended) return;
          rang = true;
          if (invitation.state === SessionState.Initial) deps.events.call({ type: 'call.ringing', ...event });
          void early.progress(response).catch((err: Error) => end(CALL_STATUS.mediaLost, null, err.message));
        },
        onReject: (response) => {
          const code = response.message.statusCode ?? null;
          // A 408 with no ringing at all is the proxy giving up on a carrier that never replied.
          const status =
            code === 408 && !rang ? CALL_STATUS.carrierError : deps.trunks.statusOfSipFailure(code);
          void end(status, null, `${code} ${response.message.reasonPhrase}`);
        },
        onAccept: (response) => {
          if (ended) return;
          answeredAt = new Date();
          live.answeredAt = answeredAt;
          clearTimeout(dialTimer);
          void early.answered(response).catch((err: Error) => end(CALL_STATUS.mediaLost, null, err.message));
          invitation.accept({ extraHeaders: nodeHeaders(deps.link) }).then(
            async () => {
              deps.events.call({ type: 'call.answered', ...event });
              await deps.ng
                .send('startRecording', { 'call-id': id, metadata: recordingMetadata(toCarrierPort) })
                .then(
                  () => (recording = true),
                  () => undefined,
                );
            },
            (err: Error) => void end(CALL_STATUS.operatorLost, null, `operator leg: ${err.message}`),
          );
        },
      },
    })
    .catch((err: Error) => end(CALL_STATUS.carrierError, null, err.message));
}
