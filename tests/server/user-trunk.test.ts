// GET /api/user/trunk/{id} (spec 001 sections 7 and 9): the user's main trunk for the softphone's 30 s poll.
// A user asks about themself; others need the users list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { trunks } from '../../server/resources/tables/trunk';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { send, userId, userWith } from './tasks-helpers';

describe.each(databaseTargets)('GET /api/user/trunk/{id} on $name', (target) => {
  const ctx = useTestApp(target);
  const ask = async (id: number, token: string | null) => send(ctx, 'GET', `/api/user/trunk/${id}`, token);

  it("answers the user's own main trunk, a new one after a change, null without one", async () => {
    const operator = await userId(ctx, DEMO.operator);
    const token = await tokenOf(ctx, DEMO.operator);
    const [demo] = await ctx.db.select().from(trunks).where(eq(trunks.title, 'Demo carrier'));
    const first = await ask(operator, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: demo.id, name: 'Demo carrier' });
    expect(first.body).not.toMatch(/password/i);
    const [other] = await ctx.db
      .insert(trunks)
      .values({ title: 'Backup carrier', host: '10.1.1.1' })
      .returning();
    await ctx.db.update(users).set({ main_trunk_id: other.id }).where(eq(users.id, operator));
    expect((await ask(operator, token)).json()).toEqual({ id: other.id, name: 'Backup carrier' });
    await ctx.db
      .update(users)
      .set({ main_trunk_id: null, main_trunk_name: 'legacy' })
      .where(eq(users.id, operator));
    expect((await ask(operator, token)).json()).toEqual({ id: null, name: 'legacy' });
    await ctx.db.update(users).set({ main_trunk_name: null }).where(eq(users.id, operator));
    expect((await ask(operator, token)).json()).toEqual({ id: null, name: null });
  });

  it('lets those who may list users ask about another user, nobody else; 401 without a token', async () => {
    const operator = await userId(ctx, DEMO.operator);
    expect((await ask(operator, null)).statusCode).toBe(401);
    expect((await ask(operator, await tokenOf(ctx, DEMO.guest))).statusCode).toBe(403);
    const other = await userWith(ctx, 'ROLE_OPERATOR', ['global.call']);
    expect((await ask(operator, other.token)).statusCode).toBe(403);
    expect((await ask(other.id, other.token)).json()).toEqual({ id: null, name: null });
    const manager = await userWith(ctx, 'ROLE_SUPERVISOR', ['settings.list', 'user.list']);
    expect((await ask(operator, manager.token)).json()).toMatchObject({ name: 'Demo carrier' });
    const admin = await tokenOf(ctx, DEMO.admin);
    expect((await ask(operator, admin)).statusCode).toBe(200);
    expect((await ask(999999, admin)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', '/api/user/trunk/abc', admin)).statusCode).toBe(400);
  });
});
