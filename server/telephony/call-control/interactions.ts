// The live interactions of this node: one customer contact = one rtpengine call (call-id = interaction id)
// and one calls row. Commands (hang up, play, stop) find an interaction here by its id; music commands also
// by the SIP Call-ID of the operator's dialog, which is what the softphone knows.
import type { HangUpInitiator } from '../../calls/table';
import type { CallStatusCode } from '../../from-client';
import type { NgParams } from '../media/ng-client';

export interface LiveInteraction {
  id: string;
  campaignId: number | null;
  operator: string | null;
  phone: string;
  /** The rtpengine tag of the customer's leg (what `play` plays to). */
  customerTag: string;
  /** The rtpengine tag of the operator's leg while one is on the call. */
  operatorTag?: string | null;
  answeredAt: Date | null;
  /** Set on a consult call (X-Bar: TYPE_TRANSFER): who made it and what they dialled (refer.ts). */
  consult?: { by: string; target: string; toQueue: boolean } | null;
  /** The rtpengine side facing the operator, and the other side's tag and SDP (handover.ts re-offers it). */
  operatorSide?: (() => MediaSide | null) | null;
  /** Set while the customer is being handed over: the operator's BYEs then end only their own dialogs. */
  handingOver?: boolean;
  /** After a hand-over: the interaction whose party this one's customer now talks to; they end together. */
  joinedWith?: LiveInteraction | null;
  /** After a hand-over: the status this interaction ends with (20 or 21) unless an end names another. */
  handedOverStatus?: CallStatusCode | null;
  /** BYEs the operator's own dialog of this call (after a hand-over, when no REFER's BYE comes). */
  dropOperator?: () => Promise<unknown> | undefined;
  /** The SIP Call-ID of the operator's dialog (their INVITE, or ours to them for a queued call). */
  operatorSipCallId?: string | null;
  /** The operator has the customer on hold now (music playing to the customer). */
  held?: boolean;
  /** The music file chosen for this call's hold (a transfer phone's class, POST /node/channel/moh). */
  music?: string | null;
  /** Ends every leg, completes the row; a second call does nothing. */
  end(status: CallStatusCode | null, initiator: HangUpInitiator | null, cause: string): Promise<void>;
}

export interface MediaSide {
  /** The operator's monologue tag in the rtpengine call (call-id = interaction id). */
  tag: string;
  /** The other party's tag and the SDP it last gave (what a re-offer is answered with). */
  peerTag: string;
  peerSdp: string;
  /** The ng flags toward the other party (a carrier: TO_CARRIER; an operator's phone: its profile). */
  peerProfile: NgParams;
  /** Told the SDP this side was re-offered with (a queue consult still waiting offers operators from it). */
  onPointed?: (sdp: string) => void;
}

export class Interactions {
  private readonly live = new Map<string, LiveInteraction>();
  add(i: LiveInteraction) {
    this.live.set(i.id, i);
  }
  remove(id: string) {
    this.live.delete(id);
  }
  get(id: string) {
    return this.live.get(id);
  }
  bySipCallId(callId: string) {
    return this.all().find((i) => i.operatorSipCallId === callId);
  }
  /** By interaction id, else by the operator dialog's SIP Call-ID. */
  find(systemId: string) {
    return this.get(systemId) ?? this.bySipCallId(systemId);
  }
  all() {
    return [...this.live.values()];
  }
  /**
   * Whether `extension` is on a call: after a hand-over the transferring operator's dialogs are gone though
   * the calls go on (a queue consult's own operator, who answered it, is still on it).
   */
  isTalking(extension: string) {
    return this.all().some(
      (i) => i.operator === extension && !(i.handingOver && (!i.consult || i.consult.by === extension)),
    );
  }
  /** The live call `extension` is talking on (not a consult of theirs). */
  mainOf(extension: string) {
    return this.all().find((i) => i.operator === extension && !i.consult && !i.joinedWith);
  }
}
