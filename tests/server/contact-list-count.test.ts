// The contact list's total (server/contacts/list/count.ts): exact up to a limit, the planner's estimate of
// the matching rows beyond it. The limit is injected small so a few hundred rows cross it.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { countContacts } from '../../server/contacts/list/count';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

const MATCHING = 600;

describe.each(databaseTargets)('contact list count on $name', (target) => {
  const ctx = useTestApp(target);
  let inDemo: ReturnType<typeof eq>;
  beforeEach(async () => {
    const [demo] = await ctx.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await ctx.db.execute(sql`delete from contacts`);
    // The matching rows, and as many again that do not match (no project).
    await ctx.db.execute(
      sql`insert into contacts (full_name, phone, campaign_id)
        select 'c' || g, '7800' || g, case when g % 2 = 0 then ${demo.id}::integer end
        from generate_series(1, ${2 * MATCHING}) g`,
    );
    await ctx.db.execute(sql`analyze contacts`);
    inDemo = eq(contacts.campaign_id, demo.id);
  });

  it('counts exactly up to the limit', async () => {
    expect(await countContacts(ctx.db, inDemo, MATCHING)).toEqual({
      totalCount: MATCHING,
      totalCountExact: true,
    });
  });

  it('estimates the matching rows beyond the limit, not the limit', async () => {
    const { totalCount, totalCountExact } = await countContacts(ctx.db, inDemo, 10);
    expect(totalCountExact).toBe(false);
    // The planner's figure for the filter: about the rows that match, not the 11 the bounded count stopped at.
    expect(totalCount).toBeGreaterThan(MATCHING * 0.8);
    expect(totalCount).toBeLessThan(MATCHING * 1.2);
    const all = await countContacts(ctx.db, undefined, 10);
    expect(all.totalCount).toBeGreaterThan(2 * MATCHING * 0.8);
  });

  it('never estimates below the rows it counted', async () => {
    // Every row matches; a condition on an expression without statistics is planned as a handful of rows.
    const blind = sql`(${contacts.full_name} || '') like 'c%'`;
    const { totalCount, totalCountExact } = await countContacts(ctx.db, blind, 10);
    expect(totalCountExact).toBe(false);
    expect(totalCount).toBeGreaterThanOrEqual(11);
  });
});
