// The card's calls table and the robot's data (spec 001 sections 6, 7 and 9): GET /api/call/list by contact
// or by phone (all_calls needs contact.callAllShow, never for guests), phones masked as on the card, pages
// of at most 500, newest first; GET /api/contact/get_robot_data/{id}.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, send, userId, userWith } from './tasks-helpers';

type Item = { unique_id: string; client_phone: string; at: string; [key: string]: unknown };

describe.each(databaseTargets)('calls on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const list = async (query: string, who: keyof typeof DEMO | { token: string } = 'admin') =>
    send(ctx, 'GET', `/api/call/list?${query}`, typeof who === 'string' ? await token(who) : who.token);
  const ids = (items: Item[]) => items.map((i) => i.unique_id);
  const phoneOf = async (name: string) =>
    (await ctx.db.select().from(contacts).where(eq(contacts.full_name, name)))[0].phone;
  const insertCalls = (rows: Partial<typeof calls.$inferInsert>[]) =>
    ctx.db.insert(calls).values(
      rows.map((r, i) => ({
        unique_id: `t-${i}-${Math.random()}`,
        at: new Date(),
        client_phone: '70000000000',
        context: 'outbound' as const,
        call_type: 'TYPE_SYSTEM' as const,
        ...r,
      })),
    );

  it('answers 401 without a token and 403 without the keys', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const showOnly = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show']);
    const callsOnly = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.callShow']);
    for (const url of [`/api/call/list?contact=${ivan}`, `/api/contact/get_robot_data/${ivan}`])
      expect((await send(ctx, 'GET', url, null)).statusCode, url).toBe(401);
    expect((await list(`contact=${ivan}`, showOnly)).statusCode).toBe(403);
    expect((await send(ctx, 'GET', `/api/contact/get_robot_data/${ivan}`, callsOnly.token)).statusCode).toBe(
      403,
    );
    expect((await list(`contact=${ivan}`, callsOnly)).statusCode).toBe(200);
  });

  it("lists a contact's own calls newest first, with project, operator and contact", async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const res = await list(`contact=${ivan}&page=1&limit=500`, 'guest');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(2);
    expect(ids(body.items)).toEqual(['demo-call-1', 'demo-call-2']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      unique_id: 'demo-call-1',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      audio_path: '',
      file_format: 'wav',
      client_phone: await phoneOf('Ivan Petrov'),
      campaign: { id: expect.any(Number), title: 'Demo campaign' },
      context: 'outbound',
      to_phone: await phoneOf('Ivan Petrov'),
      bill_sec: 95,
      duration: 110,
      initiator_hang_up: 'client',
      status: 1,
      status_operator: 'New',
      contact: { id: ivan, full_name: 'Ivan Petrov' },
      operator: { id: await userId(ctx, DEMO.operator), full_name: 'Olga Operator' },
      client_status: '',
      robot_status: null,
      call_type: 'TYPE_SYSTEM',
      trunk: 'demo-trunk',
      created_at: expect.any(String),
    });
    expect(body.items[1]).toMatchObject({
      call_type: 'TYPE_ROBOT',
      operator: null,
      robot_status: { class: 1 },
    });
    // A call outlives its contact: it stays, with no contact.
    const maria = await contactId(ctx, 'Maria Smirnova');
    await ctx.db.delete(contacts).where(eq(contacts.id, maria));
    const [orphan] = await ctx.db.select().from(calls).where(eq(calls.unique_id, 'demo-call-4'));
    expect(orphan.contact_id).toBeNull();
    expect((await list(`contact=${maria}`)).statusCode).toBe(404);
  });

  it('all_calls lists every call of the phone, with contact.callAllShow and never for guests', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const phone = await phoneOf('Ivan Petrov');
    const all = await list(`contact=${ivan}&all_calls=true&client_phone=${phone}`, 'supervisor');
    expect(all.statusCode).toBe(200);
    expect(ids(all.json().items)).toEqual(['demo-call-1', 'demo-call-2', 'demo-call-3']);
    expect(all.json().items[2].contact).toBeNull();
    expect(ids((await list(`client_phone=${phone}&all_calls=true`)).json().items)).toHaveLength(3);
    expect((await list(`contact=${ivan}&all_calls=false`)).json().totalCount).toBe(2);
    // The operator's default group has contact.callShow, not contact.callAllShow.
    expect((await list(`contact=${ivan}`, 'operator')).statusCode).toBe(200);
    expect((await list(`contact=${ivan}&all_calls=true`, 'operator')).statusCode).toBe(403);
    expect((await list(`client_phone=${phone}`, 'operator')).statusCode).toBe(403);
    expect((await list(`contact=${ivan}&all_calls=true`, 'guest')).statusCode).toBe(403);
    const keyedGuest = await userWith(ctx, 'ROLE_GUEST', ['contact.callShow', 'contact.callAllShow']);
    expect((await list(`contact=${ivan}&all_calls=true`, keyedGuest)).statusCode).toBe(403);
  });

  it("CALL_LIST_BY_CAMPAIGN keeps the contact's calls and every call of its phone to its project", async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const phone = await phoneOf('Ivan Petrov');
    const [other] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Elsewhere', queue_name: 'campaign_902' })
      .returning({ id: campaigns.id });
    const long = (hours: number) => new Date(Date.now() - hours * 3600 * 1000 * 1000);
    await insertCalls([
      // The contact's own call made while it was in another project, and calls of its phone there and in none.
      {
        unique_id: 'own-elsewhere',
        contact_id: ivan,
        client_phone: phone,
        campaign_id: other.id,
        at: long(1),
      },
      { unique_id: 'phone-elsewhere', client_phone: phone, campaign_id: other.id, at: long(2) },
      { unique_id: 'phone-nowhere', client_phone: phone, campaign_id: null, at: long(3) },
    ]);
    const own = `contact=${ivan}`;
    const all = `contact=${ivan}&all_calls=true&client_phone=${phone}`;
    const listed = async (query: string) => ids((await list(query, 'supervisor')).json().items);
    expect(await listed(own)).toEqual(['demo-call-1', 'demo-call-2', 'own-elsewhere']);
    expect(await listed(all)).toHaveLength(6);
    const features = ctx.app.appConfig.features;
    features.CALL_LIST_BY_CAMPAIGN = 'true';
    try {
      expect(await listed(own)).toEqual(['demo-call-1', 'demo-call-2']);
      expect(await listed(all)).toEqual(['demo-call-1', 'demo-call-2', 'demo-call-3']);
      // A phone alone names no project: the contact is required.
      const byPhone = await list(`client_phone=${phone}&all_calls=true`, 'supervisor');
      expect(byPhone.statusCode).toBe(400);
      expect(byPhone.json().errors).toHaveProperty('contact');
      // A contact of no project: the calls of no project.
      await ctx.db.update(contacts).set({ campaign_id: null }).where(eq(contacts.id, ivan));
      expect(await listed(all)).toEqual(['phone-nowhere']);
    } finally {
      features.CALL_LIST_BY_CAMPAIGN = 'false';
    }
  });

  it('needs a contact or a phone, and a phone that is a number', async () => {
    const none = await list('page=1');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('contact');
    expect((await list('client_phone=*****33')).statusCode).toBe(400);
    expect((await list('contact=999999')).statusCode).toBe(404);
    expect((await list('contact=abc')).statusCode).toBe(400);
  });

  it('masks the phone for operators and guests when the contact hides phones', async () => {
    const pavel = await contactId(ctx, 'Pavel Orlov');
    const phone = await phoneOf('Pavel Orlov');
    const masked = `*****${phone.slice(-2)}`;
    const shown = async (who: keyof typeof DEMO | { token: string }, query = `contact=${pavel}`) =>
      (await list(query, who)).json().items.map((i: Item) => i.client_phone);
    expect(await shown('operator')).toEqual([masked]);
    expect(await shown('guest')).toEqual([masked]);
    expect(await shown('admin')).toEqual([phone]);
    expect(await shown('supervisor')).toEqual([phone]);
    // Listed through the masked contact, a call of the same number with no contact is masked too; asked by
    // the number itself (the caller knows it), only the masked contact's own call is.
    await insertCalls([
      { unique_id: 'loose', client_phone: phone, at: new Date(Date.now() - 1000 * 3600 * 100) },
    ]);
    const allKeys = await userWith(ctx, 'ROLE_OPERATOR', ['contact.callShow', 'contact.callAllShow']);
    expect(await shown(allKeys, `contact=${pavel}&all_calls=true`)).toEqual([masked, masked]);
    expect(await shown(allKeys, `client_phone=${phone}`)).toEqual([masked, phone]);
    // The project's show_phone masks as well.
    await ctx.db.update(contacts).set({ show_phone: true }).where(eq(contacts.id, pavel));
    expect(await shown('operator')).toEqual([phone]);
  });

  it('pages newest first: page and limit, 500 by default and at most', async () => {
    const maria = await contactId(ctx, 'Maria Smirnova');
    const start = Date.now() - 1000 * 3600 * 1000;
    await insertCalls(
      Array.from({ length: 501 }, (_, i) => ({
        unique_id: `m-${i}`,
        contact_id: maria,
        at: new Date(start + i * 60_000),
      })),
    );
    const page2 = (await list(`contact=${maria}&page=2&limit=3`)).json();
    expect(page2.totalCount).toBe(502);
    expect(ids(page2.items)).toEqual(['m-498', 'm-497', 'm-496']);
    const first = (await list(`contact=${maria}`)).json();
    expect(first.items).toHaveLength(500);
    expect(first.items[0].unique_id).toBe('demo-call-4');
    const ats = first.items.map((i: Item) => Date.parse(i.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    expect((await list(`contact=${maria}&page=2`)).json().items.map((i: Item) => i.unique_id)).toEqual([
      'm-1',
      'm-0',
    ]);
    expect((await list(`contact=${maria}&limit=501`)).statusCode).toBe(400);
    expect((await list(`contact=${maria}&page=0`)).statusCode).toBe(400);
  });

  it("returns the contact's robot_status and dynamic_data, keyed by label id", async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, ivan));
    const url = `/api/contact/get_robot_data/${ivan}`;
    const before = await send(ctx, 'GET', url, await token('guest'));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ robot_status: null, dynamic_data: row.dynamic_data });
    expect(Object.keys(row.dynamic_data).every((k) => /^\d+$/.test(k))).toBe(true);
    const robot = { class: 1, text: 'Agreed' };
    await ctx.db
      .update(contacts)
      .set({ robot_status: robot, dynamic_data: { ...row.dynamic_data, 999: 'from the robot' } })
      .where(eq(contacts.id, ivan));
    const after = (await send(ctx, 'GET', url, await token('operator'))).json();
    expect(after).toEqual({
      robot_status: robot,
      dynamic_data: { ...row.dynamic_data, 999: 'from the robot' },
    });
    expect(
      (await send(ctx, 'GET', '/api/contact/get_robot_data/999999', await token('admin'))).statusCode,
    ).toBe(404);
    expect(
      (await send(ctx, 'GET', '/api/contact/get_robot_data/99999999999', await token('admin'))).statusCode,
    ).toBe(404);
  });
});
