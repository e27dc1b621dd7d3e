// Transfers through call-control on real parts (run in the loopback namespace): rtpengine, Kamailio, the ACD,
// a SIPp carrier that answers and echoes (the customer), a baresip phone sending a tone (a stored transfer
// phone on its own trunk), a busy SIPp carrier, and two operator phones speaking plain RTP. The operator
// consults the target, sends REFER on the customer's call and hangs up both: the target's tone travels to
// the customer and back (it hears itself through the echo), the rows say who took the customer (20/21) and
// the consult is a TYPE_TRANSFER call with the customer's number. A REFER with nothing to hand over gets a
// 503 NOTIFY and the call goes on; a busy target leaves the customer's call as it was; the blind `transfer`
// command hands the customer over without a consult by the operator.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Inviter, Session } from 'sip.js';
import { UserAgent } from 'sip.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { campaigns, users } from '../../server/db/schema';
import { CALL_STATUS } from '../../server/from-client';
import { mohs } from '../../server/resources/tables/moh';
import { trunks } from '../../server/resources/tables/trunk';
import { startAcd, type Acd } from '../../server/telephony/acd';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { TO_CARRIER } from '../../server/telephony/call-control/ng-profiles';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { DEMO_TRUNK } from '../../server/seed/call-settings';
import { makeToneWav } from '../../e2e/support/carrier/audio';
import { startBaresipCustomer, type BaresipCustomer } from '../../e2e/support/carrier/baresip';
import { startCustomerCall } from '../../e2e/support/carrier/customer';
import {
  SIP_DOMAIN,
  callControlLink,
  startSippCarrier,
  startTelephonyParts,
  type SippCarrier,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { useTestApp } from './helpers/app';
import { firstDatabaseOnly } from './helpers/databases';
import { presence } from './helpers/presence';
import { startAnsweringOperator, type AnsweringOperator } from './helpers/answering-operator';

const CUSTOMER = '79161234567';
const TARGET = '74957770000'; // the project's stored transfer phone, on the "Transfer line" trunk
const DIALLED = '74951112233'; // the inbound trunk's number
const TARGET_HZ = 1000;
const CUSTOMER_HZ = 440;
const QUEUE_OPERATOR_HZ = 880;
const HOLD_HZ = 1500;
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

/**
 * REFERs `session` to `target`: `accepted` resolves on the REFER's 2xx, `sipfrag` with the NOTIFY's body.
 */
function referral(session: Session, target: string) {
  let accepted: () => void = () => undefined;
  const replied = new Promise<void>((resolve) => (accepted = resolve));
  const sipfrag = new Promise<string>((resolve, reject) => {
    session
      .refer(UserAgent.makeURI(`sip:${target}@${SIP_DOMAIN}`)!, {
        requestOptions: { extraHeaders: ['X-Bar: TYPE_TRANSFER'] },
        requestDelegate: { onAccept: () => accepted() },
        onNotify: (notification) => {
          void notification.accept();
          resolve(notification.request.body.trim());
        },
      })
      .catch(reject);
  });
  return { accepted: replied, sipfrag };
}

/** REFERs `session` to `target` and resolves with the NOTIFY's sipfrag. */
const refer = (session: Session, target: string) => referral(session, target).sipfrag;

// SIP and media whatever the database: the first one only (helpers/databases.ts, firstDatabaseOnly).
describe.each(firstDatabaseOnly)('transfers on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let echo: SippCarrier;
  let busy: SippCarrier;
  let phone: BaresipCustomer;
  let acd: Acd;
  let control: CallControl;
  let olga: AnsweringOperator; // 1003, transfers
  let sergey: AnsweringOperator; // 1002, answers the queue

  beforeAll(async () => {
    parts = await startTelephonyParts();
    echo = await startSippCarrier('answer');
    busy = await startSippCarrier('busy');
    phone = await startBaresipCustomer({ tone: TARGET_HZ, numbers: [TARGET] });
    acd = startAcd({ dataDir: ctx.dataDir, log: quiet, operators: { profile: TO_CARRIER, browser: false } });
    control = await startCallControl({
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'test-node',
      trunks: trunkPort,
      log: quiet,
      onInbound: acd.onInbound,
    });
    await control.ready;
    const operator = (extension: string, toneHz: number) =>
      startAnsweringOperator({
        wsPort: parts.wsPort,
        secret: parts.secret,
        extension,
        domain: SIP_DOMAIN,
        answerAfterMs: 300,
        toneHz,
      });
    olga = await operator('1003', 660);
    sergey = await operator('1002', QUEUE_OPERATOR_HZ);
  });

  /**
   * The transfer phone hears its own tone, echoed by the customer. Once (a full CI run, PGlite) the tone never
   * came in 17 s: a failure says what the phone had by then.
   */
  const targetHearsItself = (callState: () => string) =>
    expect
      .poll(() => phone.heardTone(TARGET_HZ), { timeout: 15_000 })
      .toBe(true)
      .catch((err: Error) => {
        const events = phone.events().map((e) => e.type);
        throw new Error(
          `${err.message}: the phone heard ${phone.heardSeconds(TARGET_HZ).toFixed(1)} s of the tone in ` +
            `${phone.receivedSeconds().toFixed(1)} s of audio (${phone.heardFile() ?? 'no recording'}); ` +
            `its events: ${events.join(', ')}; the call: ${callState()}`,
        );
      });

  // A test that failed half-way leaves nothing live for the next one.
  afterEach(async () => {
    await Promise.all(control.interactions.all().map((i) => i.end(null, null, 'test over')));
  });

  afterAll(async () => {
    await acd?.close();
    await olga?.stop();
    await sergey?.stop();
    await control?.stop();
    await phone?.stop();
    await echo?.stop();
    await busy?.stop();
    await parts?.stop();
  });

  /** The demo project: its trunk reaches the echoing customer, its stored transfer phone the baresip. */
  async function prepare() {
    const [demo] = await ctx.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: echo.port, sip_account: DIALLED, queue: '' })
      .where(eq(trunks.title, DEMO_TRUNK))
      .returning();
    await ctx.db.insert(trunks).values({
      title: 'Transfer line',
      username: 'transfer',
      password: 'secret',
      sip_account: 'transfer',
      host: '127.0.0.1',
      port: phone.sipPort,
      caller_id: '74950000009',
    });
    const transferPhone = { id: 1, name_phone: 'Partner', phone: TARGET, trunk: 'Transfer line' };
    const [project] = await ctx.db
      .update(campaigns)
      .set({
        trunk_id: demo.id,
        queue_strategy: 'ringall',
        operator_timeout: 10,
        transfer_phones: [{ ...transferPhone, is_sip_trunk: false, moh_class: '' }],
      })
      .where(eq(campaigns.title, 'Demo campaign'))
      .returning();
    for (const ext of ['1001', '1002', '1003']) await presence(ctx, ext, 'pause');
    return project;
  }

  const rows = () => ctx.db.select().from(calls).where(eq(calls.node_id, 'test-node')).orderBy(calls.id);
  const allEnded = async () => {
    await expect.poll(() => control.interactions.all().length, { timeout: 15_000 }).toBe(0);
    await expect
      .poll(async () => (await rows()).every((r) => r.ended_at !== null), { timeout: 10_000 })
      .toBe(true);
    return rows();
  };
  /** Olga calls the customer (the echoing carrier) for the project. */
  async function callCustomer(projectId: number) {
    const main = await olga.call(CUSTOMER, [`X-Campaign: ${projectId}`, `X-Trunk: ${DEMO_TRUNK}`]);
    await expect.poll(() => main.state, { timeout: 10_000 }).toBe('Established');
    return main;
  }
  const consult = async (target: string, headers: string[] = []) => {
    const leg = await olga.call(target, [`X-Foo: ${CUSTOMER}`, 'X-Bar: TYPE_TRANSFER', ...headers]);
    await expect.poll(() => leg.state, { timeout: 10_000 }).not.toBe('Initial');
    return leg;
  };
  /** A customer calls the trunk's number and waits in the project queue until Olga (alone active) answers. */
  async function customerReachesOlga(holdMs: number) {
    await presence(ctx, '1003', 'active');
    const customer = await startCustomerCall({
      to: `sip:${DIALLED}@127.0.0.1:${parts.udpPort}`,
      from: CUSTOMER,
      holdMs,
      playTone: CUSTOMER_HZ,
    });
    await expect.poll(() => olga.current()?.state, { timeout: 10_000 }).toBe('Established');
    return customer;
  }
  /** What the softphone does on hang-up during an accepted consult: the consult ends once the REFER is taken. */
  async function handOver(main: Session, leg: Inviter, target: string) {
    const { accepted, sipfrag } = referral(main, target);
    await accepted;
    await leg.bye();
    expect(await sipfrag).toBe('SIP/2.0 200 OK');
    await main.bye();
  }

  /** Olga consults the queue, Sergey (alone active there) answers, and Olga hands the customer over. */
  async function handOverToSergey(queue: string) {
    await presence(ctx, '1002', 'active');
    const leg = await consult(queue, [`X-Queue: ${queue}`]);
    await expect.poll(() => sergey.current()?.state, { timeout: 10_000 }).toBe('Established');
    // Sergey's phone counts as answered once it sent its 200; call-control bridges on that 200's arrival.
    const bridged = () => control.interactions.all().some((i) => i.consult && i.operator === '1002');
    await expect.poll(bridged).toBe(true);
    await handOver(olga.current()!, leg, queue);
  }

  it('hands an outbound customer to a stored transfer phone on REFER: audio both ways, 21, the consult row', async () => {
    const project = await prepare();
    const main = await callCustomer(project.id);
    const leg = await consult(TARGET);
    await expect.poll(() => leg.state, { timeout: 10_000 }).toBe('Established');
    await handOver(main, leg, TARGET);
    expect(control.interactions.all()).toHaveLength(2);
    // The target's tone crosses to the customer, who echoes it back: the target hears itself.
    // A call of a few seconds, and on a busy machine longer, until the tone is back (read as it is recorded).
    await new Promise((r) => setTimeout(r, 2500));
    await targetHearsItself(() => main.state);
    await phone.hangup();
    const [x, y] = await allEnded();
    expect(phone.heardTone(TARGET_HZ)).toBe(true);
    const [olgaRow] = await ctx.db.select().from(users).where(eq(users.extension_username, '1003'));
    expect(x).toMatchObject({
      status: CALL_STATUS.transferredToNumber,
      client_phone: CUSTOMER,
      operator_id: olgaRow.id,
      call_type: 'TYPE_SYSTEM',
    });
    expect(y).toMatchObject({
      status: CALL_STATUS.answered,
      call_type: 'TYPE_TRANSFER',
      client_phone: CUSTOMER,
      to_phone: TARGET,
      trunk: 'Transfer line',
    });
    expect(x.talk_sec).toBeGreaterThanOrEqual(2);
  });

  it('hands an inbound customer to the queue operator who answered the consult: 20, the consult 11', async () => {
    const project = await prepare();
    const customer = await customerReachesOlga(30_000);
    await handOverToSergey(project.queue_name);
    // Olga is free for the next queue caller; Sergey is on the customer's call now.
    expect([control.interactions.isTalking('1003'), control.interactions.isTalking('1002')]).toEqual([
      false,
      true,
    ]);
    // Sergey hangs up once the customer has had 3 s of him: that ends the customer's call as well.
    const since = customer.packetsReceived();
    await expect.poll(() => customer.packetsReceived() - since, { timeout: 10_000 }).toBeGreaterThan(150);
    await sergey.current()!.bye();
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.hungUpBy).toBe('other side');
    expect(result.heardSeconds(QUEUE_OPERATOR_HZ)).toBeGreaterThan(2);
    const [x, y] = await allEnded();
    expect(x).toMatchObject({ status: CALL_STATUS.transferredToQueue, context: 'inbound' });
    expect(y).toMatchObject({
      status: CALL_STATUS.inboundAnswered,
      call_type: 'TYPE_TRANSFER',
      client_phone: CUSTOMER,
    });
  });

  it('keeps the chain when the queue operator holds the handed-over customer: the music, then the operator again', async () => {
    const project = await prepare();
    const dir = path.join(ctx.dataDir, 'uploads', 'moh');
    mkdirSync(dir, { recursive: true });
    const stored = `${randomUUID()}.wav`;
    makeToneWav(path.join(dir, stored), HOLD_HZ, 20, 8000);
    const audio = { name: 'hold.wav', stored, size: 1, content_type: 'audio/wav' };
    await ctx.db.insert(mohs).values({ title: 'System', type: 'system', audio });
    const customer = await customerReachesOlga(30_000);
    await handOverToSergey(project.queue_name);
    // Each step lasts long enough for its tone to count: 1 s of Sergey, 2 s held, 3 s of Sergey again.
    await new Promise((r) => setTimeout(r, 1000));
    await sergey.hold(true);
    await new Promise((r) => setTimeout(r, 2000));
    await sergey.hold(false);
    await new Promise((r) => setTimeout(r, 3000));
    await sergey.current()!.bye();
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.hungUpBy).toBe('other side');
    expect(result.heardSeconds(HOLD_HZ)).toBeGreaterThan(1);
    // More than the second before the hold: Sergey came back after it.
    expect(result.heardSeconds(QUEUE_OPERATOR_HZ)).toBeGreaterThan(2.5);
    const [x, y] = await allEnded();
    expect(x.status).toBe(CALL_STATUS.transferredToQueue);
    expect(y).toMatchObject({ status: CALL_STATUS.inboundAnswered, call_type: 'TYPE_TRANSFER' });
  });

  it('hands a customer into a queue whose consult is still waiting; the operator who answers later gets them', async () => {
    const project = await prepare();
    const customer = await customerReachesOlga(8000);
    const leg = await consult(project.queue_name, [`X-Queue: ${project.queue_name}`]);
    await expect.poll(() => leg.state, { timeout: 10_000 }).toBe('Established');
    await handOver(olga.current()!, leg, project.queue_name);
    await presence(ctx, '1002', 'active');
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.heardSeconds(QUEUE_OPERATOR_HZ)).toBeGreaterThan(2);
    const [x, y] = await allEnded();
    expect(x.status).toBe(CALL_STATUS.transferredToQueue);
    expect(y).toMatchObject({ status: CALL_STATUS.inboundAnswered, call_type: 'TYPE_TRANSFER' });
  });

  it('answers a REFER with no accepted consult with a 503 NOTIFY, and the call goes on', async () => {
    const project = await prepare();
    const main = await callCustomer(project.id);
    expect(await refer(main, TARGET)).toBe('SIP/2.0 503 Service Unavailable');
    await new Promise((r) => setTimeout(r, 500));
    expect(main.state).toBe('Established');
    const before = olga.rtp.packetsReceived();
    await expect.poll(() => olga.rtp.packetsReceived()).toBeGreaterThan(before + 20);
    await main.bye();
    const [x] = await allEnded();
    expect(x.status).toBe(CALL_STATUS.answered);
  });

  it('records a consult to a busy number as busy and leaves the customer with the operator', async () => {
    const project = await prepare();
    const main = await callCustomer(project.id);
    await ctx.db.update(trunks).set({ port: busy.port }).where(eq(trunks.title, DEMO_TRUNK));
    const leg = await consult('79160000000');
    await expect.poll(() => leg.state, { timeout: 10_000 }).toBe('Terminated');
    expect(main.state).toBe('Established');
    expect(control.interactions.all()).toHaveLength(1);
    await main.bye();
    const [x, y] = await allEnded();
    expect(x.status).toBe(CALL_STATUS.answered);
    expect(y).toMatchObject({ status: CALL_STATUS.busy, call_type: 'TYPE_TRANSFER', client_phone: CUSTOMER });
  });

  it('transfers blind by command: the operator is let go, the customer talks to the number, 21', async () => {
    const project = await prepare();
    const main = await callCustomer(project.id);
    const [live] = control.interactions.all();
    expect(await control.transfer(live.id, TARGET)).toBe(true);
    await expect.poll(() => main.state, { timeout: 10_000 }).toBe('Terminated');
    // A call of a few seconds, and on a busy machine longer, until the tone is back (read as it is recorded).
    await new Promise((r) => setTimeout(r, 2500));
    await targetHearsItself(() => main.state);
    await phone.hangup();
    const [x, y] = await allEnded();
    expect(phone.heardTone(TARGET_HZ)).toBe(true);
    expect(x.status).toBe(CALL_STATUS.transferredToNumber);
    expect(y).toMatchObject({ status: CALL_STATUS.answered, call_type: 'TYPE_TRANSFER' });
  });
});
