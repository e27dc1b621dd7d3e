// The call-control service's trunk questions (server/telephony/trunks, issue 12): which trunk carries a call,
// whether it has room, which trunk an inbound INVITE came from, and the caller ID with the carousel rules.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { campaigns, users } from '../../server/db/schema';
import { carouselNumbers } from '../../server/resources/tables/carousel';
import { trunks, type TrunkRow } from '../../server/resources/tables/trunk';
import { chooseCallerId } from '../../server/telephony/trunks/caller-id';
import { resolveTrunk, trunkBySource, trunkHasCapacity } from '../../server/telephony/trunks/resolve';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databaseTargets)('trunk routing on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });
  const trunk = async (title: string, extra: Partial<typeof trunks.$inferInsert> = {}) =>
    (
      await ctx.db
        .insert(trunks)
        .values({ title, host: '10.0.0.1', ...extra })
        .returning()
    )[0];
  const project = async (extra: Partial<typeof campaigns.$inferInsert> = {}) => {
    const queue_name = `q_${Math.random()}`;
    return (
      await ctx.db
        .insert(campaigns)
        .values({ title: queue_name, queue_name, ...extra })
        .returning()
    )[0];
  };
  const user = async (extra: Partial<typeof users.$inferInsert> = {}) =>
    (
      await ctx.db
        .insert(users)
        .values({
          role: 'ROLE_OPERATOR',
          full_name: 'Op',
          email: `${Math.random()}@t.test`,
          password_hash: 'x',
          ...extra,
        })
        .returning()
    )[0];
  const title = (row: TrunkRow | null) => row?.title ?? null;

  it('chooses X-Trunk, else the project trunk, else X-Main-Trunk, else the user main trunk', async () => {
    const named = await trunk('Named');
    const ofProject = await trunk('Of project');
    const main = await trunk('Main');
    const ofUser = await trunk('Of user');
    const p = await project({ trunk_id: ofProject.id });
    const u = await user({ main_trunk_id: ofUser.id });
    const all = { trunkName: 'named', campaignId: p.id, mainTrunkName: 'Main', userId: u.id };
    expect(title(await resolveTrunk(ctx.db, all))).toBe('Named');
    expect(title(await resolveTrunk(ctx.db, { ...all, trunkName: null }))).toBe('Of project');
    expect(title(await resolveTrunk(ctx.db, { ...all, trunkName: '', campaignId: null }))).toBe('Main');
    expect(title(await resolveTrunk(ctx.db, { userId: u.id }))).toBe('Of user');
    expect(await resolveTrunk(ctx.db, {})).toBeNull();
    // An inactive or unknown trunk is passed over for the next one.
    await ctx.db.update(trunks).set({ active: false }).where(eq(trunks.id, named.id));
    expect(title(await resolveTrunk(ctx.db, all))).toBe('Of project');
    expect(title(await resolveTrunk(ctx.db, { ...all, trunkName: 'Nope', campaignId: null }))).toBe('Main');
    await ctx.db.update(trunks).set({ active: false }).where(eq(trunks.id, main.id));
    expect(title(await resolveTrunk(ctx.db, { mainTrunkName: 'Main', userId: u.id }))).toBe('Of user');
  });

  it("falls back to a user's legacy main trunk name", async () => {
    await trunk('Legacy carrier');
    const u = await user({ main_trunk_name: 'Legacy carrier' });
    expect(title(await resolveTrunk(ctx.db, { userId: u.id }))).toBe('Legacy carrier');
    const none = await user();
    expect(await resolveTrunk(ctx.db, { userId: none.id })).toBeNull();
  });

  it('has capacity while its live calls are fewer than the capacity (0: no limit)', async () => {
    const t = await trunk('Small', { capacity: 2 });
    const other = await trunk('Other', { capacity: 1 });
    const live = (trunkId: number, ended: Date | null = null) =>
      ctx.db
        .insert(calls)
        .values({
          unique_id: `c-${Math.random()}`,
          at: new Date(),
          client_phone: '79990000000',
          context: 'outbound',
          call_type: 'TYPE_SYSTEM',
          trunk_id: trunkId,
          ended_at: ended,
        })
        .returning();
    await live(t.id, new Date());
    await live(other.id);
    expect(await trunkHasCapacity(ctx.db, t)).toBe(true);
    const [first] = await live(t.id);
    expect(await trunkHasCapacity(ctx.db, t)).toBe(true);
    await live(t.id);
    expect(await trunkHasCapacity(ctx.db, t)).toBe(false);
    expect(await trunkHasCapacity(ctx.db, { ...t, capacity: 0 })).toBe(true);
    await ctx.db.update(calls).set({ ended_at: new Date() }).where(eq(calls.id, first.id));
    expect(await trunkHasCapacity(ctx.db, t)).toBe(true);
    expect(await trunkHasCapacity(ctx.db, other)).toBe(false);
  });

  it('finds an inbound trunk by source address and port, a host name, or the dialled account', async () => {
    await trunk('A 5060', { host: '192.0.2.10', port: 5060, sip_account: 'acc-a' });
    await trunk('A 5070', { host: '192.0.2.10', port: 5070, sip_account: 'acc-b' });
    await trunk('By name', { host: 'localhost', port: 5090 });
    await trunk('Account only', { host: 'sip.example.invalid', sip_account: '74951112233' });
    await trunk('Off', { host: '192.0.2.99', active: false });
    expect(title(await trunkBySource(ctx.db, '192.0.2.10:5070', ''))).toBe('A 5070');
    expect(title(await trunkBySource(ctx.db, '192.0.2.10:5060', ''))).toBe('A 5060');
    expect(title(await trunkBySource(ctx.db, '192.0.2.10:6000', 'acc-b'))).toBe('A 5070');
    expect(title(await trunkBySource(ctx.db, '127.0.0.1:5090', ''))).toBe('By name');
    expect(title(await trunkBySource(ctx.db, '198.51.100.1:5060', '74951112233'))).toBe('Account only');
    expect(await trunkBySource(ctx.db, '198.51.100.1:5060', '111')).toBeNull();
    expect(await trunkBySource(ctx.db, '192.0.2.99:5060', '')).toBeNull();
  });

  describe('caller ID', () => {
    const numbers = (trunkId: number, rows: Partial<typeof carouselNumbers.$inferInsert>[]) =>
      ctx.db
        .insert(carouselNumbers)
        .values(rows.map((r, i) => ({ phone: `7495000000${i}`, trunk_id: trunkId, timeout: 0, ...r })));
    const stored = async (trunkId: number) =>
      Object.fromEntries(
        (await ctx.db.select().from(carouselNumbers).where(eq(carouselNumbers.trunk_id, trunkId))).map(
          (n) => [n.phone, { attempts: n.attempts, last: n.last_attempt?.getTime() ?? null }],
        ),
      );

    it("is the project's caller ID first, else a carousel number, else the trunk's, else empty", async () => {
      const t = await trunk('Carrier', { caller_id: '74950000000' });
      const p = await project({ caller_id: '74951234567' });
      const bare = await project();
      expect(await chooseCallerId(ctx.db, { campaignId: p.id, trunk: t })).toBe('74951234567');
      expect(await chooseCallerId(ctx.db, { campaignId: bare.id, trunk: t })).toBe('74950000000');
      expect(await chooseCallerId(ctx.db, { campaignId: null, trunk: { ...t, caller_id: '' } })).toBe('');
      await numbers(t.id, [{ phone: '74957777777' }]);
      expect(await chooseCallerId(ctx.db, { campaignId: bare.id, trunk: t })).toBe('74957777777');
      // The project's own number does not use up a carousel attempt.
      await chooseCallerId(ctx.db, { campaignId: p.id, trunk: t });
      expect((await stored(t.id))['74957777777'].attempts).toBe(1);
    });

    it('rotates to the number with the fewest attempts and counts each use', async () => {
      const t = await trunk('Carousel');
      const now = new Date('2026-11-25T10:00:00Z');
      await numbers(t.id, [
        { phone: '100000001', attempts: 3, last_attempt: new Date(now.getTime() - HOUR) },
        { phone: '100000002', attempts: 1, last_attempt: new Date(now.getTime() - HOUR) },
        { phone: '100000003', attempts: 2, last_attempt: new Date(now.getTime() - HOUR) },
      ]);
      const take = (at: Date) => chooseCallerId(ctx.db, { campaignId: null, trunk: t, now: at });
      const taken = [];
      for (let i = 0; i < 5; i++) taken.push(await take(new Date(now.getTime() + i * MINUTE)));
      // Fewest attempts first; on a tie, the number used longest ago.
      expect(taken).toEqual(['100000002', '100000003', '100000002', '100000001', '100000003']);
      const after = await stored(t.id);
      expect(after['100000001']).toEqual({ attempts: 4, last: now.getTime() + 3 * MINUTE });
      expect(after['100000002'].attempts).toBe(3);
      expect(after['100000003'].attempts).toBe(4);
    });

    it('skips numbers inside their timeout and falls back to the trunk caller ID when none is free', async () => {
      const t = await trunk('Timeout', { caller_id: '74950000000' });
      const now = new Date('2026-11-25T10:00:00Z');
      await numbers(t.id, [
        { phone: '200000001', timeout: 120, last_attempt: new Date(now.getTime() - MINUTE) },
        { phone: '200000002', timeout: 30, attempts: 5, last_attempt: new Date(now.getTime() - MINUTE) },
      ]);
      const take = (at: Date) => chooseCallerId(ctx.db, { campaignId: null, trunk: t, now: at });
      expect(await take(now)).toBe('200000002');
      expect(await take(new Date(now.getTime() + 10_000))).toBe('74950000000');
      // 200000001's two minutes are over: it has fewer attempts, so it goes first.
      expect(await take(new Date(now.getTime() + 61_000))).toBe('200000001');
    });

    it('starts a number again from 0 attempts once its reset hours have passed', async () => {
      const t = await trunk('Reset');
      const now = new Date('2026-11-25T10:00:00Z');
      await numbers(t.id, [
        {
          phone: '300000001',
          attempts: 9,
          attempt_reset_hours: 2,
          last_attempt: new Date(now.getTime() - 3 * HOUR),
        },
        {
          phone: '300000002',
          attempts: 4,
          attempt_reset_hours: 2,
          last_attempt: new Date(now.getTime() - HOUR),
        },
        {
          phone: '300000003',
          attempts: 5,
          attempt_reset_hours: 0,
          last_attempt: new Date(now.getTime() - 99 * HOUR),
        },
      ]);
      expect(await chooseCallerId(ctx.db, { campaignId: null, trunk: t, now })).toBe('300000001');
      const after = await stored(t.id);
      expect(after['300000001']).toEqual({ attempts: 1, last: now.getTime() });
      expect(after['300000003'].attempts).toBe(5);
    });

    it('never gives one free number to two calls at once', async () => {
      const t = await trunk('Concurrent');
      const phones = Array.from({ length: 6 }, (_, i) => `40000000${i}`);
      await numbers(
        t.id,
        phones.map((phone) => ({ phone, timeout: 600 })),
      );
      const now = new Date('2026-11-25T10:00:00Z');
      const taken = await Promise.all(
        phones.map(() => chooseCallerId(ctx.db, { campaignId: null, trunk: t, now })),
      );
      expect([...taken].sort()).toEqual(phones);
      expect(Object.values(await stored(t.id)).every((n) => n.attempts === 1)).toBe(true);
    });
  });
});
