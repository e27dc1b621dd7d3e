// The telephony side (spec 001 section 7), mounted at /node: device state reports written to operator_states
// (own extension only, unless admin), the incoming-call lookup by main or additional phone with masking,
// a call recorded for a contact (visible in GET /api/call/list), music on hold validated against settings.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { contactAdditionalPhones, contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { mohs } from '../../server/resources/tables/moh';
import { operatorStates } from '../../server/telephony/table';
import { openCallRow } from '../../server/telephony/call-control/call-row';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, send, userId, userWith } from './tasks-helpers';

type Who = keyof typeof DEMO | { token: string };

describe.each(databaseTargets)('telephony on $name', (target) => {
  const ctx = useTestApp(target);
  const tokenFor = async (who: Who) => (typeof who === 'string' ? tokenOf(ctx, DEMO[who]) : who.token);
  const get = async (url: string, who: Who = 'operator') => send(ctx, 'GET', url, await tokenFor(who));
  const qs = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const stateUrl = (params: Record<string, string>) => `/node/device_state_change/?${qs(params)}`;
  const states = () => ctx.db.select().from(operatorStates).orderBy(desc(operatorStates.id));
  const phoneOf = async (name: string) =>
    (await ctx.db.select().from(contacts).where(eq(contacts.full_name, name)))[0].phone;

  it('answers 401 without a token and 403 without global.call', async () => {
    const guestish = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show']);
    const urls = [
      stateUrl({ operPhone: '1003', status: 'active', reason: 'ui_active' }),
      '/node/getCallInfoMin/?phone=79161234567',
      '/node/call/contact/?type=TYPE_SYSTEM&phone=79161234567&operator_phone=1003',
    ];
    for (const url of urls) {
      expect((await send(ctx, 'GET', url, null)).statusCode, url).toBe(401);
      expect((await get(url, guestish)).statusCode, url).toBe(403);
      expect((await get(url, 'guest')).statusCode, url).toBe(403);
    }
    const moh = { system_id: 'PJSIP/1003-0001', moh_class: 'x' };
    expect((await send(ctx, 'POST', '/node/channel/moh', null, moh)).statusCode).toBe(401);
    expect((await send(ctx, 'POST', '/node/channel/moh', guestish.token, moh)).statusCode).toBe(403);
    expect(await states()).toEqual([]);
  });

  it('records device states of the own extension: dnd is a pause, the presence is kept', async () => {
    const operator = await userId(ctx, DEMO.operator);
    const res = await get(stateUrl({ operPhone: '1003', status: 'active', reason: 'ui_active' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, status: 'active' });
    const dnd = await get(stateUrl({ operPhone: '1003', status: 'dnd', reason: 'ui_dnd' }));
    expect(dnd.json()).toEqual({ ok: true, status: 'pause' });
    await get(stateUrl({ operPhone: '1003', status: 'pause', reason: 'ui_pause_change_queue' }));
    const rows = await states();
    expect(rows.map((r) => [r.user_id, r.oper_phone, r.status, r.presence, r.reason])).toEqual([
      [operator, '1003', 'pause', 'pause', 'ui_pause_change_queue'],
      [operator, '1003', 'pause', 'dnd', 'ui_dnd'],
      [operator, '1003', 'active', 'active', 'ui_active'],
    ]);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(Math.abs(rows[0].at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses another user's extension unless admin", async () => {
    // The supervisor (1002) holds global.call but speaks for the operator's extension.
    expect(
      (await get(stateUrl({ operPhone: '1003', status: 'active', reason: 'start_call' }), 'supervisor'))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(stateUrl({ operPhone: '9999', status: 'active', reason: 'start_call' }))).statusCode,
    ).toBe(403);
    // A user without an extension speaks for nobody.
    const noExt = await userWith(ctx, 'ROLE_OPERATOR', ['global.call']);
    expect(
      (await get(stateUrl({ operPhone: '1003', status: 'pause', reason: 'ui_pause' }), noExt)).statusCode,
    ).toBe(403);
    expect(await states()).toEqual([]);
    // The administrator may report for any existing extension; the row is the extension owner's.
    const admin = await get(
      stateUrl({ operPhone: '1003', status: 'no_active', reason: 'end_call' }),
      'admin',
    );
    expect(admin.statusCode).toBe(200);
    expect((await states())[0]).toMatchObject({
      user_id: await userId(ctx, DEMO.operator),
      status: 'no_active',
    });
    const unknown = await get(
      stateUrl({ operPhone: '9999', status: 'active', reason: 'ui_active' }),
      'admin',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('operPhone');
  });

  it('answers junk device states with 400, never 500', async () => {
    const junk = [
      '/node/device_state_change/',
      stateUrl({ operPhone: '1003', status: 'busy', reason: 'ui_active' }),
      stateUrl({ operPhone: '1003', status: 'active', reason: 'coffee' }),
      stateUrl({ operPhone: '', status: 'active', reason: 'ui_active' }),
      '/node/device_state_change/?operPhone=1003&operPhone=1004&status=active&reason=ui_active',
      '/node/device_state_change/?operPhone=1003&status[x]=active&reason=ui_active',
      `/node/device_state_change/?operPhone=${'1'.repeat(200)}&status=active&reason=ui_active`,
      '/node/device_state_change/?operPhone=%00&status=active&reason=ui_active',
      // A broken escape is refused, not read leniently (issue 10: malformed filter values are refused).
      '/node/device_state_change/?operPhone=%E0%A4%A&status=active&reason=ui_active',
    ];
    for (const url of junk) expect((await get(url)).statusCode, url).toBe(400);
    const missing = await get(stateUrl({ operPhone: '1003' }));
    expect(Object.keys(missing.json().errors).sort()).toEqual(['reason', 'status']);
    expect(await states()).toEqual([]);
  });

  it('getCallInfoMin finds contacts by main and additional phone, masking for operators', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const ivanPhone = await phoneOf('Ivan Petrov');
    const [campaign] = await ctx.db.select().from(campaigns).limit(1);
    const byMain = await get(`/node/getCallInfoMin/?phone=%2B7 (916) 123-45-67`);
    expect(byMain.statusCode).toBe(200);
    expect(byMain.json()).toEqual({
      items: [
        {
          id: ivan,
          full_name: 'Ivan Petrov',
          campaign_id: campaign.id,
          campaign: { id: campaign.id, title: campaign.title },
          phone: ivanPhone,
          matched: 'phone',
        },
      ],
    });
    const [extra] = await ctx.db
      .select()
      .from(contactAdditionalPhones)
      .where(eq(contactAdditionalPhones.contact_id, ivan));
    const byExtra = await get(`/node/getCallInfoMin/?phone=${extra.phone}`);
    expect(byExtra.json().items).toMatchObject([{ id: ivan, phone: ivanPhone, matched: 'additional_phone' }]);
    // Pavel hides phones: operators get the marker, supervisors and admins the number.
    const pavel = await contactId(ctx, 'Pavel Orlov');
    const pavelPhone = await phoneOf('Pavel Orlov');
    const seen = async (who: Who) =>
      (await get(`/node/getCallInfoMin/?phone=${pavelPhone}`, who)).json().items;
    expect(await seen('operator')).toMatchObject([{ id: pavel, phone: `*****${pavelPhone.slice(-2)}` }]);
    expect(await seen('supervisor')).toMatchObject([{ id: pavel, phone: pavelPhone }]);
    expect(await seen('admin')).toMatchObject([{ id: pavel, phone: pavelPhone }]);
    const keyedGuest = await userWith(ctx, 'ROLE_GUEST', ['global.call']);
    expect(await seen(keyedGuest)).toMatchObject([{ phone: `*****${pavelPhone.slice(-2)}` }]);
    // A number on two contacts lists both, lowest id first; an unknown number lists none.
    await ctx.db.insert(contactAdditionalPhones).values({ contact_id: pavel, phone: ivanPhone });
    expect(
      (await get(`/node/getCallInfoMin/?phone=${ivanPhone}`)).json().items.map((i: { id: number }) => i.id),
    ).toEqual([ivan, pavel].sort((a, b) => a - b));
    expect((await get('/node/getCallInfoMin/?phone=70000000099')).json()).toEqual({ items: [] });
    for (const bad of ['', 'abc', '12', '*****67', '1&phone=2', '%00'])
      expect((await get(`/node/getCallInfoMin/?phone=${bad}`)).statusCode, bad).toBe(400);
  });

  it('call/contact records a call that GET /api/call/list shows', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const ivanPhone = await phoneOf('Ivan Petrov');
    const [campaign] = await ctx.db.select().from(campaigns).limit(1);
    const url = `/node/call/contact/?type=TYPE_SYSTEM&phone=${ivanPhone}&operator_phone=1003&contact[id]=${ivan}&contact[campaign_id]=${campaign.id}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      unique_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contact_id: ivan,
      campaign_id: campaign.id,
    });
    const list = await get(`/api/call/list?contact=${ivan}`, 'admin');
    expect(list.json().items[0]).toMatchObject({
      id: body.id,
      unique_id: body.unique_id,
      client_phone: ivanPhone,
      to_phone: ivanPhone,
      context: 'outbound',
      call_type: 'TYPE_SYSTEM',
      contact: { id: ivan, full_name: 'Ivan Petrov' },
      operator: { id: await userId(ctx, DEMO.operator), full_name: 'Olga Operator' },
      campaign: { id: campaign.id, title: campaign.title },
    });
    // Encoded brackets, contact_id and a JSON contact are the same request; no contact at all is allowed.
    const more = [
      `/node/call/contact/?type=TYPE_TASK&phone=${ivanPhone}&operator_phone=1003&contact%5Bid%5D=${ivan}`,
      `/node/call/contact/?type=TYPE_TRANSFER&phone=${ivanPhone}&operator_phone=1003&contact_id=${ivan}&context=inbound`,
      `/node/call/contact/?type=TYPE_SYSTEM&phone=${ivanPhone}&operator_phone=1003&contact=${encodeURIComponent(JSON.stringify({ id: ivan, campaign_id: campaign.id }))}`,
    ];
    for (const u of more) {
      const r = await get(u);
      expect(r.statusCode, u).toBe(200);
      expect(r.json()).toMatchObject({ contact_id: ivan, campaign_id: campaign.id });
    }
    const [inbound] = await ctx.db.select().from(calls).where(eq(calls.call_type, 'TYPE_TRANSFER'));
    expect(inbound).toMatchObject({ context: 'inbound', to_phone: '1003', client_phone: ivanPhone });
    const loose = await get('/node/call/contact/?type=TYPE_SYSTEM&phone=8 800 555-35-35&operator_phone=1003');
    expect(loose.json()).toMatchObject({ contact_id: null, campaign_id: null });
    const [row] = await ctx.db.select().from(calls).where(eq(calls.id, loose.json().id));
    expect(row.client_phone).toBe('88005553535');
  });

  it('a call through call-control is one row, whether the softphone or call-control reports it first', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const operatorId = await userId(ctx, DEMO.operator);
    const open = (phone: string, uniqueId: string) =>
      openCallRow(ctx.db, {
        uniqueId,
        at: new Date(),
        clientPhone: phone,
        toPhone: phone,
        source: '74950000000',
        context: 'outbound',
        campaignId: null,
        contactId: null,
        operatorId,
        trunkId: null,
        trunk: 'Demo carrier',
        nodeId: 'node-a',
      });
    const rowsOf = (phone: string) => ctx.db.select().from(calls).where(eq(calls.client_phone, phone));
    const report = (phone: string) =>
      get(`/node/call/contact/?type=TYPE_TASK&phone=${phone}&operator_phone=1003&contact_id=${ivan}`);

    // call-control first: the softphone's report completes its row.
    const first = await open('79990001122', 'cc-first');
    const reported = await report('79990001122');
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ id: first, unique_id: 'cc-first', contact_id: ivan });
    expect(await rowsOf('79990001122')).toEqual([
      expect.objectContaining({ id: first, call_type: 'TYPE_TASK', contact_id: ivan, node_id: 'node-a' }),
    ]);

    // The softphone first: call-control takes its row over and keeps the type and contact it knew.
    const early = (await report('79990001133')).json().id as number;
    expect(await open('79990001133', 'cc-second')).toBe(early);
    expect(await rowsOf('79990001133')).toEqual([
      expect.objectContaining({
        id: early,
        unique_id: 'cc-second',
        call_type: 'TYPE_TASK',
        contact_id: ivan,
        node_id: 'node-a',
        trunk: 'Demo carrier',
      }),
    ]);
  });

  it('call/contact takes the masked phone from the contact, and refuses junk with 400 or 404', async () => {
    const pavel = await contactId(ctx, 'Pavel Orlov');
    const pavelPhone = await phoneOf('Pavel Orlov');
    const base = '/node/call/contact/?type=TYPE_SYSTEM&operator_phone=1003';
    const masked = await get(`${base}&phone=*****${pavelPhone.slice(-2)}&contact[id]=${pavel}`);
    expect(masked.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(calls).where(eq(calls.id, masked.json().id));
    expect(row.client_phone).toBe(pavelPhone);
    const before = (await ctx.db.select().from(calls)).length;
    const junk: [string, number][] = [
      ['/node/call/contact/', 400],
      [`${base}&phone=*****33`, 400],
      [`${base}&phone=abc`, 400],
      [`/node/call/contact/?type=TYPE_FAX&phone=79161234567&operator_phone=1003`, 400],
      [`${base}&phone=79161234567&context=sideways`, 400],
      [`${base}&phone=79161234567&contact[id]=abc`, 400],
      [`${base}&phone=79161234567&contact[id]=99999999999`, 400],
      [`${base}&phone=79161234567&contact=%7Bbroken`, 400],
      [`${base}&phone=79161234567&contact=${encodeURIComponent('{"id":{"a":1}}')}`, 400],
      [`${base}&phone=79161234567&contact[id]=1&contact[id]=2`, 400],
      // A project or contact that does not exist is out of an operator's sight: 403 (issue 10); an admin
      // hears 400 and 404 below.
      [`${base}&phone=79161234567&contact[campaign_id]=999999`, 403],
      [`${base}&phone=79161234567&contact[id]=999999`, 403],
      ['/node/call/contact/?type=TYPE_SYSTEM&operator_phone=1002&phone=79161234567', 403],
    ];
    for (const [url, status] of junk) expect((await get(url)).statusCode, url).toBe(status);
    expect((await get(`${base}&phone=79161234567&contact[campaign_id]=999999`, 'admin')).statusCode).toBe(
      400,
    );
    expect((await get(`${base}&phone=79161234567&contact[id]=999999`, 'admin')).statusCode).toBe(404);
    expect((await ctx.db.select().from(calls)).length).toBe(before);
  });

  it('channel/moh refuses an unknown music-on-hold title, and a channel that is no live call as not found', async () => {
    const operator = await tokenOf(ctx, DEMO.operator);
    await ctx.db.insert(mohs).values({
      title: 'Calm piano',
      type: 'transfer',
      audio: { name: 'calm.wav', stored: 'x.wav', size: 1, content_type: 'audio/wav' },
    });
    const noCall = await send(ctx, 'POST', '/node/channel/moh', operator, {
      system_id: 'PJSIP/1003-0001',
      moh_class: 'Calm piano',
    });
    // No call-control here, so no live call has that id: not found, in the caller's language.
    expect(noCall.statusCode).toBe(404);
    expect(noCall.json()).toEqual({ message: 'Not found', code: 'not_found' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/node/channel/moh',
      headers: { authorization: `Bearer ${operator}`, 'accept-language': 'ru' },
      payload: { system_id: 'c1', moh_class: 'Calm piano' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().message).not.toBe('Not found');
    const unknown = await send(ctx, 'POST', '/node/channel/moh', operator, {
      system_id: 'c1',
      moh_class: 'Jazz',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('moh_class');
    const missing = await send(ctx, 'POST', '/node/channel/moh', operator, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['moh_class', 'system_id']);
    for (const payload of [
      { system_id: ['a', 'b'], moh_class: 'Calm piano' },
      { system_id: '', moh_class: 'x' },
    ])
      expect((await send(ctx, 'POST', '/node/channel/moh', operator, payload)).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/node/channel/moh',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      payload: '{"system_id":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
