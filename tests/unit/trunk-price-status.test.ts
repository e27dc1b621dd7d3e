// A call's price from its billed seconds and the trunk's tariff, and the call status of a carrier's refusal
// (server/telephony/trunks; docs/telephony.md, "Call status codes").
import { describe, expect, it } from 'vitest';
import { CALL_STATUS } from '../../src/contracts/call-status';
import { callPrice } from '../../server/telephony/trunks/price';
import { statusOfSipFailure } from '../../server/telephony/trunks/sip-failure';

describe('callPrice', () => {
  it('charges every started minute at the tariff, to 2 decimals', () => {
    expect(callPrice(0, 1.5)).toBe(0);
    expect(callPrice(1, 1.5)).toBe(1.5);
    expect(callPrice(60, 1.5)).toBe(1.5);
    expect(callPrice(61, 1.5)).toBe(3);
    expect(callPrice(185, 0.35)).toBe(1.4);
    expect(callPrice(3600, 0.1)).toBe(6);
    expect(callPrice(59, 0.333)).toBe(0.33);
    expect(callPrice(120, 0)).toBe(0);
  });
});

describe('statusOfSipFailure', () => {
  it.each([
    [486, CALL_STATUS.busy],
    [600, CALL_STATUS.busy],
    [603, CALL_STATUS.declined],
    [404, CALL_STATUS.invalidNumber],
    [410, CALL_STATUS.invalidNumber],
    [484, CALL_STATUS.invalidNumber],
    [604, CALL_STATUS.invalidNumber],
    [408, CALL_STATUS.noAnswer],
    [480, CALL_STATUS.noAnswer],
    [487, CALL_STATUS.noAnswer],
    [403, CALL_STATUS.carrierError],
    [401, CALL_STATUS.carrierError],
    [500, CALL_STATUS.carrierError],
    [503, CALL_STATUS.carrierError],
    [606, CALL_STATUS.carrierError],
    [null, CALL_STATUS.carrierError],
  ])('maps %s to %s', (code, status) => {
    expect(statusOfSipFailure(code)).toBe(status);
  });
});
