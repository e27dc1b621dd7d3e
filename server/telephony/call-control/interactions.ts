// The live interactions of this node: one customer contact = one rtpengine call (call-id = interaction id)
// and one calls row. Commands (hang up, play, stop) find an interaction here by its id; music commands also
// by the SIP Call-ID of the operator's dialog, which is what the softphone knows.
import type { HangUpInitiator } from '../../calls/table';
import type { CallStatusCode } from '../../from-client';

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
  /** Ends every leg, completes the row; a second call does nothing. */
  end(status: CallStatusCode | null, initiator: HangUpInitiator | null, cause: string): Promise<void>;
  /** The SIP Call-ID of the operator's dialog (their INVITE, or ours to them for a queued call). */
  operatorSipCallId?: string | null;
  /** The operator has the customer on hold now (music playing to the customer). */
  held?: boolean;
  /** The music file chosen for this call's hold (a transfer phone's class, POST /node/channel/moh). */
  music?: string | null;
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
}
