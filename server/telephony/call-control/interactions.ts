// The live interactions of this node: one customer contact = one rtpengine call (call-id = interaction id)
// and one calls row. Commands (hang up, play, stop) find an interaction here by its id.
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
  all() {
    return [...this.live.values()];
  }
}
