// Ending a SIP leg the way call-control does it everywhere.
import { SessionState, type Session } from 'sip.js';
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import { statusName } from './failures';

/** BYE an established leg; `why` (a CALL_STATUS name) tells the operator's softphone why it was cut. */
export const hangUp = (s: Session, why: string | null = null) =>
  s.state === SessionState.Established
    ? s
        .bye(why ? { requestOptions: { extraHeaders: [`X-Call-Status: ${why}`] } } : undefined)
        .catch(() => undefined)
    : undefined;

const CUT_REASONS: readonly CallStatusCode[] = [CALL_STATUS.mediaLost, CALL_STATUS.carrierLost];

/** What the operator's BYE says: why the call was cut, when it was not simply hung up. */
export const cutReason = (status: CallStatusCode) =>
  CUT_REASONS.includes(status) ? statusName(status) : null;
