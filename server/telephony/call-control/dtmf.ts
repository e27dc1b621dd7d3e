// Keys the operator presses during a call (docs/telephony.md, "Manual outbound call"): the softphone sends
// each as a SIP INFO (application/dtmf-relay, `Signal=5` / `Duration=160`) on its dialog with call-control.
// rtpengine plays it into the customer's stream as an RFC 4733 telephone-event (ng `play DTMF`): the carrier
// is always offered telephone-event and every leg is set up for injection (ng-profiles.ts).
import type { Info, SessionDelegate } from 'sip.js';
import type { NgClient, NgParams } from '../media/ng-client';

const MIN_MS = 40;
const MAX_MS = 2000;
const DEFAULT_MS = 160;

/** The key and its length from a dtmf-relay body, or null when it names no key rtpengine can play. */
export function parseDtmfRelay(body: string): { code: string; durationMs: number } | null {
  const signal = /^\s*Signal\s*=\s*([0-9*#A-Da-d]|1[0-5])\s*$/im.exec(body)?.[1];
  if (!signal) return null;
  const code = { '10': '*', '11': '#', '12': 'A', '13': 'B', '14': 'C', '15': 'D' }[signal] ?? signal;
  const asked = Number(/^\s*Duration\s*=\s*(\d+)\s*$/im.exec(body)?.[1] ?? DEFAULT_MS);
  return { code: code.toUpperCase(), durationMs: Math.min(MAX_MS, Math.max(MIN_MS, asked)) };
}

/** rtpengine has no stream from the operator yet (a key pressed as the call is answered): wait for it. */
const NOT_FLOWING_YET = /No SSRC context/;
const RETRIES = 10;
const RETRY_MS = 100;

async function playKey(ng: NgClient, params: NgParams) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ng.send('playDTMF', params);
    } catch (err) {
      if (attempt >= RETRIES || !NOT_FLOWING_YET.test((err as Error).message)) throw err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/**
 * The INFO handler of an operator's dialog: each key goes to the customer of rtpengine call `callId` as if
 * sent by the party tagged `operatorTag`. 200 once rtpengine played it; 415 for another body; 500 if it failed.
 */
export const dtmfToCustomer =
  (ng: NgClient, callId: string, operatorTag: string): NonNullable<SessionDelegate['onInfo']> =>
  (info: Info) => {
    const type = info.request.getHeader('Content-Type') ?? '';
    const key = /application\/dtmf-relay/i.test(type) ? parseDtmfRelay(info.request.body ?? '') : null;
    if (!key) return void info.reject({ statusCode: 415 }).catch(() => undefined);
    const params = { 'call-id': callId, 'from-tag': operatorTag, code: key.code, duration: key.durationMs };
    playKey(ng, params).then(
      () => info.accept().catch(() => undefined),
      () => info.reject({ statusCode: 500 }).catch(() => undefined),
    );
  };
