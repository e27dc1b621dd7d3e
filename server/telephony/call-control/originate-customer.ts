// The customer's leg of an originated call (./originate.ts), dialled once the operator answered: rtpengine is
// offered the operator's side again toward a carrier (plain G.711, the way a hold re-offer is), that offer goes
// to the trunk, and the carrier's answer completes the join; the dial timeout, the carrier's refusals and
// the customer's hang-up end the interaction with the statuses of a manual call.
import { Inviter, SessionState, UserAgent } from 'sip.js';
import { CALL_STATUS } from '../../from-client';
import { recordingMetadata } from '../recordings';
import type { FlowDeps } from './deps';
import type { LiveInteraction } from './interactions';
import { hangUp } from './legs';
import { COMMON, TO_CARRIER } from './ng-profiles';
import { carrierUri } from './outbound';
import type { OutboundPlan } from './outbound-plan';
import { attachMedia } from './session-media';
import type { TrunkRow } from './trunk-port';

export interface CustomerLeg {
  /** rtpengine's port facing the customer: the recording queue tells the parties apart by it. */
  port: number;
  recording: boolean;
  /** Hangs up or cancels the customer's leg. */
  drop(): Promise<void>;
}

export interface CustomerDial {
  interactionId: string;
  plan: OutboundPlan;
  trunk: TrunkRow;
  operatorTag: string;
  customerTag: string;
  /** The operator's phone's SDP (its answer to our offer). */
  operatorSdp: string;
  headers: string[];
  /** The carrier's SDP, once known. */
  onCustomerSdp(sdp: string): void;
  onAnswer(answeredAt: Date): void;
  end: LiveInteraction['end'];
}

export async function dialCustomer(deps: FlowDeps, d: CustomerDial): Promise<CustomerLeg> {
  const tags = { 'call-id': d.interactionId, 'from-tag': d.operatorTag, 'to-tag': d.customerTag };
  let session: Inviter | null = null;
  const dial: { timer?: NodeJS.Timeout } = {};
  const leg: CustomerLeg = {
    port: 0,
    recording: false,
    drop: async () => {
      clearTimeout(dial.timer);
      if (session?.state === SessionState.Established) await hangUp(session);
      else if (session?.state === SessionState.Establishing) await session.cancel().catch(() => undefined);
    },
  };
  let offer = '';
  try {
    offer = (await deps.ng.send('offer', { ...TO_CARRIER, ...tags, sdp: d.operatorSdp })).sdp ?? '';
  } catch (err) {
    await d.end(CALL_STATUS.mediaLost, null, (err as Error).message);
    return leg;
  }
  leg.port = Number(/m=audio (\d+)/.exec(offer)?.[1] ?? 0);
  const target = UserAgent.makeURI(carrierUri(d.plan.digits, d.trunk));
  if (!target) {
    await d.end(CALL_STATUS.carrierError, null, `bad trunk address ${d.trunk.host}`);
    return leg;
  }
  const caller = (d.plan.callerId || d.trunk.username || 'anonymous').replace(/[^\w.+-]/g, '');
  const carrier = new Inviter(await deps.trunkAgent(d.trunk), target, {
    params: { fromUri: `sip:${caller}@${d.trunk.host}`, fromDisplayName: d.plan.callerId || undefined },
    extraHeaders: d.headers,
  });
  session = carrier;
  attachMedia(carrier, {
    local: async () => offer,
    remote: async (sdp) => {
      await deps.ng.send('answer', { ...COMMON, ...tags, sdp });
      d.onCustomerSdp(sdp);
    },
  });
  let answered = false;
  let rang = false;
  carrier.stateChange.addListener((state) => {
    if (state !== SessionState.Terminated) return;
    if (answered) return void d.end(null, 'client', 'customer hung up');
    // sip.js ends the session before it hands over the final reply: let onReject name the failure first.
    setImmediate(() => void d.end(CALL_STATUS.carrierError, null, 'no reply from the carrier'));
  });
  dial.timer = setTimeout(() => void d.end(CALL_STATUS.noAnswer, null, 'dial timeout'), d.plan.dialTimeoutMs);
  const onReject = (code: number | null, reason: string) => {
    // A 408 with no ringing at all is the proxy giving up on a carrier that never replied.
    const status = code === 408 && !rang ? CALL_STATUS.carrierError : deps.trunks.statusOfSipFailure(code);
    void d.end(status, null, `${code} ${reason}`);
  };
  const onAccept = () => {
    clearTimeout(dial.timer);
    answered = true;
    d.onAnswer(new Date());
    void deps.ng
      .send('startRecording', { 'call-id': d.interactionId, metadata: recordingMetadata(leg.port) })
      .then(
        () => (leg.recording = true),
        () => undefined,
      );
  };
  void carrier
    .invite({
      requestDelegate: {
        onProgress: (r) => void (rang ||= r.message.statusCode !== 100),
        onReject: (r) => onReject(r.message.statusCode ?? null, r.message.reasonPhrase ?? ''),
        onAccept,
      },
    })
    .catch((err: Error) => d.end(CALL_STATUS.carrierError, null, err.message));
  return leg;
}
