// The card list of manual calling (spec 001 section 7, GET /contact/list/cards): a project's contacts one card
// a page, each exactly as GET /contact/:id answers it, for the callers whose project it is.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageRange } from '../../server/contacts/cards-page';
import { contacts } from '../../server/contacts/table';
import { campaigns, users } from '../../server/db/schema';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';
import { call, DEMO, tokenOf } from './contacts-helpers';

describe('pageRange', () => {
  it('gives at most five page numbers around the current one, within the pages', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(1, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageRange(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageRange(40, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe.each(databaseTargets)('card list on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const demoId = async () => (await ctx.db.select({ id: campaigns.id }).from(campaigns))[0].id;
  const cards = async (query: string, who: keyof typeof DEMO | string = 'admin') =>
    call(
      ctx,
      'GET',
      `/api/contact/list/cards?${query}`,
      who in DEMO ? await token(who as keyof typeof DEMO) : who,
    );
  const setCallDate = (full_name: string, at: string) =>
    ctx.db
      .update(contacts)
      .set({ call_date: new Date(at) })
      .where(eq(contacts.full_name, full_name));
  /** A project nobody's group works in, with one contact. */
  async function otherProject(withContact = true) {
    const [other] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Elsewhere', queue_name: 'campaign_901' })
      .returning({ id: campaigns.id });
    if (withContact)
      await ctx.db
        .insert(contacts)
        .values({ full_name: 'Far Away', phone: '79990001122', campaign_id: other.id });
    return other.id;
  }

  it('answers 401 without a token, 403 without contact.cardList', async () => {
    const id = await demoId();
    expect((await cards(`campaign_id=${id}`, null as unknown as string)).statusCode).toBe(401);
    const noKey = await tokenWith(ctx, ['dashboard.list', 'contact.show', 'contact.list']);
    expect((await cards(`campaign_id=${id}`, noKey)).statusCode).toBe(403);
    expect((await cards(`campaign_id=${id}`, 'guest')).statusCode).toBe(403);
  });

  it('answers 400, never 500, on a missing or junk query', async () => {
    const id = await demoId();
    for (const query of [
      '',
      'campaign_id=',
      'campaign_id=abc',
      'campaign_id=0',
      'campaign_id=99999999999',
      `campaign_id=${id}&page=0`,
      `campaign_id=${id}&page=x`,
      `campaign_id=${id}&limit=0`,
      `campaign_id=${id}&limit=51`,
      `campaign_id=${id}&limit=1e3`,
      `campaign_id[]=${id}&campaign_id[]=2`,
    ]) {
      const reply = await cards(query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code, query).toBe('validation');
    }
    const named = await cards('page=1');
    expect(named.json().errors).toEqual({ campaign_id: expect.stringContaining('Project') });
  });

  it('pages one card at a time, call date first (earliest first), then by id', async () => {
    const id = await demoId();
    await setCallDate('Pavel Orlov', '2030-01-02T10:00:00Z');
    await setCallDate('Maria Smirnova', '2030-01-01T10:00:00Z');
    const first = (await cards(`campaign_id=${id}`)).json();
    expect(first).toMatchObject({
      current: 1,
      currentItemCount: 1,
      numItemsPerPage: 1,
      pageCount: 3,
      pageRange: [1, 2, 3],
      totalCount: 3,
    });
    const names = [];
    for (const page of [1, 2, 3]) {
      const reply = (await cards(`campaign_id=${id}&page=${page}&limit=1`)).json();
      expect(reply.current).toBe(page);
      names.push(reply.items[0].full_name);
    }
    expect(names).toEqual(['Maria Smirnova', 'Pavel Orlov', 'Ivan Petrov']);

    const all = (await cards(`campaign_id=${id}&limit=2&page=2`)).json();
    expect(all).toMatchObject({
      current: 2,
      currentItemCount: 1,
      numItemsPerPage: 2,
      pageCount: 2,
      totalCount: 3,
    });
    const beyond = (await cards(`campaign_id=${id}&page=9`)).json();
    expect(beyond).toMatchObject({ items: [], current: 9, currentItemCount: 0, pageCount: 3, totalCount: 3 });
  });

  it('serialises each card exactly as GET /contact/:id, phones masked for operators', async () => {
    const id = await demoId();
    await setCallDate('Pavel Orlov', '2030-01-01T10:00:00Z');
    for (const who of ['admin', 'operator'] as const) {
      const [card] = (await cards(`campaign_id=${id}`, who)).json().items;
      const shown = (await call(ctx, 'GET', `/api/contact/${card.id}`, await token(who))).json();
      expect(card).toEqual(shown);
    }
    const [masked] = (await cards(`campaign_id=${id}`, 'operator')).json().items;
    expect(masked.phone).toBe('*****33');
    const [plain] = (await cards(`campaign_id=${id}`, 'admin')).json().items;
    expect(plain.phone).toBe('79031112233');
  });

  it("refuses an operator another project's cards; admins and supervisors read any project", async () => {
    const other = await otherProject();
    const refused = await cards(`campaign_id=${other}`, 'operator');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The user does not have access rights');
    // An unknown project looks the same to an operator as one not theirs.
    expect((await cards('campaign_id=424242', 'operator')).statusCode).toBe(403);
    expect((await cards('campaign_id=424242', 'admin')).statusCode).toBe(404);
    for (const who of ['admin', 'supervisor'] as const) {
      const reply = (await cards(`campaign_id=${other}`, who)).json();
      expect(reply.items.map((c: { full_name: string }) => c.full_name)).toEqual(['Far Away']);
    }
    // The project becomes the operator's once their user group works in it.
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, DEMO.operator));
    await ctx.db
      .update(campaigns)
      .set({ user_group_id: operator.user_group_id })
      .where(eq(campaigns.id, other));
    expect((await cards(`campaign_id=${other}`, 'operator')).json().totalCount).toBe(1);
  });

  it('answers an empty page for a project without contacts', async () => {
    const empty = await otherProject(false);
    const reply = await cards(`campaign_id=${empty}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      items: [],
      current: 1,
      currentItemCount: 0,
      numItemsPerPage: 1,
      pageCount: 0,
      pageRange: [],
      totalCount: 0,
    });
  });
});
