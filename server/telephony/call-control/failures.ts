// How a call that could not be made is answered to the operator's softphone: a SIP code and reason any
// phone understands, and X-Call-Status naming the CALL_STATUS the softphone turns into the spec's message
// (plugins/softphone/phone/call-failure.ts).
import { CALL_STATUS, type CallStatusCode, type CallStatusName } from '../../from-client';

const REPLIES: Partial<Record<CallStatusName, [number, string]>> = {
  noAnswer: [480, 'No Answer'],
  busy: [486, 'Busy Here'],
  declined: [603, 'Declined'],
  invalidNumber: [404, 'Invalid Number'],
  // Not 503: a proxy turns a 503 into 500 (RFC 3261 16.7).
  carrierError: [502, 'Carrier Failed'],
  noTrunk: [403, 'No Trunk'],
  refusedNumber: [484, 'Number Refused'],
  mediaLost: [500, 'Media Server Unavailable'],
  transferFailed: [404, 'No Such Transfer Target'],
};

export const statusName = (code: CallStatusCode): CallStatusName =>
  (Object.keys(CALL_STATUS) as CallStatusName[]).find((name) => CALL_STATUS[name] === code) ?? 'carrierError';

export function failureReply(code: CallStatusCode) {
  const name = statusName(code);
  const [statusCode, reasonPhrase] = REPLIES[name] ?? REPLIES.carrierError!;
  return { statusCode, reasonPhrase, extraHeaders: [`X-Call-Status: ${name}`] };
}
