// The call status a failed outbound INVITE gets from the carrier's final reply (docs/telephony.md, "Call
// status codes"). 487 means our own CANCEL: the caller of this function uses it for the dial timeout; when the
// operator cancelled, it writes `cancelled` itself without asking here.
import { CALL_STATUS, type CallStatusCode } from '../../from-client';

const BY_CODE: Readonly<Record<number, CallStatusCode>> = {
  486: CALL_STATUS.busy,
  600: CALL_STATUS.busy,
  603: CALL_STATUS.declined,
  404: CALL_STATUS.invalidNumber,
  410: CALL_STATUS.invalidNumber,
  484: CALL_STATUS.invalidNumber,
  604: CALL_STATUS.invalidNumber,
  408: CALL_STATUS.noAnswer,
  480: CALL_STATUS.noAnswer,
  487: CALL_STATUS.noAnswer,
};

/** `code`: the carrier's final reply; null when it never replied (unreachable, timed out, transport error). */
export function statusOfSipFailure(code: number | null): CallStatusCode {
  if (code === null) return CALL_STATUS.carrierError;
  return BY_CODE[code] ?? CALL_STATUS.carrierError;
}
