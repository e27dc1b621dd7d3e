// originate and listen on real parts (run in the loopback namespace): rtpengine, the project's Kamailio, an
// echoing SIPp carrier, an operator's phone and a supervisor's phone speaking plain RTP. originate rings the
// operator from the customer's number, dials the customer once the operator answers and joins them (the
// operator hears their own tone come back through the carrier); listen rings the supervisor from 0000<phone>
// and the supervisor hears the call; hanging up by command ends every leg and completes a manual outbound row.
// On PostgreSQL the commands and events go over the bus, as from an app with CALL_CONTROL=off.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { campaigns, users } from '../../server/db/schema';
import { CALL_STATUS } from '../../server/from-client';
import { trunks } from '../../server/resources/tables/trunk';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import {
  connectCallControl,
  type CallControlConnection,
} from '../../server/telephony/call-control/client-from-config';
import type { CallControlClient } from '../../server/telephony/call-control/commands';
import type { CallEvent } from '../../server/telephony/call-control/events';
import { TO_CARRIER } from '../../server/telephony/call-control/ng-profiles';
import { trunkPort } from '../../server/telephony/call-control/trunk-port';
import { hasTone } from '../../e2e/support/carrier/audio';
import {
  SIP_DOMAIN,
  callControlLink,
  startSippCarrier,
  startTelephonyParts,
  telephonyAppEnv,
  type SippCarrier,
  type TelephonyParts,
} from '../../e2e/support/telephony';
import { useTestApp } from './helpers/app';
import { startStandaloneNode } from './helpers/standalone-node';
import { databaseTargets } from './helpers/databases';
import { startAnsweringOperator, type AnsweringOperator } from './helpers/answering-operator';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const OPERATOR_HZ = 660;
const SUPERVISOR_HZ = 1500;
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

describe.each(databaseTargets)('originate and listen on $name', (target) => {
  const ctx = useTestApp(target);
  let parts: TelephonyParts;
  let carrier: SippCarrier;
  let control: CallControl;
  let operator: AnsweringOperator;
  let supervisor: AnsweringOperator;
  /** On PostgreSQL the test speaks as an app without a node (CALL_CONTROL=off): over the bus. */
  let app: CallControlClient;
  const connections: CallControlConnection[] = [];
  let databaseUrl = '';
  const heard: CallEvent[] = [];

  beforeAll(async () => {
    parts = await startTelephonyParts();
    carrier = await startSippCarrier('answer');
    control = await startCallControl({
      db: ctx.db,
      ...callControlLink(parts),
      nodeId: 'test-node',
      trunks: trunkPort,
      log: quiet,
      operators: { profile: TO_CARRIER, browser: false },
      defaultDialTimeoutMs: 3000,
    });
    await control.ready;
    // The database this file's app uses (drizzle keeps its pool as $client); PGlite: the in-process client.
    const pool = (ctx.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
    databaseUrl = target.name === 'postgres' ? pool.options!.connectionString! : 'memory://';
    const node = await connectCallControl({ databaseUrl, nodeId: 'test-node' }, ctx.db, control, quiet);
    connections.push(node);
    if (target.name === 'postgres')
      connections.push(await connectCallControl({ databaseUrl, nodeId: 'app' }, ctx.db, null, quiet));
    app = connections.at(-1)!.client!;
    app.events.on('call', (event) => heard.push(event));
    const phone = (extension: string, toneHz: number) =>
      startAnsweringOperator({
        wsPort: parts.wsPort,
        secret: parts.secret,
        extension,
        domain: SIP_DOMAIN,
        answerAfterMs: 300,
        toneHz,
      });
    operator = await phone('1003', OPERATOR_HZ);
    supervisor = await phone('1002', SUPERVISOR_HZ);
  });

  afterAll(async () => {
    for (const connection of connections) await connection.close();
    await operator?.stop();
    await supervisor?.stop();
    await control?.stop();
    await carrier?.stop();
    await parts?.stop();
  });

  const rowOf = async (id: string) => (await ctx.db.select().from(calls).where(eq(calls.unique_id, id)))[0];

  it('rings the operator from the customer, joins the customer, lets a supervisor listen, ends on command', async () => {
    await ctx.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: carrier.port, tariff_per_minute: 1.5 })
      .where(eq(trunks.title, 'Demo carrier'));
    const id = await app.originate({ operator: '1003', phone: CUSTOMER });
    expect(id).toEqual(expect.any(String));
    await expect.poll(() => operator.offered(), { timeout: 10_000 }).toEqual([CUSTOMER]);
    await expect
      .poll(() => control.interactions.get(id!)?.answeredAt ?? null, { timeout: 10_000 })
      .not.toBeNull();
    // The carrier echoes: the operator hears their own tone after it went to the customer and back.
    await expect.poll(() => operator.rtp.packetsReceived(), { timeout: 10_000 }).toBeGreaterThan(50);
    expect(hasTone(operator.rtp.heard(), 8000, OPERATOR_HZ)).toBe(true);

    expect(await app.listen({ interactionId: id!, supervisor: '1002' })).toBe(true);
    await expect.poll(() => supervisor.offered(), { timeout: 10_000 }).toEqual([`0000${CUSTOMER}`]);
    await expect.poll(() => supervisor.rtp.packetsReceived(), { timeout: 10_000 }).toBeGreaterThan(50);
    // What the customer's side says (the echoed operator tone) reaches the supervisor; the supervisor's own
    // tone reaches nobody: the operator never hears it.
    expect(hasTone(supervisor.rtp.heard(), 8000, OPERATOR_HZ)).toBe(true);
    expect(hasTone(operator.rtp.heard(), 8000, SUPERVISOR_HZ, 0.1)).toBe(false);

    expect(await app.hangUp(id!)).toBe(true);
    await expect.poll(async () => (await rowOf(id!)).ended_at, { timeout: 10_000 }).not.toBeNull();
    const ofCall = heard.filter((e) => e.interactionId === id).map((e) => e.type);
    expect(ofCall).toEqual(['call.started', 'call.ringing', 'call.answered', 'call.ended']);
    await expect.poll(() => supervisor.current()?.state).toBe('Terminated');
    expect(operator.current()?.state).toBe('Terminated');
    const [olga] = await ctx.db.select().from(users).where(eq(users.extension_username, '1003'));
    expect(await rowOf(id!)).toMatchObject({
      status: CALL_STATUS.answered,
      context: 'outbound',
      client_phone: CUSTOMER,
      operator_id: olga.id,
      trunk: 'Demo carrier',
    });
  });

  it('records a call the operator does not answer as cancelled, and one it cannot place as refused', async () => {
    const [project] = await ctx.db.select().from(campaigns).where(eq(campaigns.title, 'Demo campaign'));
    // No phone is registered as 1001 (Anna has no trunk of her own: the project's is used).
    const id = await app.originate({ operator: '1001', phone: CUSTOMER, campaignId: project.id });
    expect(id).toEqual(expect.any(String));
    await expect.poll(async () => (await rowOf(id!))?.ended_at ?? null, { timeout: 10_000 }).not.toBeNull();
    expect(await rowOf(id!)).toMatchObject({
      status: CALL_STATUS.cancelled,
      answered_at: null,
      campaign_id: project.id,
    });
    expect(await app.originate({ operator: '1003', phone: '12' })).toBeNull();
    const [refused] = await ctx.db.select().from(calls).where(eq(calls.client_phone, '12'));
    expect(refused).toMatchObject({ status: CALL_STATUS.refusedNumber, context: 'outbound' });
  });

  if (target.name !== 'postgres') return;

  it('reaches a node in its own process (npm run call-control) and hears its events', async () => {
    const [project] = await ctx.db.select().from(campaigns).where(eq(campaigns.title, 'Demo campaign'));
    const standalone = await startStandaloneNode({
      ...telephonyAppEnv(parts),
      DATA_DIR: ctx.dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ID: 'standalone',
    });
    // This file's own node leaves the bus for a while, so originate can only go to the standalone one.
    await connections[0].close();
    try {
      const id = await app.originate({ operator: '1001', phone: CUSTOMER, campaignId: project.id });
      expect(id).toEqual(expect.any(String));
      await expect
        .poll(() => heard.filter((e) => e.interactionId === id).map((e) => e.type), { timeout: 10_000 })
        .toEqual(['call.started', 'call.ringing', 'call.ended']);
      expect(await rowOf(id!)).toMatchObject({ node_id: 'standalone', status: CALL_STATUS.cancelled });
    } finally {
      connections[0] = await connectCallControl({ databaseUrl, nodeId: 'test-node' }, ctx.db, control, quiet);
      await standalone.stop();
    }
  });
});
