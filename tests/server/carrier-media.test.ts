// What the customer's side of a manual call carries besides voice (docs/telephony.md, "Manual outbound
// call"), on real parts in the loopback namespace: rtpengine, the project's Kamailio, a SIPp carrier whose
// media is a test socket (the customer), and an operator phone speaking plain RTP. A key the operator sends
// as SIP INFO reaches the customer as RFC 4733 telephone-events; a carrier's 183 with SDP gives the operator
// the customer's early audio (and the customer the operator's) before the answer, and the 200 that names
// another media port moves the audio there.
import { eq } from 'drizzle-orm';
import type { Session } from 'sip.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { CALL_STATUS } from '../../server/from-client';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import {
  SIP_DOMAIN,
  callControlLink,
  startTelephonyParts,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { startCarrier, type Carrier } from '../../e2e/support/carrier/carrier';
import { useTestApp } from './helpers/app';
import { sendDtmfInfo } from './helpers/dtmf-info';
import { databaseTargets } from './helpers/databases';
import { mediaPort, rtpParty } from './helpers/rtp-party';
import { startRtpOperator, type RtpOperator } from './helpers/rtp-operator';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
const HEADERS = [
  'X-Campaign: ',
  'X-Main-Trunk: Demo carrier',
  'X-Queue: ',
  'X-Trunk: Demo carrier',
  'X-Sip: 1003',
];

type Party = Awaited<ReturnType<typeof rtpParty>>;

/** The RFC 4733 events among a party's packets: event code and end bit, for payload type `pt`. */
const telephoneEvents = (party: Party, pt: number) =>
  party
    .packets()
    .filter((p) => (p[1] & 0x7f) === pt)
    .map((p) => ({ event: p[12], end: (p[13] & 0x80) !== 0 }));

describe.each(databaseTargets)('keys and early media toward the carrier on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let control: CallControl;
  let operator: RtpOperator;
  let session: Session | null = null;
  let carrier: Carrier | null = null;
  let customers: Party[] = [];

  beforeAll(async () => {
    parts = await startTelephonyParts();
    control = await startCallControl({
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'media-node',
      trunks: trunkPort,
      log: quiet,
      mediaTimeoutSec: 5,
      defaultDialTimeoutMs: 10_000,
    });
    await control.ready;
    operator = await startRtpOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1003',
      domain: SIP_DOMAIN,
    });
  });

  afterEach(async () => {
    if (session?.state === 'Established') await session.bye();
    session = null;
    await expect.poll(() => control.interactions.all().length).toBe(0);
    await carrier?.stop();
    carrier = null;
    customers.forEach((c) => c.close());
    customers = [];
  });

  afterAll(async () => {
    await operator?.stop();
    await control?.stop();
    await parts?.stop();
  });

  /** A carrier answering with early media; its customer's audio is the test sockets `early` and `answer`. */
  const earlyCarrier = async (ringMs: number) => {
    const [early, answer] = [await rtpParty(), await rtpParty()];
    customers.push(early, answer);
    carrier = await startCarrier({
      behaviour: 'early',
      ringMs,
      earlyPort: early.port,
      mediaPort: answer.port,
    });
    await ctx.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: carrier.port })
      .where(eq(trunks.title, 'Demo carrier'));
    return { early, answer };
  };
  /** The carrier's view of the INVITE: rtpengine's port toward it and the telephone-event payload type. */
  const offerToCarrier = async () => {
    await expect.poll(() => carrier!.stats().invites.length, { timeout: 10_000 }).toBe(1);
    const sdp = carrier!.stats().invites[0].sdp;
    return { port: mediaPort(sdp), eventType: Number(/a=rtpmap:(\d+) telephone-event\/8000/.exec(sdp)?.[1]) };
  };
  const endedRow = async () => {
    const row = async () => (await ctx.db.select().from(calls).where(eq(calls.node_id, 'media-node')))[0];
    await expect.poll(async () => (await row())?.ended_at ?? null, { timeout: 10_000 }).not.toBeNull();
    return row();
  };

  it('plays a key the operator sends as SIP INFO to the customer as telephone-events', async () => {
    const { answer } = await earlyCarrier(50);
    session = await operator.call(CUSTOMER, HEADERS);
    await expect.poll(() => session!.state, { timeout: 10_000 }).toBe('Established');
    const offer = await offerToCarrier();
    expect(offer.eventType).toBeGreaterThanOrEqual(96);
    // The operator's voice reaches the customer first: the key goes into that stream.
    await expect.poll(() => answer.received(), { timeout: 5000 }).toBeGreaterThan(10);
    expect(await sendDtmfInfo(session, 'Signal=5\r\nDuration=160\r\n')).toBe(200);
    await expect
      .poll(() => telephoneEvents(answer, offer.eventType).filter((e) => e.end).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(new Set(telephoneEvents(answer, offer.eventType).map((e) => e.event))).toEqual(new Set([5]));
    expect(await sendDtmfInfo(session, 'Signal=#\r\nDuration=100\r\n')).toBe(200);
    await expect
      .poll(() => telephoneEvents(answer, offer.eventType).some((e) => e.event === 11), { timeout: 5000 })
      .toBe(true);
    // Not a key: refused, and nothing more reaches the customer.
    expect(await sendDtmfInfo(session, 'Signal=x\r\n')).toBe(415);
  });

  it('gives the operator the carrier’s early media before the answer, then moves audio to the 200’s port', async () => {
    const { early, answer } = await earlyCarrier(3000);
    session = await operator.call(CUSTOMER, HEADERS, { earlyMedia: true });
    const offer = await offerToCarrier();
    void early.sendTone(offer.port, 440, 2.5);
    // Both ways before the 200: the customer's ringback reaches the operator, the operator's audio the customer.
    await expect
      .poll(() => Math.min(operator.received(), early.received()), { timeout: 2500 })
      .toBeGreaterThan(20);
    expect(session.state).not.toBe('Established');
    await expect.poll(() => session!.state, { timeout: 10_000 }).toBe('Established');
    // The 200 named another port: the operator's audio goes there now.
    await expect.poll(() => answer.received(), { timeout: 5000 }).toBeGreaterThan(20);
    await session.bye();
    expect(await endedRow()).toMatchObject({ status: CALL_STATUS.answered, client_phone: CUSTOMER });
  });
});
