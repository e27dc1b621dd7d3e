// A contact's project, status and operator are kept by statement triggers, not foreign keys (migration 0017,
// docs/imports.md): a contact cannot name a row that does not exist, by insert or by update, and deleting
// a project, a status or a user clears the column on its contacts, as ON DELETE SET NULL did.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { campaigns, users } from '../../server/db/schema';
import { statuses } from '../../server/resources/tables/status';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

/** The SQLSTATE of what `run` threw (drivers put it on the error or its cause). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

describe.each(databaseTargets)('contact references on $name', (target) => {
  const ctx = useTestApp(target);

  it('refuses a contact naming a project, status or operator that does not exist, by insert or update', async () => {
    const [project] = await ctx.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    const row = { phone: '79005551234', campaign_id: project.id };
    for (const bad of [{ campaign_id: 999_999 }, { status_id: 999_999 }, { user_id: 999_999 }])
      expect(await sqlState(() => ctx.db.insert(contacts).values({ ...row, ...bad }))).toBe('23503');
    const [added] = await ctx.db.insert(contacts).values(row).returning({ id: contacts.id });
    for (const bad of [{ campaign_id: 999_999 }, { status_id: 999_999 }, { user_id: 999_999 }])
      expect(await sqlState(() => ctx.db.update(contacts).set(bad).where(eq(contacts.id, added.id)))).toBe(
        '23503',
      );
    // Many rows in one statement are checked as one, and a good statement passes.
    const [status] = await ctx.db.select({ id: statuses.id }).from(statuses).limit(1);
    const [user] = await ctx.db.select({ id: users.id }).from(users).limit(1);
    const many = Array.from({ length: 50 }, (_, i) => ({
      ...row,
      phone: `7900555${String(i).padStart(4, '0')}`,
      status_id: status.id,
      user_id: user.id,
    }));
    expect(await sqlState(() => ctx.db.insert(contacts).values([...many, { ...row, campaign_id: -1 }]))).toBe(
      '23503',
    );
    await ctx.db.insert(contacts).values(many);
  });

  it('clears the project, status and operator of contacts when those are deleted', async () => {
    const [project] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Going', queue_name: 'going' })
      .returning({ id: campaigns.id });
    const [status] = await ctx.db.select({ id: statuses.id }).from(statuses).limit(1);
    const [user] = await ctx.db.select({ id: users.id }).from(users).limit(1);
    const added = await ctx.db
      .insert(contacts)
      .values([
        { phone: '79005550001', campaign_id: project.id, status_id: status.id, user_id: user.id },
        { phone: '79005550002', campaign_id: project.id },
      ])
      .returning({ id: contacts.id });
    const ids = added.map((a) => a.id);
    const columns = () =>
      ctx.db
        .select({
          campaign_id: contacts.campaign_id,
          status_id: contacts.status_id,
          user_id: contacts.user_id,
        })
        .from(contacts)
        .where(inArray(contacts.id, ids))
        .orderBy(contacts.id);
    await ctx.db.delete(campaigns).where(eq(campaigns.id, project.id));
    expect((await columns()).map((c) => c.campaign_id)).toEqual([null, null]);
    await ctx.db.execute(sql`delete from statuses where id = ${status.id}`);
    expect((await columns())[0].status_id).toBeNull();
    await ctx.db.execute(sql`delete from users where id = ${user.id}`);
    expect((await columns())[0]).toEqual({ campaign_id: null, status_id: null, user_id: null });
  });
});
