// The way the app reaches call-control (server/telephony/call-control/client.ts): in-process it calls the node
// directly (both databases); on PostgreSQL a command reaches a node with its own bus connection (another
// process in production), comes back with the node's answer, times out when the owning node is gone, and the
// node's events reach the app; POST /node/channel/moh from an app without a node of its own reaches it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { mohs } from '../../server/resources/tables/moh';
import { openBus } from '../../server/telephony/call-control/bus';
import { CallControlUnreachable, createCallControlClient } from '../../server/telephony/call-control/client';
import {
  connectCallControl,
  type CallControlConnection,
} from '../../server/telephony/call-control/client-from-config';
import type { CallEvent } from '../../server/telephony/call-control/events';
import { CallEvents } from '../../server/telephony/call-control/events';
import type { CallControl } from '../../server/telephony/call-control';
import { Interactions } from '../../server/telephony/call-control/interactions';
import { seedDemo } from '../../server/seed/demo';
import { DEMO_PASSWORD, resetDatabase, testConfig, type TestContext } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { openLiveRow } from './helpers/live-call-row';
import { DEMO, tokenOf } from './contacts-helpers';

const log = { info: () => undefined, warn: () => undefined };

/** A node that knows the interactions in `owns` (by id or SIP Call-ID) and records every command it ran. */
function fakeNode(owns: string[]) {
  const ran: { name: string; args: unknown[] }[] = [];
  const knows =
    (name: string) =>
    async (...args: unknown[]) => {
      ran.push({ name, args });
      if (args[0] === 'broken') throw new Error('the node failed');
      return owns.includes(String(args[0]));
    };
  const node = {
    events: new CallEvents(),
    interactions: new Interactions(),
    hangUp: knows('hangUp'),
    play: knows('play'),
    stopPlay: knows('stopPlay'),
    chooseMusic: knows('chooseMusic'),
    originate: async (request: unknown) => (ran.push({ name: 'originate', args: [request] }), 'new-call'),
    trunksChanged: async () => void ran.push({ name: 'trunksChanged', args: [] }),
  };
  return { node: node as unknown as CallControl, ran, events: node.events };
}

const nextEvent = (events: CallEvents) => new Promise<CallEvent>((resolve) => events.once('call', resolve));

const liveRow = (database: Database, uniqueId: string, nodeId: string) =>
  openLiveRow(database.db, uniqueId, nodeId);

describe.each(databaseTargets)('call-control commands and events on $name', (target) => {
  let database: Database;
  let url: string;
  let dispose: () => Promise<void>;
  const connections: CallControlConnection[] = [];
  const connect = async (nodeId: string, node: CallControl | null) => {
    const connection = await connectCallControl({ databaseUrl: url, nodeId }, database.db, node, log);
    connections.push(connection);
    return connection.client!;
  };

  beforeAll(async () => {
    ({ database, url, dispose } = await target.open());
  });
  afterAll(() => dispose());
  beforeEach(() => resetDatabase(database.db));
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((c) => c.close()));
  });

  it('calls the node in this process directly and passes its events on', async () => {
    const here = fakeNode(['i-1']);
    const client = await connect('node-a', here.node);
    expect(await client.hangUp('i-1')).toBe(true);
    expect(await client.play('i-9', '/music.wav')).toBe(false);
    expect(here.ran).toEqual([
      { name: 'hangUp', args: ['i-1'] },
      { name: 'play', args: ['i-9', '/music.wav'] },
    ]);
    // A command this node was built without does nothing.
    expect(await client.bridge('i-1', 'i-2')).toBe(false);
    const heard = nextEvent(client.events);
    here.events.call({
      type: 'call.answered',
      interactionId: 'i-1',
      campaignId: 3,
      operator: '1003',
      phone: '7916',
    });
    expect(await heard).toMatchObject({ type: 'call.answered', interactionId: 'i-1', operator: '1003' });
  });

  if (target.name !== 'postgres') return;

  it('sends a command to the node owning the call and brings back its answer and events', async () => {
    const elsewhere = fakeNode(['i-1', 'sip-dialog-1']);
    await connect('node-b', elsewhere.node);
    const app = await connect('node-a', null);
    await liveRow(database, 'i-1', 'node-b');
    expect(await app.hangUp('i-1')).toBe(true);
    expect(elsewhere.ran).toEqual([{ name: 'hangUp', args: ['i-1'] }]);
    // No row has a SIP Call-ID: every live node is asked, the one that has it says so.
    expect(await app.chooseMusic('sip-dialog-1', '/music.wav')).toBe(true);
    expect(await app.chooseMusic('sip-dialog-2', '/music.wav')).toBe(false);
    expect(await app.originate({ operator: '1003', phone: '79161234567' })).toBe('new-call');
    await expect(app.play('broken', '/x.wav')).rejects.toThrow('the node failed');
    const heard = nextEvent(app.events);
    elsewhere.events.call({
      type: 'call.ended',
      interactionId: 'i-1',
      campaignId: null,
      operator: null,
      phone: '7916',
      status: 4,
    });
    const event = await heard;
    expect(event).toMatchObject({ type: 'call.ended', interactionId: 'i-1', status: 4 });
    expect(event.at).toBeInstanceOf(Date);
  });

  it('gives up when the node owning the call does not answer', async () => {
    await liveRow(database, 'i-2', 'node-gone');
    const bus = await openBus(url, null, log);
    try {
      const app = await createCallControlClient({ db: database.db, local: null, bus, timeoutMs: 200 });
      await expect(app.hangUp('i-2')).rejects.toBeInstanceOf(CallControlUnreachable);
      // With no node at all, a command about an unknown call does nothing.
      expect(await app.hangUp('i-3')).toBe(false);
    } finally {
      await bus.close();
    }
  });

  it('connects again when the database drops the bus connection, and is reached again', async () => {
    const elsewhere = fakeNode(['i-4']);
    await connect('node-b', elsewhere.node);
    const bus = await openBus(url, null, log);
    try {
      const app = await createCallControlClient({ db: database.db, local: null, bus, timeoutMs: 500 });
      await liveRow(database, 'i-4', 'node-b');
      expect(await app.hangUp('i-4')).toBe(true);
      // This file's database only: the cluster is shared with the files running beside this one, whose
      // buses must not drop (originate-listen.test.ts failed when they did).
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name LIKE 'call-control%' AND datname = current_database()`,
      );
      await expect
        .poll(() => app.hangUp('i-4').catch((err: Error) => err.message), { timeout: 15_000 })
        .toBe(true);
      expect(elsewhere.ran.length).toBeGreaterThanOrEqual(2);
    } finally {
      await bus.close();
    }
  });

  describe('an app without a node of its own (CALL_CONTROL=off)', () => {
    let app: FastifyInstance;
    let dataDir: string;
    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'crm-bus-'));
      await seedDemo(database.db, DEMO_PASSWORD);
      app = buildApp({
        config: testConfig(dataDir),
        db: database.db,
        mailer: { send: async () => undefined },
      });
      app.decorate('callControl', await connect('node-a', null));
      await app.ready();
    });
    afterEach(async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('reaches the standalone node through POST /node/channel/moh', async () => {
      const standalone = fakeNode(['i-7']);
      await connect('node-b', standalone.node);
      await liveRow(database, 'i-7', 'node-b');
      await database.db.insert(mohs).values({
        title: 'Calm piano',
        type: 'transfer',
        audio: {
          name: 'calm.wav',
          stored: '0c9a4f3e-1b2c-4d5e-8f90-123456789abc.wav',
          size: 1,
          content_type: 'audio/wav',
        },
      });
      const token = await tokenOf({ db: database.db, app } as TestContext, DEMO.operator);
      const reply = await app.inject({
        method: 'POST',
        url: '/node/channel/moh',
        headers: { authorization: `Bearer ${token}` },
        payload: { system_id: 'i-7', moh_class: 'Calm piano' },
      });
      expect(reply.statusCode).toBe(200);
      expect(standalone.ran.map((r) => r.args[0])).toEqual(['i-7']);
      expect(String(standalone.ran[0].args[1])).toMatch(/0c9a4f3e-1b2c-4d5e-8f90-123456789abc\.wav$/);
    });
  });
});
