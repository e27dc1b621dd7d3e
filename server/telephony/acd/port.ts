// The ACD's two seams with the call-control core (docs/telephony.md, "Inbound queues"): the queued caller the
// B2BUA hands to a queue (the shape design-12.md fixes, so either side can be built against fakes), and the
// small event sink the queue reports into; the core's typed call-event emitter satisfies it.
import type { CallStatusCode } from '../../from-client';

export interface QueuedCaller {
  id: string; // interaction id
  campaignId: number;
  callerPhone: string;
  enqueuedAt: Date;
  playMusic(file: string | null): Promise<void>; // loop the file to the caller (null: ringback-like silence)
  stopMusic(): Promise<void>;
  /** Ring these operator extensions at once; resolves with the one who answered (now bridged) or null. */
  offer(extensions: string[], timeoutMs: number): Promise<string | null>;
  end(status: CallStatusCode): Promise<void>;
  onGone(cb: () => void): void; // the caller hung up
}

/** What the queue tells the world; field names follow design-12.md's call events. */
export interface AcdEvent {
  type: 'call.queued' | 'call.offered' | 'call.answered' | 'call.ended';
  interactionId: string;
  campaignId: number;
  /** The operator's extension (answered), null while nobody has the call. */
  operator: string | null;
  phone: string;
  at: Date;
  /** call.queued: 1 for the head of the queue. */
  position?: number;
  /** call.offered: the extensions ringing now. */
  operators?: string[];
  /** call.answered and call.ended: whole seconds since the caller joined the queue. */
  waitSec?: number;
  /** call.ended: how the queue ended the call. */
  status?: CallStatusCode;
}

export interface AcdEvents {
  emit(event: AcdEvent): void;
}
