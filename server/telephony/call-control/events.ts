// The typed events call-control publishes (design-12.md): every change of a customer interaction, for the
// monitoring screen and the reports that come next. The ACD (server/telephony/acd) emits its queue events here.
import { EventEmitter } from 'node:events';

export type CallEventType =
  | 'call.started'
  | 'call.ringing'
  | 'call.answered'
  | 'call.queued'
  | 'call.offered'
  | 'call.bridged'
  | 'call.transferred'
  | 'call.ended';

export interface CallEvent {
  type: CallEventType;
  interactionId: string;
  campaignId: number | null;
  /** The operator's extension, when one is on the call. */
  operator: string | null;
  phone: string;
  at: Date;
  /** call.ended: the status written to the row. */
  status?: number;
}

export interface TrunkRegistrationEvent {
  type: 'trunk.registration';
  trunkId: number;
  state: 'registered' | 'failed';
  error: string;
  at: Date;
}

type Events = { call: [CallEvent]; trunk: [TrunkRegistrationEvent] };

export class CallEvents extends EventEmitter<Events> {
  call(event: Omit<CallEvent, 'at'>) {
    this.emit('call', { ...event, at: new Date() });
  }
}
