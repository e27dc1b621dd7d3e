// Music while a manual outbound call is held, on real parts (run in the loopback namespace): rtpengine, the
// project's Kamailio, a baresip customer that records what it hears, and an operator phone speaking plain
// RTP. The operator's re-INVITE with a=sendonly makes the customer hear the system music instead of the
// operator; POST /node/channel/moh with the operator dialog's SIP Call-ID switches to another entry while
// held; a=sendrecv stops the music and the customer hears the operator again. A call no longer live is
// not found.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Inviter } from 'sip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mohs } from '../../server/resources/tables/moh';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { makeToneWav, readWav, toneSeconds } from '../../e2e/support/carrier/audio';
import { startBaresipCustomer, type BaresipCustomer } from '../../e2e/support/carrier/baresip';
import {
  SIP_DOMAIN,
  callControlLink,
  startTelephonyParts,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { DEMO_TRUNK } from '../../server/seed/call-settings';
import { DEMO, tokenOf } from './contacts-helpers';
import { send } from './tasks-helpers';
import { useTestApp, type TestContext } from './helpers/app';
import { firstDatabaseOnly } from './helpers/databases';
import { startAnsweringOperator, type AnsweringOperator } from './helpers/answering-operator';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const OPERATOR_HZ = 660;
const SYSTEM_HZ = 1500;
const CHOSEN_HZ = 1000;
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
const headers = ['X-Campaign: ', 'X-Main-Trunk: Demo carrier', 'X-Queue: ', 'X-Sip: 1003'];

/** A music-on-hold entry whose upload is a `hz` tone. */
async function toneMusic(ctx: TestContext, title: string, type: string, hz: number) {
  const dir = path.join(ctx.dataDir, 'uploads', 'moh');
  mkdirSync(dir, { recursive: true });
  const stored = `${randomUUID()}.wav`;
  makeToneWav(path.join(dir, stored), hz, 20, 8000);
  const audio = { name: `${title}.wav`, stored, size: 1, content_type: 'audio/wav' };
  await ctx.db.insert(mohs).values({ title, type, audio });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// SIP and media whatever the database: the first one only (helpers/databases.ts, firstDatabaseOnly).
describe.each(firstDatabaseOnly)('music while held on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let customer: BaresipCustomer;
  let control: CallControl;
  let operator: AnsweringOperator;

  beforeAll(async () => {
    parts = await startTelephonyParts();
    customer = await startBaresipCustomer({ numbers: [CUSTOMER], tone: 440 });
    control = await startCallControl({
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'test-node',
      trunks: trunkPort,
      log: quiet,
      dataDir: ctx.dataDir,
    });
    await control.ready;
    operator = await startAnsweringOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1003',
      domain: SIP_DOMAIN,
      answerAfterMs: 0,
      toneHz: OPERATOR_HZ,
    });
  });

  afterAll(async () => {
    await operator?.stop();
    await control?.stop();
    await customer?.stop(); // before Kamailio (STACK.md)
    await parts?.stop();
  });

  it("plays the system music to the held customer, switches to the music chosen by the operator dialog's Call-ID, stops on unhold", async () => {
    await toneMusic(ctx, 'System', 'system', SYSTEM_HZ);
    await toneMusic(ctx, 'Violins', 'transfer', CHOSEN_HZ);
    await ctx.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: customer.sipPort })
      .where(eq(trunks.title, DEMO_TRUNK));
    // As server/main.ts decorates the app with its in-process node (this app is already started).
    Object.assign(ctx.app, { callControl: control });
    const token = await tokenOf(ctx, DEMO.operator);
    const since = Date.now();
    const session: Inviter = await operator.call(CUSTOMER, headers);
    await expect.poll(() => session.state, { timeout: 10_000 }).toBe('Established');
    const callId = session.request.callId;
    const [live] = control.interactions.all();
    expect(control.interactions.bySipCallId(callId)?.id).toBe(live.id);
    await pause(1500);
    await operator.hold(true, session);
    await expect.poll(() => live.held).toBe(true);
    await pause(2000);
    const chosen = await send(ctx, 'POST', '/node/channel/moh', token, {
      system_id: callId,
      moh_class: 'Violins',
    });
    expect(chosen.json()).toEqual({ ok: true, system_id: callId, moh_class: 'Violins' });
    await pause(2000);
    await operator.hold(false, session);
    await expect.poll(() => live.held).toBe(false);
    await pause(2000);
    await session.bye();
    await customer.waitForEvent('CALL_CLOSED', { since });

    const { rate, samples } = readWav(customer.heardFile()!);
    expect(toneSeconds(samples, rate, SYSTEM_HZ)).toBeGreaterThan(1);
    expect(toneSeconds(samples, rate, CHOSEN_HZ)).toBeGreaterThan(1);
    // The last second: the operator again, no music left playing.
    const last = samples.subarray(samples.length - rate);
    expect(toneSeconds(last, rate, OPERATOR_HZ)).toBeGreaterThan(0.7);
    expect(toneSeconds(last, rate, CHOSEN_HZ)).toBe(0);
    // While held the operator was not heard: 1.5 s before, about 2 s after.
    expect(toneSeconds(samples, rate, OPERATOR_HZ)).toBeLessThan(4.5);

    await expect.poll(() => control.interactions.all().length).toBe(0);
    const gone = await send(ctx, 'POST', '/node/channel/moh', token, {
      system_id: callId,
      moh_class: 'Violins',
    });
    expect(gone.statusCode).toBe(404);
  });
});
