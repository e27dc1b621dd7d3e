// The contact list's page and total (server/contacts/list/read.ts): counted with the page when the planner
// expects at most the limit, the planner's estimate of the matching rows beyond it. The limits are injected
// small so a few hundred rows cross them; every way of reading a page must give the counted path's rows.
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageRequest } from '../../server/contacts/list/page';
import { readList } from '../../server/contacts/list/read';
import { contactIn } from '../../server/contacts/list/related';
import { CONTACT_SORTS } from '../../server/contacts/list/sort';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

const MATCHING = 600;
const FIRST: PageRequest = { sort: 'DESC', limit: 10, page: 1, cursor: null };

describe.each(databaseTargets)('contact list page and total on $name', (target) => {
  const ctx = useTestApp(target);
  let inDemo: SQL;
  beforeEach(async () => {
    const [demo] = await ctx.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await ctx.db.execute(sql`delete from contacts`);
    // The matching rows, and as many again that do not match (no project).
    await ctx.db.execute(
      sql`insert into contacts (full_name, phone, tz, campaign_id)
        select 'c' || g, '7800' || g, (array['Europe/Moscow', '+5', ''])[1 + g % 3],
          case when g % 2 = 0 then ${demo.id}::integer end
        from generate_series(1, ${2 * MATCHING}) g`,
    );
    await ctx.db.execute(sql`analyze contacts`);
    inDemo = eq(contacts.campaign_id, demo.id);
  });

  it('counts exactly up to the limit', async () => {
    const { total, page } = await readList(ctx.db, inDemo, FIRST, { exactUpTo: 1000 });
    expect(total).toEqual({ totalCount: MATCHING, totalCountExact: true });
    expect(page.rows).toHaveLength(10);
  });

  it('estimates the matching rows beyond the limit, not the limit', async () => {
    const { total, page } = await readList(ctx.db, inDemo, FIRST, { exactUpTo: 10 });
    expect(total.totalCountExact).toBe(false);
    // The planner's figure for the filter: about the rows that match, not the 11 a bounded count stops at.
    expect(total.totalCount).toBeGreaterThan(MATCHING * 0.8);
    expect(total.totalCount).toBeLessThan(MATCHING * 1.2);
    expect(page.rows).toHaveLength(10);
    const all = await readList(ctx.db, undefined, FIRST, { exactUpTo: 10 });
    expect(all.total.totalCount).toBeGreaterThan(2 * MATCHING * 0.8);
  });

  it('never estimates below the rows it counted', async () => {
    // Every row matches; a condition on an expression without statistics is planned as a handful of rows.
    const blind = sql`(${contacts.full_name} || '') like 'c%'`;
    const { total, page } = await readList(ctx.db, blind, FIRST, { exactUpTo: 10 });
    expect(total.totalCountExact).toBe(false);
    expect(total.totalCount).toBeGreaterThanOrEqual(11);
    expect(page.rows).toHaveLength(10);
  });

  it('pages counted rows as it pages through the index, in every order', async () => {
    for (const sort of CONTACT_SORTS) {
      const both = async (req: PageRequest) => {
        const [counted, walked] = [
          await readList(ctx.db, inDemo, req, { exactUpTo: 1000 }),
          await readList(ctx.db, inDemo, req, { exactUpTo: 10 }),
        ];
        expect(counted.total.totalCountExact && !walked.total.totalCountExact).toBe(true);
        expect(counted.page, `${sort} ${JSON.stringify(req)}`).toEqual(walked.page);
        return counted.page;
      };
      const first = await both({ ...FIRST, sort });
      const third = await both({ ...FIRST, sort, page: 3 });
      expect(third.rows).not.toEqual(first.rows);
      await both({ ...FIRST, sort, page: 4, cursor: { ...third.next!, back: false, page: 4 } });
      await both({ ...FIRST, sort, page: 2, cursor: { ...third.prev!, back: true, page: 2 } });
    }
  });

  it('reads the last pages of an estimated total from the end', async () => {
    for (const sort of CONTACT_SORTS) {
      const counted = (page: number) =>
        readList(ctx.db, inDemo, { ...FIRST, sort, page }, { exactUpTo: 1000 });
      const { total } = await readList(ctx.db, inDemo, { ...FIRST, sort }, { exactUpTo: 10 });
      const last = Math.ceil(total.totalCount / 10);
      // Past the end of the estimate: the last page, numbered as the estimate's last.
      const end = await readList(ctx.db, inDemo, { ...FIRST, sort, page: last + 5 }, { exactUpTo: 10 });
      expect(end.page.page).toBe(last);
      expect(end.page.rows).toEqual((await counted(MATCHING / 10)).page.rows);
      expect(end.page.next).toBeNull();
      expect(end.page.prev).toEqual(end.page.rows[0]);
      // Two pages before the end.
      const before = await readList(ctx.db, inDemo, { ...FIRST, sort, page: last - 2 }, { exactUpTo: 10 });
      expect(before.page.rows).toEqual((await counted(MATCHING / 10 - 2)).page.rows);
      expect(before.page.next).toEqual(before.page.rows[9]);
    }
  });

  it('sorts the page out of the matches when the walk gives up on them', async () => {
    // The hundred oldest of the project's rows, behind a thousand newer ones: a walk of 50 rows meets none.
    const oldest = sql`${inDemo} and substr(${contacts.phone}, 5)::integer <= 200`;
    for (const sort of CONTACT_SORTS) {
      const counted = (req: PageRequest) => readList(ctx.db, oldest, req, { exactUpTo: 1000 });
      const walked = (req: PageRequest) => readList(ctx.db, oldest, req, { exactUpTo: 10, walkCap: 50 });
      const first = await walked({ ...FIRST, sort });
      expect(first.total.totalCountExact).toBe(false);
      expect(first.page).toEqual((await counted({ ...FIRST, sort })).page);
      const next = { ...FIRST, sort, page: 2, cursor: { ...first.page.next!, back: false, page: 2 } };
      expect((await walked(next)).page).toEqual((await counted(next)).page);
      const end = await walked({ ...FIRST, sort, page: 10_000 });
      expect(end.page.rows).toEqual((await counted({ ...FIRST, sort, page: 10 })).page.rows);
    }
  });
});

describe.each(databaseTargets)('contact list filters on other rows on $name', (target) => {
  const ctx = useTestApp(target);

  it('names the same contacts by listed ids, an array and a subquery', async () => {
    const some = sql`select ${contacts.id} as contact_id from ${contacts} where ${contacts.id} % 2 = 1`;
    const named = async (upTo: { listedUpTo: number; arrayUpTo?: number }) =>
      (
        await ctx.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(await contactIn(ctx.db, some, upTo))
          .orderBy(contacts.id)
      ).map((r) => r.id);
    const all = (await ctx.db.select({ id: contacts.id }).from(contacts)).map((r) => r.id);
    const expected = all.filter((id) => id % 2 === 1).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(1);
    // Listed ids, an array built by the subquery, the subquery itself.
    expect(await named({ listedUpTo: 1000 })).toEqual(expected);
    expect(await named({ listedUpTo: 1, arrayUpTo: 1000 })).toEqual(expected);
    expect(await named({ listedUpTo: 1, arrayUpTo: 1 })).toEqual(expected);
  });
});
