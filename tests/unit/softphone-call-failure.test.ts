// Every way call-control fails or cuts a call to a customer reaches the operator as a message of its own
// (issue 12, flow 1), and the SIP server's own 500/503 (call-control not running) says calls are unavailable.
import { describe, expect, it } from 'vitest';
import { callFailureKey } from '@/plugins/softphone/phone/call-failure';
import { texts } from '@/plugins/softphone/ui/texts';

const reply = (status_code: number, status?: string) => ({
  status_code,
  getHeader: (name: string) => (name === 'X-Call-Status' ? status : undefined),
});

describe('callFailureKey', () => {
  it.each([
    [486, 'busy', 'clientBusy'],
    [480, 'noAnswer', 'clientNoAnswer'],
    [603, 'declined', 'clientDeclined'],
    [404, 'invalidNumber', 'invalidNumber'],
    [502, 'carrierError', 'callFailedContactAdmin'],
    [403, 'noTrunk', 'trunkErrorUser'],
    [500, 'mediaLost', 'mediaLost'],
    [0, 'carrierLost', 'carrierLost'],
    [599, 'somethingNew', 'callFailedContactAdmin'],
    [500, undefined, 'callNotAvailable'],
    [503, undefined, 'callNotAvailable'],
  ])('%i with X-Call-Status %s shows %s, a message in both languages', (code, status, key) => {
    expect(callFailureKey(reply(code, status))).toBe(key);
    for (const locale of ['en', 'ru'] as const)
      expect((texts[locale].errors as Record<string, unknown>)[key]).toEqual(expect.any(String));
  });

  it('says nothing for a plain hang-up or a reply call-control did not decide', () => {
    expect(callFailureKey(undefined)).toBeNull();
    expect(callFailureKey(reply(486))).toBeNull();
  });
});
