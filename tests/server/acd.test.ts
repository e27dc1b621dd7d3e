// The ACD's database side (server/telephony/acd): who a project's queue may offer (membership as GET
// /api/user/projects, latest presence in operator_states, the call-control's view of registration and calls),
// the queue's settings and music, the music of a transfer and of POST /node/channel/moh, and where a consult
// call goes (a project queue, a stored transfer phone, a typed number).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { calls } from '../../server/calls/table';
import { describe, expect, it } from 'vitest';
import { campaigns, userGroups, users } from '../../server/db/schema';
import { mohs } from '../../server/resources/tables/moh';
import { queueAvailability, queueMembers } from '../../server/telephony/acd/members';
import { heldMusic, musicForTransferTarget, transferMusic } from '../../server/telephony/acd/music';
import { chooseMusic, chooseTransferMusic } from '../../server/telephony/call-control/music';
import { Interactions, type LiveInteraction } from '../../server/telephony/call-control/interactions';
import type { NgClient } from '../../server/telephony/media/ng-client';
import { inboundProjectOf } from '../../server/telephony/acd/inbound-project';
import { queueSettings } from '../../server/telephony/acd/queue-settings';
import { createAcd } from '../../server/telephony/acd/service';
import { trunks } from '../../server/resources/tables/trunk';
import { CALL_STATUS } from '../../server/from-client';
import type { AcdEvent } from '../../server/telephony/acd/port';
import { fakeCaller } from '../unit/acd-engine-fakes';
import { resolveTransferTarget } from '../../server/telephony/acd/transfer-target';
import { operatorStates, type Presence } from '../../server/telephony/table';
import { DEMO_TRUNK } from '../../server/seed/call-settings';
import { useTestApp, type TestContext } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { openLiveRow } from './helpers/live-call-row';
import { DEMO } from './contacts-helpers';
import { userId } from './tasks-helpers';

const NODE = 'node-here';

const demoProject = async (ctx: TestContext) =>
  (await ctx.db.select().from(campaigns).where(eq(campaigns.title, 'Demo campaign')))[0];

async function report(ctx: TestContext, email: string, presence: Presence, at: string) {
  const id = await userId(ctx, email);
  const status = presence === 'dnd' ? 'pause' : presence;
  await ctx.db.insert(operatorStates).values({
    user_id: id,
    oper_phone: 'x',
    status,
    presence,
    reason: 'ui_active',
    at: new Date(at),
  });
}

/** A music-on-hold entry whose upload is on disk (or not, with `onDisk` false); returns its id and path. */
async function music(ctx: TestContext, title: string, type: string, onDisk = true) {
  const stored = `${randomUUID()}.wav`;
  const dir = path.join(ctx.dataDir, 'uploads', 'moh');
  mkdirSync(dir, { recursive: true });
  if (onDisk) writeFileSync(path.join(dir, stored), 'RIFF');
  const audio = { name: `${title}.wav`, stored, size: 4, content_type: 'audio/wav' };
  const [row] = await ctx.db.insert(mohs).values({ title, type, audio }).returning();
  return { id: row.id, file: path.join(dir, stored) };
}

describe.each(databaseTargets)('the ACD on $name', (target) => {
  const ctx = useTestApp(target);
  const everyone = { isRegistered: () => true, isInCall: () => false };

  it("a queue's members are the project's group, supervisor and guest with an extension, guests left out", async () => {
    const project = await demoProject(ctx);
    const [night] = await ctx.db.insert(userGroups).values({ title: 'Night shift' }).returning();
    const other = { password_hash: 'x', user_group_id: night.id };
    const [outsider, supervisor, guest] = await ctx.db
      .insert(users)
      .values([
        {
          ...other,
          role: 'ROLE_OPERATOR',
          full_name: 'Night',
          email: 'n@t.test',
          extension_username: '2001',
        },
        {
          ...other,
          role: 'ROLE_SUPERVISOR',
          full_name: 'Sup',
          email: 's@t.test',
          extension_username: '2002',
        },
        { ...other, role: 'ROLE_GUEST', full_name: 'Guest', email: 'g@t.test', extension_username: '2003' },
      ])
      .returning();
    await ctx.db
      .update(campaigns)
      .set({ supervisor_id: supervisor.id, guest_id: guest.id })
      .where(eq(campaigns.id, project.id));
    const members = await queueMembers(ctx.db, project.id);
    expect(members.map((m) => m.extension)).toEqual(['1001', '1002', '1003', '2002']);
    expect(members.map((m) => m.userId)).not.toContain(outsider.id);
    expect(await queueMembers(ctx.db, project.id + 100)).toEqual([]);
  });

  it('offers only members not paused by their latest presence, registered and not in a call', async () => {
    const project = await demoProject(ctx);
    // Nobody reported a presence yet: the softphone starts active.
    expect((await queueAvailability(ctx.db, project.id, everyone, NODE)).available).toEqual([
      '1001',
      '1002',
      '1003',
    ]);
    await report(ctx, DEMO.admin, 'active', '2026-11-25T09:00:00Z');
    await report(ctx, DEMO.admin, 'dnd', '2026-11-25T09:05:00Z');
    await report(ctx, DEMO.supervisor, 'pause', '2026-11-25T09:00:00Z');
    await report(ctx, DEMO.supervisor, 'active', '2026-11-25T09:05:00Z');
    await report(ctx, DEMO.operator, 'active', '2026-11-25T09:00:00Z');
    const all = await queueAvailability(ctx.db, project.id, everyone, NODE);
    expect(all).toEqual({ members: ['1001', '1002', '1003'], available: ['1002', '1003'] });
    const unregistered = { ...everyone, isRegistered: (e: string) => e !== '1002' };
    expect((await queueAvailability(ctx.db, project.id, unregistered, NODE)).available).toEqual(['1003']);
    const talking = { ...everyone, isInCall: (e: string) => e === '1003' };
    expect((await queueAvailability(ctx.db, project.id, talking, NODE)).available).toEqual(['1002']);
    await report(ctx, DEMO.operator, 'pause', '2026-11-25T09:10:00Z'); // a card left open
    expect((await queueAvailability(ctx.db, project.id, everyone, NODE)).available).toEqual(['1002']);
  });

  it('counts an operator in a call on another call-control node as busy, and their call on this node to the phones', async () => {
    const project = await demoProject(ctx);
    const [supervisor] = await ctx.db.select().from(users).where(eq(users.extension_username, '1002'));
    const row = (uniqueId: string, nodeId: string) =>
      openLiveRow(ctx.db, uniqueId, nodeId, { operatorId: supervisor.id, campaignId: project.id });
    const here = await row(`here-${Date.now()}`, NODE);
    // Its own calls this node knows from its phones (free here: the PhoneView says not in a call).
    expect((await queueAvailability(ctx.db, project.id, everyone, NODE)).available).toContain('1002');
    const there = await row(`there-${Date.now()}`, 'node-elsewhere');
    expect((await queueAvailability(ctx.db, project.id, everyone, NODE)).available).not.toContain('1002');
    // The call elsewhere ended: free again.
    await ctx.db
      .update(calls)
      .set({ ended_at: new Date() })
      .where(inArray(calls.id, [here, there]));
    expect((await queueAvailability(ctx.db, project.id, everyone, NODE)).available).toContain('1002');
  });

  it("reads the queue's strategy and timeouts, and its music: the project's, else the system's, else none", async () => {
    const project = await demoProject(ctx);
    await ctx.db
      .update(campaigns)
      .set({ queue_strategy: 'leastrecent', queue_timeout: 90, operator_timeout: 15 })
      .where(eq(campaigns.id, project.id));
    expect(await queueSettings(ctx.db, ctx.dataDir, project.id)).toEqual({
      strategy: 'leastrecent',
      operatorTimeoutSec: 15,
      queueTimeoutSec: 90,
      music: null,
    });
    const system = await music(ctx, 'System', 'system');
    expect((await queueSettings(ctx.db, ctx.dataDir, project.id))?.music).toBe(system.file);
    const own = await music(ctx, 'Queue tune', 'queue');
    await ctx.db.update(campaigns).set({ moh_id: own.id }).where(eq(campaigns.id, project.id));
    expect((await queueSettings(ctx.db, ctx.dataDir, project.id))?.music).toBe(own.file);
    const lost = await music(ctx, 'Lost tune', 'queue', false);
    await ctx.db.update(campaigns).set({ moh_id: lost.id }).where(eq(campaigns.id, project.id));
    expect((await queueSettings(ctx.db, ctx.dataDir, project.id))?.music).toBe(system.file);
    expect(await queueSettings(ctx.db, ctx.dataDir, project.id + 100)).toBeNull();
  });

  it("plays a transfer phone's class of transfer music, else the system music; a held call its chosen music", async () => {
    const system = await music(ctx, 'System', 'system');
    const hold = await music(ctx, 'default', 'transfer');
    await music(ctx, 'Queue tune', 'queue');
    expect(await transferMusic(ctx.db, ctx.dataDir, 'default')).toBe(hold.file);
    expect(await transferMusic(ctx.db, ctx.dataDir, 'Queue tune')).toBe(system.file);
    expect(await transferMusic(ctx.db, ctx.dataDir, '')).toBe(system.file);
    // A consult call chooses the stored phone's class for the held customer; queues and numbers choose none.
    const phone = { kind: 'phone', phone: '74950000001', trunkName: '', isSipTrunk: false } as const;
    expect(await musicForTransferTarget(ctx.db, ctx.dataDir, { ...phone, mohClass: 'default' })).toBe(
      hold.file,
    );
    expect(
      await musicForTransferTarget(ctx.db, ctx.dataDir, { ...phone, mohClass: 'Queue tune' }),
    ).toBeNull();
    expect(
      await musicForTransferTarget(ctx.db, ctx.dataDir, { kind: 'number', number: '74950000001' }),
    ).toBeNull();
    // A held customer hears the call's chosen file while it is on disk, else the system music.
    expect(await heldMusic(ctx.db, ctx.dataDir, hold.file)).toBe(hold.file);
    expect(await heldMusic(ctx.db, ctx.dataDir, path.join(ctx.dataDir, 'gone.wav'))).toBe(system.file);
    expect(await heldMusic(ctx.db, ctx.dataDir, null)).toBe(system.file);
    // The consult's choice lands on the operator's live call, found by id (not held: nothing plays yet).
    const interactions = new Interactions();
    const main = { id: 'x', customerTag: 'cust', operatorSipCallId: 'sip-x' } as LiveInteraction;
    interactions.add(main);
    const deps = { db: ctx.db, ng: {} as NgClient, dataDir: ctx.dataDir, interactions };
    expect(await chooseTransferMusic(deps, 'x', { ...phone, mohClass: 'default' })).toBe(true);
    expect(main.music).toBe(hold.file);
    expect(await chooseTransferMusic(deps, undefined, { ...phone, mohClass: 'default' })).toBe(false);
    expect(await chooseMusic(deps, 'sip-x', system.file)).toBe(true);
    expect(main.music).toBe(system.file);
    expect(await chooseMusic(deps, 'sip-y', system.file)).toBe(false);
  });

  it('sends a consult call to a project queue, a stored transfer phone, or a typed number', async () => {
    const project = await demoProject(ctx);
    const [sales] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Sales', queue_name: 'sales_queue' })
      .returning();
    const target = (dialled: string, queueHeader?: string) =>
      resolveTransferTarget(ctx.db, { dialled, queueHeader }, project.id);
    expect(await target(project.queue_name)).toEqual({
      kind: 'queue',
      campaignId: project.id,
      queueName: project.queue_name,
    });
    expect(await target('sales_queue')).toMatchObject({ kind: 'queue', campaignId: sales.id });
    expect(await target('x', 'sales_queue')).toMatchObject({ kind: 'queue', campaignId: sales.id });
    expect(await target('+7 (495) 000-00-02')).toEqual({
      kind: 'phone',
      phone: '+74950000002',
      trunkName: DEMO_TRUNK,
      isSipTrunk: false,
      mohClass: 'default',
    });
    expect(await target('79161234567')).toEqual({ kind: 'number', number: '79161234567' });
    expect(await target('1234')).toEqual({ kind: 'invalid' });
    expect(await target('campaign_999999')).toEqual({ kind: 'invalid' });
    expect(await resolveTransferTarget(ctx.db, { dialled: '+74950000002' }, null)).toEqual({
      kind: 'number',
      number: '+74950000002',
    });
  });

  it("lands a trunk's inbound calls in the queue it names, else in the project dialling out through it", async () => {
    const project = await demoProject(ctx);
    const [trunk] = await ctx.db
      .insert(trunks)
      .values({ title: 'Inbound', host: 'carrier.test' })
      .returning();
    expect(await inboundProjectOf(ctx.db, trunk)).toBeNull();
    const [sales] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Sales', queue_name: 'sales_queue', trunk_id: trunk.id })
      .returning();
    expect(await inboundProjectOf(ctx.db, trunk)).toBe(sales.id);
    expect(await inboundProjectOf(ctx.db, { ...trunk, queue: project.queue_name })).toBe(project.id);
    expect(await inboundProjectOf(ctx.db, { ...trunk, queue: 'no_such_queue' })).toBe(sales.id);
  });

  it('queues a caller, offers the available members from the database, and reports the answer', async () => {
    const project = await demoProject(ctx);
    await ctx.db.update(campaigns).set({ queue_strategy: 'linear' }).where(eq(campaigns.id, project.id));
    await report(ctx, DEMO.admin, 'pause', '2026-11-25T09:00:00Z');
    await report(ctx, DEMO.operator, 'active', '2026-11-25T09:00:00Z');
    const events: AcdEvent[] = [];
    const acd = createAcd({
      db: ctx.db,
      dataDir: ctx.dataDir,
      phones: { isRegistered: (e) => e !== '1002', isInCall: () => false },
      nodeId: NODE,
      events: { emit: (e) => void events.push(e) },
      log: { warn: () => undefined },
    });
    try {
      const customer = fakeCaller('interaction-1', project.id);
      const outcome = acd.enqueue(customer.caller);
      await expect.poll(() => customer.rung()).toEqual([['1003']]);
      customer.answer('1003');
      expect(await outcome).toMatchObject({ status: CALL_STATUS.inboundAnswered, operator: '1003' });
      expect(events.map((e) => e.type)).toEqual(['call.queued', 'call.offered', 'call.answered']);
    } finally {
      acd.close();
    }
  });
});
