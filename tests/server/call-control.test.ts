// The call-control service on real parts (run in the loopback namespace): rtpengine, the project's
// Kamailio, SIPp carriers, and an operator phone that speaks plain RTP. A manual outbound call leaves
// through the trunk, audio flows both ways through rtpengine and is recorded, the hang-up completes the
// call row; a busy carrier and a missing trunk reach the operator as their status and are recorded; a dead
// media server or a silent carrier ends the call with its status; a restart closes the rows left open.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from 'sip.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { contacts } from '../../server/contacts/table';
import { users } from '../../server/db/schema';
import { CALL_STATUS } from '../../server/from-client';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { createRecordingQueue } from '../../server/telephony/recordings';
import { closeLeftOpen } from '../../server/telephony/call-control/call-row';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { createNgClient } from '../../server/telephony/media/ng-client';
import {
  SIP_DOMAIN,
  callControlLink,
  startSippCarrier,
  startTelephonyParts,
  type SippCarrier,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { startCarrier } from '../../e2e/support/carrier/carrier';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { startRtpOperator, type RtpOperator } from './helpers/rtp-operator';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

describe.each(databaseTargets)('call-control on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let answering: SippCarrier;
  let busy: SippCarrier;
  let control: CallControl;
  let operator: RtpOperator;
  let session: Session | null = null;
  let recordings: ReturnType<typeof createRecordingQueue>;

  beforeAll(async () => {
    parts = await startTelephonyParts();
    answering = await startSippCarrier('answer');
    busy = await startSippCarrier('busy');
    recordings = createRecordingQueue({
      db: ctx.db,
      dataDir: parts.dir,
      spoolDir: parts.spoolDir,
      log: quiet,
    });
    control = await startCallControl({
      recordings,
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'test-node',
      trunks: trunkPort,
      log: quiet,
      mediaTimeoutSec: 2,
      defaultDialTimeoutMs: 2000,
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
  });

  afterAll(async () => {
    await operator?.stop();
    await control?.stop();
    await answering?.stop();
    await busy?.stop();
    await parts?.stop();
  });

  const pointTrunkAt = (carrier: { port: number }) =>
    ctx.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: carrier.port, tariff_per_minute: 1.5 })
      .where(eq(trunks.title, 'Demo carrier'));
  const headers = [
    'X-Campaign: ',
    'X-Main-Trunk: Demo carrier',
    'X-Queue: ',
    'X-Trunk: Demo carrier',
    'X-Sip: 1003',
  ];
  const rowOf = async () => (await ctx.db.select().from(calls).where(eq(calls.node_id, 'test-node')))[0];
  const endedRow = async () => {
    await expect.poll(async () => (await rowOf())?.ended_at ?? null, { timeout: 10_000 }).not.toBeNull();
    return rowOf();
  };

  it('places a manual call through the trunk: audio both ways, the operator hangs up, the row is complete', async () => {
    await pointTrunkAt(answering);
    session = await operator.call(CUSTOMER, headers);
    await expect.poll(() => session!.state, { timeout: 10_000 }).toBe('Established');
    const [live] = control.interactions.all();
    expect(live.phone).toBe(CUSTOMER);
    // The carrier echoes: what comes back to the operator went through rtpengine to the carrier and back.
    await expect.poll(() => operator.received(), { timeout: 10_000 }).toBeGreaterThan(60);
    const ng = createNgClient({ host: '127.0.0.1', port: parts.ngPort });
    const query = await ng.send('query', { 'call-id': live.id });
    ng.close();
    expect(JSON.stringify(query)).toContain('"cust"');
    await session.bye();
    const row = await endedRow();
    const [ivan] = await ctx.db.select().from(contacts).where(eq(contacts.phone, CUSTOMER));
    const [olga] = await ctx.db.select().from(users).where(eq(users.extension_username, '1003'));
    expect(row).toMatchObject({
      status: CALL_STATUS.answered,
      initiator_hang_up: 'operator',
      client_phone: CUSTOMER,
      context: 'outbound',
      trunk: 'Demo carrier',
      operator_id: olga.id,
      contact_id: ivan.id,
      unique_id: live.id,
    });
    expect(row.talk_sec).toBeGreaterThan(0);
    expect(row.bill_sec).toBe(row.talk_sec);
    expect(row.price).toBe(1.5);
    expect(row.answered_at).not.toBeNull();
    // Recorded from the answer: the queue converted rtpengine's pcap and linked the file from the row.
    const recordedRow = async () => (await ctx.db.select().from(calls).where(eq(calls.id, row.id)))[0];
    await expect.poll(async () => (await recordedRow()).file_format, { timeout: 20_000 }).toBe('opus');
    const recorded = await recordedRow();
    expect(statSync(join(parts.dir, 'recordings', recorded.audio_path)).size).toBeGreaterThan(1000);
  });

  /** An answered call to the echoing carrier, with audio flowing. */
  async function answeredCall() {
    await pointTrunkAt(answering);
    session = await operator.call(CUSTOMER, headers);
    await expect.poll(() => session!.state, { timeout: 10_000 }).toBe('Established');
    const before = operator.received();
    await expect.poll(() => operator.received() - before).toBeGreaterThan(10);
  }

  it('ends the call as media lost (101) when rtpengine dies, and tells the operator why', async () => {
    await answeredCall();
    try {
      parts.rtpengine.process.kill('SIGKILL');
      await expect.poll(() => operator.byeStatus(), { timeout: 15_000 }).toBe('mediaLost');
      expect(await endedRow()).toMatchObject({ status: CALL_STATUS.mediaLost, initiator_hang_up: null });
    } finally {
      await parts.restartMedia();
    }
  });

  it('ends the call as carrier lost (102) when the carrier stops sending audio and never hangs up', async () => {
    await answeredCall();
    const port = answering.port;
    await answering.stop();
    try {
      await expect.poll(() => operator.byeStatus(), { timeout: 15_000 }).toBe('carrierLost');
      const row = await endedRow();
      expect(row).toMatchObject({ status: CALL_STATUS.carrierLost, initiator_hang_up: null });
      expect(row.talk_sec).toBeGreaterThan(0);
    } finally {
      answering = await startSippCarrier('answer', { port });
    }
  });

  it("ends the call as operator lost (104) when the operator's phone goes silent without a BYE", async () => {
    await answeredCall();
    operator.goSilent();
    const row = await endedRow();
    expect(row).toMatchObject({ status: CALL_STATUS.operatorLost, initiator_hang_up: null });
  });

  it('registers again after Kamailio restarts, and the next call goes through', async () => {
    await parts.restartSip();
    await operator.stop();
    operator = await startRtpOperator({
      wsPort: parts.wsPort,
      secret: parts.secret,
      extension: '1003',
      domain: SIP_DOMAIN,
    });
    await pointTrunkAt(answering);
    // Until call-control is registered again Kamailio answers 503 (no callcontrol): try again after each.
    await expect
      .poll(
        async () => {
          const attempt = await operator.call(CUSTOMER, headers);
          await expect.poll(() => attempt.state, { timeout: 10_000 }).toMatch(/Established|Terminated/);
          if (attempt.state === 'Established') session = attempt;
          return attempt.state;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('Established');
  });

  it("answers the carrier's digest challenge with the trunk's account; a wrong password is a carrier error", async () => {
    const carrier = await startCarrier({
      behaviour: 'auth',
      challenge: 401,
      username: 'trunkuser',
      password: 'trunkpass',
    });
    try {
      await pointTrunkAt(carrier);
      await ctx.db
        .update(trunks)
        .set({ username: 'trunkuser', password: 'trunkpass' })
        .where(eq(trunks.title, 'Demo carrier'));
      session = await operator.call(CUSTOMER, headers);
      await expect.poll(() => session!.state, { timeout: 10_000 }).toBe('Established');
      // SIPp writes its message trace when it gets to it: poll, the call may be up before the line is out.
      await expect
        .poll(() => carrier.stats().invites.some((i) => i.authorization?.includes('username="trunkuser"')))
        .toBe(true);
      await session.bye();
      expect(await endedRow()).toMatchObject({ status: CALL_STATUS.answered });
      await ctx.db.delete(calls);
      await ctx.db.update(trunks).set({ password: 'wrong' }).where(eq(trunks.title, 'Demo carrier'));
      session = await operator.call(CUSTOMER, headers);
      await expect.poll(() => operator.failure()).toEqual({ code: 502, status: 'carrierError' });
      expect(await endedRow()).toMatchObject({ status: CALL_STATUS.carrierError });
    } finally {
      await carrier.stop();
    }
  });

  it('cancels a customer who does not answer within the dial timeout: 480 noAnswer, status 2', async () => {
    const carrier = await startCarrier({ behaviour: 'ringout' });
    try {
      await pointTrunkAt(carrier);
      session = await operator.call(CUSTOMER, headers);
      await expect
        .poll(() => operator.failure(), { timeout: 10_000 })
        .toEqual({ code: 480, status: 'noAnswer' });
      expect(await endedRow()).toMatchObject({ status: CALL_STATUS.noAnswer, talk_sec: 0 });
      await expect.poll(() => carrier.stats().requests.CANCEL ?? 0, { timeout: 10_000 }).toBe(1);
    } finally {
      await carrier.stop();
    }
  });

  it('answers a busy customer with 486 and X-Call-Status busy, and records status 3', async () => {
    await pointTrunkAt(busy);
    session = await operator.call(CUSTOMER, headers);
    await expect.poll(() => operator.failure()).toEqual({ code: 486, status: 'busy' });
    const row = await endedRow();
    expect(row).toMatchObject({
      status: CALL_STATUS.busy,
      talk_sec: 0,
      initiator_hang_up: null,
      trunk: 'Demo carrier',
    });
    expect(row.hangup_cause).toContain('486');
  });

  it('refuses a call no trunk can carry with noTrunk, and records status 8', async () => {
    await ctx.db.update(users).set({ main_trunk_id: null }).where(eq(users.extension_username, '1003'));
    session = await operator.call(CUSTOMER, ['X-Sip: 1003']);
    await expect.poll(() => operator.failure()).toEqual({ code: 403, status: 'noTrunk' });
    expect(await endedRow()).toMatchObject({ status: CALL_STATUS.noTrunk, trunk: '' });
  });

  it('closes the rows a node left open when it starts again, with status 103', async () => {
    const at = new Date(Date.now() - 60_000);
    await ctx.db.insert(calls).values([
      {
        unique_id: 'left-open',
        at,
        answered_at: new Date(at.getTime() + 10_000),
        client_phone: CUSTOMER,
        context: 'outbound',
        call_type: 'TYPE_SYSTEM',
        node_id: 'restarted',
      },
      {
        unique_id: 'other-node',
        at,
        client_phone: CUSTOMER,
        context: 'outbound',
        call_type: 'TYPE_SYSTEM',
        node_id: 'elsewhere',
      },
    ]);
    expect(await closeLeftOpen(ctx.db, 'restarted')).toBe(1);
    const [closed] = await ctx.db.select().from(calls).where(eq(calls.unique_id, 'left-open'));
    expect(closed).toMatchObject({ status: CALL_STATUS.closedAtRestart });
    expect(closed.talk_sec).toBeGreaterThanOrEqual(49);
    expect(
      await ctx.db
        .select()
        .from(calls)
        .where(and(eq(calls.node_id, 'elsewhere'), isNull(calls.ended_at))),
    ).toHaveLength(1);
  });
});
