// Why a call to a customer failed or was cut, as the operator reads it. Call-control names the call's
// status in X-Call-Status on its final reply or BYE (server/telephony/call-control/failures.ts); a reply
// without it comes from the SIP server itself (503/500: call-control is not running).
export interface SipMessageLike {
  status_code?: number;
  getHeader?: (name: string) => string | undefined;
}

const BY_STATUS: Record<string, string> = {
  busy: 'clientBusy',
  noAnswer: 'clientNoAnswer',
  declined: 'clientDeclined',
  invalidNumber: 'invalidNumber',
  refusedNumber: 'invalidNumber',
  carrierError: 'callFailedContactAdmin',
  noTrunk: 'trunkErrorUser',
  mediaLost: 'mediaLost',
  carrierLost: 'carrierLost',
  operatorLost: 'mediaLost',
};

/** The errors.* key to show, or null when the message says nothing call-control decided. */
export function callFailureKey(message: SipMessageLike | undefined | null): string | null {
  const status = message?.getHeader?.('X-Call-Status')?.trim();
  if (status) return BY_STATUS[status] ?? 'callFailedContactAdmin';
  const code = message?.status_code ?? 0;
  return code === 500 || code === 503 ? 'callNotAvailable' : null;
}
