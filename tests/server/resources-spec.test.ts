// The spec's calls on these resources (spec 001 section 7): GET /status/list/ with project_ids, GET
// status_group/list with campaign_ids; references that must exist; CRM statuses from their list; the demo
// settings, which pass their declarations' rules.
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../server/db/schema';
import { statuses } from '../../server/resources/tables/status';
import { RESOURCES } from '../../server/from-client';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { formOf } from './helpers/samples';
import { resourceApi } from './helpers/resource-api';

const statusDecl = RESOURCES.find((r) => r.name === 'status')!;
const groupDecl = RESOURCES.find((r) => r.name === 'statusGroup')!;
type Item = { id: number; title: string };
const titles = (body: { items: Item[] }) => body.items.map((i) => i.title).sort();

describe.each(databaseTargets)('status and status group endpoints on $name', (target) => {
  const ctx = useTestApp(target);

  /** A second campaign with two statuses and a group holding one of them. */
  async function secondCampaign(token: string) {
    const [other] = await ctx.db
      .insert(campaigns)
      .values({ title: 'Other', queue_name: 'other' })
      .returning();
    const rows = await ctx.db
      .insert(statuses)
      .values([
        { title: 'Other new', campaign_id: other.id },
        { title: 'Other won', campaign_id: other.id },
      ])
      .returning();
    const groups = resourceApi(ctx, groupDecl, token);
    await groups.create({ title: 'Other group', statuses: [String(rows[1].id)] });
    return other.id;
  }

  it('the card reads a project statuses with contact.show, and nothing else of the settings', async () => {
    // The demo operator holds contact.show but neither settings.list nor status.list.
    const token = await login(ctx.app, 'operator@demo.local');
    const call = (method: 'GET' | 'POST', url: string) =>
      ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(method === 'POST' ? { payload: { title: 'x' } } : {}),
      });
    const list = await call('GET', '/api/status/list/?project_ids=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(titles(list.json())).toEqual(['Agreed', 'Callback', 'New', 'Refused']);
    expect((await call('GET', '/api/status/1')).statusCode).toBe(403);
    expect((await call('POST', '/api/status/create')).statusCode).toBe(403);
    expect((await call('GET', '/api/tag/list')).statusCode).toBe(403);
    const guest = await login(ctx.app, 'guest@demo.local');
    const groups = await ctx.app.inject({
      method: 'GET',
      url: '/api/status_group/list?campaign_ids=1',
      headers: bearer(guest),
    });
    expect(groups.statusCode, groups.body).toBe(200);
  });

  it('GET /api/status/list/ filters by project_ids, repeated or comma-separated, with or without the slash', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const other = await secondCampaign(token);
    const get = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const demo = ['Agreed', 'Callback', 'New', 'Refused'];
    expect(titles(await get('/api/status/list/?project_ids=1'))).toEqual(demo);
    expect(titles(await get(`/api/status/list?project_ids=${other}`))).toEqual(['Other new', 'Other won']);
    const both = [...demo, 'Other new', 'Other won'].sort();
    expect(titles(await get(`/api/status/list/?project_ids=1,${other}`))).toEqual(both);
    expect(titles(await get(`/api/status/list/?project_ids=1&project_ids=${other}`))).toEqual(both);
    expect(titles(await get(`/api/status/list/?project_ids[]=1&project_ids[]=${other}`))).toEqual(both);
    expect((await get('/api/status/list/?project_ids=')).totalCount).toBe(6);
    expect((await get('/api/status/list/?project_ids=999')).items).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/status/list/?project_ids=1,x',
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ project_ids: 'The Projects field must be an integer' });
  });

  it('GET /api/status_group/list answers the groups holding a status of campaign_ids, up to 500 a page', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const other = await secondCampaign(token);
    const get = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/status_group/list?${query}`,
          headers: bearer(token),
        })
      ).json();
    const first = await get('page=1&limit=500&campaign_ids=1');
    expect(first).toMatchObject({ page: 1, limit: 500, totalCount: 1, pageCount: 1 });
    const agreed = first.items[0]?.statuses[0];
    expect(first.items).toEqual([
      {
        id: expect.any(Number),
        title: 'Successful',
        color: 'green',
        statuses: [expect.any(Number)],
        reference_labels: { statuses: { [agreed]: 'Agreed' } },
      },
    ]);
    expect(titles(await get(`limit=500&campaign_ids=${other}`))).toEqual(['Other group']);
    expect(titles(await get(`limit=500&campaign_ids=1,${other}`))).toEqual(['Other group', 'Successful']);
    expect(titles(await get('limit=500&campaign_ids=999'))).toEqual([]);
    expect(titles(await get('limit=500'))).toEqual(['Other group', 'Successful']);
  });

  it('refuses references to rows that do not exist, naming the field in the caller language', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    for (const [locale, field] of [
      ['en', 'The Project field must be a valid value'],
      ['ru', 'Поле Проект должно быть допустимым значением'],
    ]) {
      const api = resourceApi(ctx, statusDecl, token, locale);
      const res = await api.create({ title: 'Ghost', campaign_id: '424242' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', errors: { campaign_id: field } });
    }
    const groups = resourceApi(ctx, groupDecl, token);
    const existing = (await resourceApi(ctx, statusDecl, token).list('limit=2'))
      .json()
      .items.map((i: Item) => String(i.id));
    const mixed = await groups.create({ title: 'Mixed', statuses: [...existing, '424242'] });
    expect(mixed.json().errors).toEqual({ statuses: 'The Statuses field must be a valid value' });
    const fine = await groups.create({ title: 'Fine', statuses: [...existing, existing[0]] });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().statuses).toEqual(existing.map(Number));
    const cleared = await groups.updateJson(fine.json().id, { statuses: [] });
    expect(cleared.json().statuses).toEqual([]);
    const status = resourceApi(ctx, statusDecl, token);
    const detached = await status.update(existing[0], { campaign_id: '' });
    expect(detached.json().campaign_id).toBeNull();
  });

  it('serves the demo settings and keeps the user endpoints working', async () => {
    const token = await login(ctx.app, 'supervisor@demo.local');
    const list = async (api: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/${api}/list?limit=500`, headers: bearer(token) })
      ).json();
    const tags = (await list('tag')).items.map((t: Item & { color: string }) => [t.title, t.color]);
    expect(tags.sort()).toEqual([
      ['Callback', 'orange'],
      ['Do not call', 'red'],
      ['VIP', 'violet'],
    ]);
    expect(titles(await list('user_group'))).toEqual(['Day shift', 'Evening shift']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });
    expect(me.json().user_group).toMatchObject({ title: 'Day shift' });
    const users = await ctx.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
    expect(users.json().totalCount).toBe(4);
    const renamed = await ctx.app.inject(
      formRequest(
        'PUT',
        `/api/user_group/update/${me.json().user_group.id}`,
        { title: 'Morning shift' },
        bearer(token),
      ),
    );
    expect(renamed.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });
    expect(again.json().user_group).toMatchObject({ title: 'Morning shift', card_timeout: 30 });
  });

  it('takes a CRM status from the fixed list only, in en and ru', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    for (const [locale, message] of [
      ['en', 'The CRM status field must be a valid value'],
      ['ru', 'Поле Статус в CRM должно быть допустимым значением'],
    ]) {
      const res = await resourceApi(ctx, statusDecl, token, locale).create({
        title: 'Free',
        crm_status: 'Deal won!',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ crm_status: message });
    }
    const api = resourceApi(ctx, statusDecl, token);
    const won = await api.create({ title: 'Won deal', crm_status: 'WON' });
    expect(won.json().crm_status).toBe('WON');
    expect((await api.update(won.json().id, { crm_status: '' })).json().crm_status).toBe('');
    expect(titles((await api.list('crm_status=IN_PROCESS')).json())).toEqual(['Callback']);
  });

  // What the demo seed stores passes the rules its declarations now have (formats, choices, unique titles).
  it('stores demo settings that pass their own rules when saved back', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    for (const r of RESOURCES.filter((d) => d.permissions.update)) {
      const api = resourceApi(ctx, r, token);
      const fields = r.fields.filter((f) => !f.readOnly && f.type !== 'password' && f.type !== 'file');
      for (const row of (await api.list('limit=500')).json().items as Record<string, unknown>[]) {
        const values = Object.fromEntries(fields.map((f) => [f.name, row[f.name]]));
        const res = await api.update(row.id as number, formOf(values));
        expect(res.statusCode, `${r.name} ${String(row.id)}: ${res.body}`).toBe(200);
      }
    }
  });

  it('keeps the status settings (a status, create) from an operator and a guest', async () => {
    for (const email of ['operator@demo.local', 'guest@demo.local']) {
      const token = await login(ctx.app, email);
      for (const [method, url] of [
        ['GET', '/api/status/1'],
        ['POST', '/api/status/create'],
        ['PUT', '/api/status/update/1'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: bearer(token) });
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
  });
});
