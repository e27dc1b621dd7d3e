// Inbound calls into a project queue on real parts (run in the loopback namespace): rtpengine, the
// project's Kamailio, a SIPp customer calling the trunk's number, and an operator phone speaking plain RTP.
// The customer hears the queue music while waiting, the operator is offered the call and answers, audio
// flows both ways, the customer hangs up, and the row is complete: inbound, status 11, the wait. A customer
// who hangs up while nobody is available is recorded as abandoned with their wait.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { campaigns } from '../../server/db/schema';
import { CALL_STATUS } from '../../server/from-client';
import { mohs } from '../../server/resources/tables/moh';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import type { CallEvent } from '../../server/telephony/call-control/events';
import { TO_CARRIER } from '../../server/telephony/call-control/ng-profiles';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { startAcd, type Acd } from '../../server/telephony/acd';
import { makeToneWav } from '../../e2e/support/carrier/audio';
import { callFromCustomer, startCustomerCall } from '../../e2e/support/carrier/customer';
import { SIP_DOMAIN, startTelephonyParts, type TelephonyParts } from '../../e2e/support/telephony';
import { DEMO_TRUNK } from '../../server/seed/call-settings';
import { useTestApp, type TestContext } from './helpers/app';
import { firstDatabaseOnly } from './helpers/databases';
import { presence } from './helpers/presence';
import { sendDtmfInfo } from './helpers/dtmf-info';
import { startAnsweringOperator, type AnsweringOperator } from './helpers/answering-operator';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const DIALLED = '74951112233'; // the trunk's number
const MUSIC_HZ = 1000;
const CUSTOMER_HZ = 440;
const OPERATOR_HZ = 660;
const HOLD_HZ = 1500;
const CHOSEN_HZ = 2000;
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

async function prepareProject(ctx: TestContext) {
  const dir = path.join(ctx.dataDir, 'uploads', 'moh');
  mkdirSync(dir, { recursive: true });
  const stored = `${randomUUID()}.wav`;
  makeToneWav(path.join(dir, stored), MUSIC_HZ, 20, 8000);
  const audio = { name: 'tone.wav', stored, size: 1, content_type: 'audio/wav' };
  const [music] = await ctx.db.insert(mohs).values({ title: 'Queue tone', type: 'queue', audio }).returning();
  const held = `${randomUUID()}.wav`;
  makeToneWav(path.join(dir, held), HOLD_HZ, 20, 8000);
  const system = { name: 'hold.wav', stored: held, size: 1, content_type: 'audio/wav' };
  await ctx.db.insert(mohs).values({ title: 'System', type: 'system', audio: system });
  const [trunk] = await ctx.db
    .update(trunks)
    .set({ host: '127.0.0.1', sip_account: DIALLED, queue: '' })
    .where(eq(trunks.title, DEMO_TRUNK))
    .returning();
  const [project] = await ctx.db
    .update(campaigns)
    .set({ trunk_id: trunk.id, moh_id: music.id, queue_strategy: 'ringall', operator_timeout: 10 })
    .where(eq(campaigns.title, 'Demo campaign'))
    .returning();
  // Only 1002 answers for the queue: the administrator's and the transferring operator's phones are paused.
  await presence(ctx, '1001', 'pause');
  await presence(ctx, '1003', 'pause');
  return project;
}

// SIP and media whatever the database: the first one only (helpers/databases.ts, firstDatabaseOnly).
describe.each(firstDatabaseOnly)('inbound queue on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let control: CallControl;
  let acd: Acd;
  let operator: AnsweringOperator;
  let transferring: AnsweringOperator;

  beforeAll(async () => {
    parts = await startTelephonyParts();
    acd = startAcd({
      dataDir: ctx.dataDir,
      log: quiet,
      operators: { profile: TO_CARRIER, browser: false },
    });
    control = await startCallControl({
      db: ctx.db,
      link: { wsUrl: `ws://127.0.0.1:${parts.wsPort}`, domain: SIP_DOMAIN, secret: parts.secret },
      ng: { host: '127.0.0.1', port: parts.ngPort },
      nodeId: 'test-node',
      trunks: trunkPort,
      log: quiet,
      onInbound: acd.onInbound,
    });
    await control.ready;
    operator = await startAnsweringOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1002',
      domain: SIP_DOMAIN,
      answerAfterMs: 1500,
      toneHz: OPERATOR_HZ,
    });
    transferring = await startAnsweringOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1003',
      domain: SIP_DOMAIN,
      answerAfterMs: 0,
      toneHz: CUSTOMER_HZ,
    });
  });

  afterAll(async () => {
    await acd?.close();
    await operator?.stop();
    await transferring?.stop();
    await control?.stop();
    await parts?.stop();
  });

  const call = (holdMs: number) =>
    callFromCustomer({
      to: `sip:${DIALLED}@127.0.0.1:${parts.udpPort}`,
      from: CUSTOMER,
      holdMs,
      playTone: CUSTOMER_HZ,
    });
  const endedRow = async () => {
    await expect
      .poll(
        async () =>
          (await ctx.db.select().from(calls).where(eq(calls.node_id, 'test-node')))[0]?.ended_at ?? null,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    return (await ctx.db.select().from(calls).where(eq(calls.node_id, 'test-node')))[0];
  };

  it('queues the caller with music, the operator answers, audio flows both ways, the row is inbound 11', async () => {
    const project = await prepareProject(ctx);
    const sergey = await presence(ctx, '1002', 'active');
    const result = await call(5000);
    expect(result.answered, result.errors).toBe(true);
    expect(result.hungUpBy).toBe('customer');
    expect(operator.offered().at(-1)).toBe(CUSTOMER);
    expect(result.heardSeconds(MUSIC_HZ)).toBeGreaterThan(0.5);
    expect(result.heardTone(OPERATOR_HZ)).toBe(true);
    expect(operator.rtp.packetsReceived()).toBeGreaterThan(50);
    const row = await endedRow();
    expect(row).toMatchObject({
      context: 'inbound',
      status: CALL_STATUS.inboundAnswered,
      initiator_hang_up: 'client',
      client_phone: CUSTOMER,
      to_phone: DIALLED,
      campaign_id: project.id,
      operator_id: sergey.id,
      trunk: DEMO_TRUNK,
    });
    expect(row.wait_sec).toBeGreaterThanOrEqual(1);
    expect(row.talk_sec).toBeGreaterThanOrEqual(2);
    expect(control.interactions.all()).toEqual([]);
  });

  it('records a caller who hangs up while nobody is available as abandoned, with the wait', async () => {
    await prepareProject(ctx);
    await presence(ctx, '1002', 'pause');
    const offeredBefore = operator.offered().length;
    const result = await call(3000);
    expect(result.answered, result.errors).toBe(true);
    expect(result.heardSeconds(MUSIC_HZ)).toBeGreaterThan(1);
    const row = await endedRow();
    expect(row).toMatchObject({
      context: 'inbound',
      status: CALL_STATUS.abandoned,
      initiator_hang_up: 'client',
      operator_id: null,
    });
    expect(row.wait_sec).toBeGreaterThanOrEqual(2);
    expect(operator.offered().length).toBe(offeredBefore);
  });

  it("puts an operator's consult call to a project queue in that queue: music, then the answering operator", async () => {
    const project = await prepareProject(ctx);
    const sergey = await presence(ctx, '1002', 'active');
    const consult = await transferring.call(project.queue_name, [
      `X-Foo: ${CUSTOMER}`,
      'X-Bar: TYPE_TRANSFER',
      `X-Queue: ${project.queue_name}`,
    ]);
    await expect.poll(() => consult.state, { timeout: 10_000 }).toBe('Established');
    await expect.poll(() => operator.offered().at(-1), { timeout: 10_000 }).toBe(CUSTOMER);
    await expect.poll(() => operator.current()?.state, { timeout: 10_000 }).toBe('Established');
    const before = {
      operator: operator.rtp.packetsReceived(),
      transferring: transferring.rtp.packetsReceived(),
    };
    await expect
      .poll(() => operator.rtp.packetsReceived(), { timeout: 10_000 })
      .toBeGreaterThan(before.operator + 50);
    await expect.poll(() => transferring.rtp.packetsReceived()).toBeGreaterThan(before.transferring + 50);
    await consult.bye();
    const row = await endedRow();
    expect(row).toMatchObject({
      context: 'inbound',
      call_type: 'TYPE_TRANSFER',
      // The transferring operator hung up on the consult without a REFER: cancelled (transfers.test.ts
      // covers the hand-over).
      status: CALL_STATUS.transferCancelled,
      initiator_hang_up: 'client',
      client_phone: CUSTOMER,
      campaign_id: project.id,
      operator_id: sergey.id,
      trunk: '',
    });
  });

  it("plays the system music to the held customer, then the music chosen by the operator leg's Call-ID, and brings the operator back", async () => {
    await prepareProject(ctx);
    await presence(ctx, '1002', 'active');
    const chosen = path.join(ctx.dataDir, 'uploads', 'moh', `${randomUUID()}.wav`);
    makeToneWav(chosen, CHOSEN_HZ, 20, 8000);
    const customer = await startCustomerCall({
      to: `sip:${DIALLED}@127.0.0.1:${parts.udpPort}`,
      from: CUSTOMER,
      holdMs: 9000,
      playTone: CUSTOMER_HZ,
    });
    await expect.poll(() => operator.current()?.state, { timeout: 10_000 }).toBe('Established');
    await new Promise((r) => setTimeout(r, 1500));
    await operator.hold(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await control.chooseMusic(operator.current()!.request.callId, chosen)).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    await operator.hold(false);
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.heardSeconds(HOLD_HZ)).toBeGreaterThan(0.8);
    expect(result.heardSeconds(CHOSEN_HZ)).toBeGreaterThan(0.8);
    expect(result.heardSeconds(OPERATOR_HZ)).toBeGreaterThan(2);
    expect((await endedRow()).status).toBe(CALL_STATUS.inboundAnswered);
  });

  it("plays the operator's keys (SIP INFO) to the caller as telephone-events", async () => {
    await prepareProject(ctx);
    await presence(ctx, '1002', 'active');
    // Keys are pressed once call-control has the answer too: an INFO that overtakes the 200 OK on its way
    // through Kamailio meets a dialog sip.js still calls early, and sip.js drops it without a reply.
    let bridged = false;
    const onCall = (e: CallEvent) => (bridged ||= e.type === 'call.bridged');
    control.events.on('call', onCall);
    const customer = await startCustomerCall({
      to: `sip:${DIALLED}@127.0.0.1:${parts.udpPort}`,
      from: CUSTOMER,
      holdMs: 6000,
      playTone: CUSTOMER_HZ,
    });
    await expect.poll(() => bridged, { timeout: 10_000 }).toBe(true);
    control.events.off('call', onCall);
    const leg = operator.current()!;
    expect(await sendDtmfInfo(leg, 'Signal=7\r\nDuration=160\r\n')).toBe(200);
    expect(await sendDtmfInfo(leg, 'Signal=11\r\nDuration=160\r\n')).toBe(200);
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.keys).toEqual(['7', '#']);
  });
});
