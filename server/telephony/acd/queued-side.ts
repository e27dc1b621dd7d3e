// Which side of a queued call's rtpengine call a hand-over re-offers (call-control/handover.ts): a customer's
// call hands over the side toward the operator who answered; a consult the side toward the consulting
// operator, whose peer is the queue's operator once one answered, or the placeholder while it still waits
// (the customer is then handed into the queue: the queue's music reaches them through the chain, and the
// operator offered later is offered the chained side).
import type { MediaSide } from '../call-control/interactions';
import { TO_CARRIER } from '../call-control/ng-profiles';
import type { NgParams } from '../media/ng-client';
import { PLACEHOLDER, placeholderSdp } from './customer-media';
import type { OperatorLeg } from './operator-offer';

export interface QueuedSideOf {
  consult: boolean;
  customerTag: string;
  operator: OperatorLeg | null;
  customerSdp: string;
  operatorProfile: NgParams;
  /** A waiting consult was chained: its caller's SDP is now the loopback one. */
  chained(sdp: string): void;
}

export function queuedSide(o: QueuedSideOf): MediaSide | null {
  const { operator, customerTag: tag } = o;
  if (!o.consult)
    return operator && { tag: operator.tag, peerTag: tag, peerSdp: o.customerSdp, peerProfile: TO_CARRIER };
  if (operator) return { tag, peerTag: operator.tag, peerSdp: operator.sdp, peerProfile: o.operatorProfile };
  const peer = { peerTag: PLACEHOLDER, peerSdp: placeholderSdp(undefined), peerProfile: TO_CARRIER };
  return { tag, ...peer, onPointed: o.chained };
}
