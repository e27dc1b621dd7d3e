// Projects, card templates and KPI targets beyond the generic suite: the server-made queue name, unique titles,
// caller IDs and time zones, copies, transfer phones, the robot endpoints of spec 001 section 7, card labels
// checked label by label and served by GET /api/template_card/labels/:id, templates in use, and KPI targets'
// references and options.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { campaigns } from '../../server/db/schema';
import { compileResources } from '../../server/resources/compile';
import { createRow } from '../../server/resources/crud';
import { REFERENCE_TABLES, SERVER_RESOURCES } from '../../server/resources/registry';
import { messages } from '../../server/i18n/messages';
import { statuses } from '../../server/resources/tables/status';
import { templateCards } from '../../server/resources/tables/template-card';
import { PERMISSION_KEYS, RESOURCES, type PermissionKey } from '../../server/from-client';
import { bearer, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { resourceApi, tokenWith } from './helpers/resource-api';

const decl = (name: string) => RESOURCES.find((r) => r.name === name)!;
const campaignDecl = decl('campaign');
const json = (value: unknown) => JSON.stringify(value);

const phone = (extra: object = {}) => ({
  name_phone: 'Senior',
  phone: '1002',
  trunk: 'demo-trunk',
  is_sip_trunk: false,
  moh_class: 'default',
  ...extra,
});
const label = (extra: object = {}) => ({ value: 'Company', value_type: 'text', ...extra });

describe.each(databaseTargets)('projects, card templates and KPI targets on $name', (target) => {
  const ctx = useTestApp(target);
  const admin = async (name: string, locale = 'en') =>
    resourceApi(ctx, decl(name), await tokenWith(ctx, PERMISSION_KEYS), locale);
  const get = async (url: string, token: string, locale = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': locale } });
  const demoCampaign = async () => (await ctx.db.select().from(campaigns))[0];

  it('makes queue_name from the id and never takes it from a request', async () => {
    const api = await admin('campaign');
    const demo = await demoCampaign();
    expect(demo.queue_name).toBe(`campaign_${demo.id}`);
    const created = await api.create({ title: 'Sales', queue_name: 'forged' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().queue_name).toBe(`campaign_${id}`);
    const updated = await api.update(id, { queue_name: 'forged', title: 'Sales 2' });
    expect(updated.json()).toMatchObject({ title: 'Sales 2', queue_name: `campaign_${id}` });
    const viaJson = await api.createJson({ title: 'Json', queue_name: 'forged', id: 999 });
    expect(viaJson.json().queue_name).toBe(`campaign_${viaJson.json().id}`);
    expect(viaJson.json().id).not.toBe(999);
    expect(
      (await api.list('queue_name=campaign_' + id)).json().items.map((c: { id: number }) => c.id),
    ).toEqual([id]);
  });

  it('copies every setting of a project under "<title> (copy)", with its own id and queue', async () => {
    const demo = await demoCampaign();
    for (const [locale, suffix] of [
      ['en', 'copy'],
      ['ru', 'копия'],
    ]) {
      const api = await admin('campaign', locale);
      const { reference_labels: _labels, ...source } = (await api.show(demo.id)).json();
      const copy = await api.copy(demo.id);
      expect(copy.statusCode, copy.body).toBe(201);
      const { id, title, queue_name, ...settings } = copy.json();
      const { id: _id, title: sourceTitle, queue_name: _queue, ...sourceSettings } = source;
      expect(title).toBe(`${sourceTitle} (${suffix})`);
      expect(queue_name).toBe(`campaign_${id}`);
      expect(id).not.toBe(demo.id);
      expect(settings).toEqual(sourceSettings);
      expect(settings.transfer_phones).toHaveLength(2);
      expect(settings.template_card_id).toEqual(expect.any(Number));
    }
    const api = await admin('campaign');
    const named = await api.copy(demo.id, { title: 'Named copy', simultaneous_calls: '5' });
    expect(named.json()).toMatchObject({ title: 'Named copy', simultaneous_calls: 5 });
    expect((await api.copy(424242)).statusCode).toBe(404);
    const long = (await api.create({ title: 'x'.repeat(255) })).json();
    expect((await api.copy(long.id)).json().title).toBe(`${'x'.repeat(248)} (copy)`);
  });

  it('sends a project with the names of the rows it points at, so a guest needs no key on them (issue 14)', async () => {
    const guest = await login(ctx.app, 'guest@demo.local');
    for (const api of ['user_group', 'user', 'trunk', 'template_card', 'script_operator'])
      expect((await get(`/api/${api}/list`, guest)).statusCode, api).toBe(403);
    const demo = await demoCampaign();
    const names = {
      user_group_id: { [demo.user_group_id!]: 'Day shift' },
      supervisor_id: { [demo.supervisor_id!]: 'Sergey Supervisor' },
      guest_id: { [demo.guest_id!]: 'Gleb Guest' },
      trunk_id: { [demo.trunk_id!]: 'Demo carrier' },
      moh_id: {},
      template_card_id: { [demo.template_card_id!]: 'Demo card' },
      script_operator_id: { [demo.script_operator_id!]: 'Greeting script' },
    };
    const list = await get('/api/campaign/list', guest);
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((c: { id: number }) => c.id === demo.id);
    expect(item.reference_labels).toEqual(names);
    const one = await get(`/api/campaign/${demo.id}`, guest);
    expect(one.json().reference_labels).toEqual(names);
    expect(one.json().user_group_id).toBe(demo.user_group_id); // the value stays the id
    // A reference emptied has no label.
    const api = await admin('campaign');
    expect((await api.update(demo.id, { trunk_id: '' })).statusCode).toBe(200);
    expect((await get(`/api/campaign/${demo.id}`, guest)).json().reference_labels).toEqual({
      ...names,
      trunk_id: {},
    });
  });

  it('labels several references at once, and only for readers through the resource keys (issue 14)', async () => {
    const groups = (await (await admin('statusGroup')).list()).json().items as {
      statuses: number[];
      reference_labels: { statuses: Record<string, string> };
    }[];
    const successful = groups.find((g) => g.statuses.length > 0)!;
    const titles = await ctx.db.select({ id: statuses.id, title: statuses.title }).from(statuses);
    expect(successful.reference_labels.statuses).toEqual(
      Object.fromEntries(successful.statuses.map((id) => [id, titles.find((t) => t.id === id)!.title])),
    );
    // The card reads statuses with contact.show (listAlso): rows, never the projects' titles beside them.
    const operator = await login(ctx.app, 'operator@demo.local');
    const cardStatuses = await get('/api/status/list/', operator);
    expect(cardStatuses.statusCode).toBe(200);
    const items = cardStatuses.json().items as Record<string, unknown>[];
    expect(items.some((s) => s.campaign_id !== null)).toBe(true);
    expect(items.every((s) => !('reference_labels' in s))).toBe(true);
    expect(cardStatuses.body).not.toContain('Demo campaign');
    const demo = await demoCampaign();
    const full = (await (await admin('status')).list()).json().items as Record<string, unknown>[];
    expect(full.find((s) => s.campaign_id === demo.id)!.reference_labels).toEqual({
      campaign_id: { [demo.id]: 'Demo campaign' },
    });
  });

  it('keeps project titles unique (409 with the spec-style text, any case), also for copies', async () => {
    const demo = await demoCampaign();
    for (const locale of ['en', 'ru'] as const) {
      const api = await admin('campaign', locale);
      const twin = await api.create({ title: demo.title.toUpperCase() });
      expect(twin.statusCode, twin.body).toBe(409);
      expect(twin.json()).toEqual({
        code: 'conflict',
        message: messages[locale].campaignExists,
        errors: { title: messages[locale].campaignExists },
      });
      const copy = await api.copy(demo.id, { title: ` ${demo.title} ` });
      expect(copy.statusCode).toBe(409);
      expect(copy.json().errors).toEqual({ title: messages[locale].campaignExists });
    }
    expect(messages.en.campaignExists).toBe('A project with this title already exists');
    expect(messages.ru.campaignExists).toBe('Проект с таким названием уже существует');
    const api = await admin('campaign');
    const other = (await api.create({ title: 'Unique one' })).json();
    expect((await api.update(other.id, { title: demo.title })).statusCode).toBe(409);
    expect((await api.update(other.id, { title: 'UNIQUE ONE' })).statusCode).toBe(200);
    // Unnamed copies take the first free "(copy n)".
    expect((await api.copy(other.id)).json().title).toBe('UNIQUE ONE (copy)');
    expect((await api.copy(other.id)).json().title).toBe('UNIQUE ONE (copy 2)');
  });

  it('lets twins saved before the rule be edited, and stores one of two same titles written at once', async () => {
    const api = await admin('campaign');
    const [a, b] = await ctx.db
      .insert(campaigns)
      .values([
        { title: 'Legacy twin', queue_name: 'legacy_a' },
        { title: 'legacy TWIN', queue_name: 'legacy_b' },
      ])
      .returning();
    const edited = await api.update(a.id, { title: 'Legacy twin', simultaneous_calls: '4' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.update(b.id, { title: 'Renamed twin' })).statusCode).toBe(200);
    expect((await api.update(b.id, { title: 'LEGACY TWIN' })).statusCode).toBe(409);
    // Two writes at once (requests through inject arrive one after another): one wins, the other is told.
    const compiled = compileResources(RESOURCES, SERVER_RESOURCES, REFERENCE_TABLES).find(
      (r) => r.api === 'campaign',
    )!;
    const request = { locale: 'en', body: {} } as FastifyRequest;
    const racing = await Promise.allSettled(
      [1, 2].map(() => createRow(ctx.db, compiled, { title: 'Racing title' }, request)),
    );
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = racing.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ statusCode: 409, code: 'conflict' });
  });

  // The request schema's work: cheap, so on both databases like the rest (a test skipped on one reads as a gap).
  it('takes a caller ID of digits and a time zone IANA knows', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const api = await admin('campaign', locale);
      const res = await api.create({ title: `Zones ${locale}`, caller_id: 'abc', time_zone: 'Mars/Olympus' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        locale === 'en'
          ? {
              caller_id: 'The Caller ID field may only contain numeric characters',
              time_zone: 'The Time zone field must be a valid value',
            }
          : {
              caller_id: 'Поле Номер АОН должно содержать только цифры',
              time_zone: 'Поле Часовой пояс должно быть допустимым значением',
            },
      );
    }
    const api = await admin('campaign');
    const made = await api.create({
      title: 'Zoned',
      caller_id: '74951234567',
      time_zone: 'Asia/Yekaterinburg',
    });
    expect(made.json()).toMatchObject({ caller_id: '74951234567', time_zone: 'Asia/Yekaterinburg' });
    expect((await api.create({ title: 'Default zone' })).json()).toMatchObject({
      caller_id: '',
      time_zone: 'Europe/Moscow',
    });
    for (const time_zone of ['Europe/Moscow; DROP', 'UTC+3', 'europe/nowhere']) {
      const res = await api.update(made.json().id, { time_zone });
      expect(res.statusCode, time_zone).toBe(400);
    }
  });

  it('checks transfer phones item by item, gives missing ids and keeps the others', async () => {
    const api = await admin('campaign');
    const created = await api.create({
      title: 'Transfers',
      transfer_phones: json([
        phone({ id: 7, phone: '+7 (495) 000-00-02' }),
        phone({ name_phone: 'Second', phone: '1003', is_sip_trunk: 'false', moh_class: undefined }),
        phone({ id: 7, name_phone: 'Third', phone: 'sip:100@pbx.local', is_sip_trunk: 'true' }),
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().transfer_phones).toEqual([
      {
        id: 7,
        name_phone: 'Senior',
        phone: '+74950000002',
        trunk: 'demo-trunk',
        is_sip_trunk: false,
        moh_class: 'default',
      },
      { id: 8, name_phone: 'Second', phone: '1003', trunk: 'demo-trunk', is_sip_trunk: false, moh_class: '' },
      {
        id: 9,
        name_phone: 'Third',
        phone: 'sip:100@pbx.local',
        trunk: 'demo-trunk',
        is_sip_trunk: true,
        moh_class: 'default',
      },
    ]);
    const { id } = created.json();
    for (const [locale, value, text] of [
      ['en', { a: 1 }, messages.en.transferPhonesInvalid],
      ['en', [1, 2], messages.en.transferPhonesInvalid],
      ['en', [phone(), phone({ name_phone: ' ' })], 'Phone 2: the name is required'],
      ['ru', [phone({ phone: '' })], 'Номер 1: укажите номер'],
      ['en', [phone({ phone: 'sip:100@pbx.local' })], 'Phone 1: the number is not valid'],
      ['en', [phone({ phone: '12345' + '6'.repeat(40) })], 'Phone 1: the number is not valid'],
      ['en', [phone({ is_sip_trunk: 'maybe' })], messages.en.transferPhonesInvalid],
      ['en', Array.from({ length: 101 }, () => phone()), messages.en.transferPhonesInvalid],
    ] as const) {
      const res = await (await admin('campaign', locale)).update(id, { transfer_phones: json(value) });
      expect(res.statusCode, json(value).slice(0, 80)).toBe(400);
      expect(res.json().errors).toEqual({ transfer_phones: text });
    }
    const invalid = await api.update(id, { transfer_phones: '[{"name_phone":' });
    expect(invalid.json().errors).toEqual({ transfer_phones: 'Not valid JSON' });
    const cleared = await api.updateJson(id, { transfer_phones: null });
    expect(cleared.json().transfer_phones).toBeNull();
  });

  it('serves the robot endpoints: list (up to 100), list_monitoring and getTransferPhones', async () => {
    const token = await tokenWith(ctx, [
      'campaign.list',
      'campaign.create',
      'monitoring.list',
      'global.call',
    ]);
    const api = resourceApi(ctx, campaignDecl, token);
    for (const n of [1, 2, 3]) await api.create({ title: `Robot ${n}` });
    const list = await get('/api/robot/campaign/list', token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, limit: 100, totalCount: 4, pageCount: 1 });
    expect(list.json().items[0]).toMatchObject({
      title: 'Robot 3',
      queue_name: expect.stringMatching(/^campaign_/),
    });
    expect(Object.keys(list.json().items[0])).toEqual(Object.keys((await api.show(1)).json()));
    expect((await get('/api/robot/campaign/list?limit=2&page=2', token)).json().items).toHaveLength(2);
    expect((await get('/api/robot/campaign/list?title=robot%202', token)).json().totalCount).toBe(1);
    const tooMany = await get('/api/robot/campaign/list?limit=101', token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ limit: 'The limit field must be 100 or less' });

    const monitoring = await get('/api/robot/campaign/list_monitoring', token);
    expect(monitoring.json().items).toEqual([
      { title: 'Demo campaign', queue_name: 'campaign_1' },
      { title: 'Robot 1', queue_name: 'campaign_2' },
      { title: 'Robot 2', queue_name: 'campaign_3' },
      { title: 'Robot 3', queue_name: 'campaign_4' },
    ]);

    const phones = await get('/api/robot/campaign/getTransferPhones/1', token);
    expect(phones.json().items).toEqual([
      {
        id: 1,
        name_phone: 'Senior operator',
        phone: '1002',
        trunk: 'Demo carrier',
        is_sip_trunk: false,
        moh_class: 'default',
      },
      expect.objectContaining({ id: 2, name_phone: 'Support line', phone: '+74950000002' }),
    ]);
    expect((await get('/api/robot/campaign/getTransferPhones/2', token)).json()).toEqual({ items: [] });
    expect((await get('/api/robot/campaign/getTransferPhones/424242', token)).statusCode).toBe(404);
    expect((await get('/api/robot/campaign/getTransferPhones/99999999999', token)).statusCode).toBe(404);
    const bad = await get('/api/robot/campaign/getTransferPhones/x', token);
    expect(bad.json().errors).toEqual({ campaign_id: 'The Project field must be an integer' });
  });

  it("serves a project's operator script to the card, sanitised, with contact.scriptOperatorShow", async () => {
    const token = await tokenWith(ctx, ['contact.scriptOperatorShow']);
    const demo = await get('/api/robot/campaign/scripts-operator/1', token);
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toEqual([
      expect.objectContaining({
        title: 'Greeting script',
        color: 'green',
        script: expect.stringContaining('<'),
      }),
    ]);
    // A script with a payload is stored sanitised, so the card never receives the payload.
    const admin = await tokenWith(ctx, ['settings.list', 'scriptOperator.create', 'campaign.update']);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/script_operator/create',
      headers: bearer(admin),
      payload: { title: 'Risky', script: '<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const scriptId = created.json().id;
    const linked = await resourceApi(ctx, campaignDecl, admin).update(1, {
      script_operator_id: String(scriptId),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const served = (await get('/api/robot/campaign/scripts-operator/1', token)).json()[0].script as string;
    expect(served).toContain('<p>Hi</p>');
    expect(served).not.toMatch(/onerror|<script|alert/);
    // Deleting the script leaves the project without one.
    const admin2 = await tokenWith(ctx, ['settings.list', 'scriptOperator.delete']);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/script_operator/delete/${scriptId}`,
      headers: bearer(admin2),
    });
    expect(gone.statusCode).toBe(204);
    expect((await get('/api/robot/campaign/scripts-operator/1', token)).json()).toEqual([]);
    expect((await get('/api/robot/campaign/scripts-operator/424242', token)).statusCode).toBe(404);
    expect(
      (await get('/api/robot/campaign/scripts-operator/1', await tokenWith(ctx, ['contact.show'])))
        .statusCode,
    ).toBe(403);
  });

  it("gives an operator the script and transfer phones of their own projects only, 403 for another's", async () => {
    const api = await admin('campaign');
    const other = (await api.create({ title: 'Not the operator’s' })).json();
    const operator = await login(ctx.app, 'operator@demo.local');
    for (const path of ['scripts-operator', 'getTransferPhones']) {
      expect((await get(`/api/robot/campaign/${path}/1`, operator)).statusCode, path).toBe(200);
      expect((await get(`/api/robot/campaign/${path}/${other.id}`, operator)).statusCode, path).toBe(403);
    }
  });

  it('guards the robot endpoints with campaign.list, monitoring.list and global.call', async () => {
    const cases: [string, PermissionKey][] = [
      ['/api/robot/campaign/list', 'campaign.list'],
      ['/api/robot/campaign/list_monitoring', 'monitoring.list'],
      ['/api/robot/campaign/getTransferPhones/1', 'global.call'],
    ];
    for (const [url, key] of cases) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const without = await tokenWith(
        ctx,
        PERMISSION_KEYS.filter((k) => k !== key),
      );
      expect((await get(url, without)).statusCode, url).toBe(403);
      expect((await get(url, await tokenWith(ctx, [key]))).statusCode, url).toBe(200);
    }
    // The demo roles: an operator reads transfer phones while calling, a guest lists projects.
    const operator = await login(ctx.app, 'operator@demo.local');
    expect((await get('/api/robot/campaign/getTransferPhones/1', operator)).statusCode).toBe(200);
    expect((await get('/api/robot/campaign/list', operator)).statusCode).toBe(403);
    const guest = await login(ctx.app, 'guest@demo.local');
    expect((await get('/api/robot/campaign/list', guest)).statusCode).toBe(200);
    expect((await get('/api/robot/campaign/list_monitoring', guest)).statusCode).toBe(403);
  });

  it('checks card labels one by one, with the spec texts on errors.labels, in en and ru', async () => {
    const cases: [unknown, string, string][] = [
      [[label({ value: '' })], 'Name of field required', 'Укажите название поля'],
      [[label(), { value_type: 'number' }], 'Name of field required', 'Укажите название поля'],
      [[], messages.en.cardTemplateEmpty, 'Шаблон карточки должен быть заполнен'],
      [
        [label({ value_type: 'colour' })],
        messages.en.labelTypeInvalid.replace('{name}', 'Company'),
        'Поле «Company»: выберите тип (text, number, url, list, multiple_list, date, datetime)',
      ],
      [
        [label({ value_type: 'list' })],
        'Field "Company": a list needs at least one option',
        'Поле «Company»: у списка должен быть хотя бы один вариант',
      ],
      [
        [label({ value_type: 'multiple_list', options: [{ name: 'a' }, { name: '' }] })],
        'Field "Company": every option needs a name',
        'Поле «Company»: у каждого варианта должно быть название',
      ],
      [{ value: 'x' }, messages.en.labelsInvalid, messages.ru.labelsInvalid],
      [['text'], messages.en.labelsInvalid, messages.ru.labelsInvalid],
      [[label({ required_value: 'sometimes' })], messages.en.labelsInvalid, messages.ru.labelsInvalid],
      [[label({ value: 'x'.repeat(256) })], messages.en.labelsInvalid, messages.ru.labelsInvalid],
    ];
    for (const [locale, index] of [
      ['en', 1],
      ['ru', 2],
    ] as const) {
      const api = await admin('templateCard', locale);
      for (const [labels, ...texts] of cases) {
        const res = await api.create({ title: 'Bad', labels: json(labels) });
        expect(res.statusCode, json(labels)).toBe(400);
        expect(res.json(), json(labels)).toMatchObject({
          code: 'validation',
          errors: { labels: texts[index - 1] },
        });
      }
      const missing = await api.create({ title: 'Missing' });
      expect(missing.json().errors).toEqual({
        labels: locale === 'en' ? 'The Fields field is required' : 'Поле Поля обязательно для заполнения',
      });
    }
    expect(messages.en.fieldNameRequired).toBe('Name of field required');
  });

  it('normalises labels, gives ids and keeps them across edits', async () => {
    const api = await admin('templateCard');
    const created = await api.create({
      title: 'Card',
      labels: json([
        label({
          value: ' Company ',
          required_value: 'true',
          show_field: '0',
          options: [{ name: 'dropped' }],
          extra: 1,
        }),
        { value: 'Interest', value_type: 'list', options: [{ name: 'Low' }, 'High'] },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [company, interest] = created.json().labels;
    expect(company).toEqual({
      id: expect.any(Number),
      value: 'Company',
      value_type: 'text',
      required_value: true,
      show_field: false,
      options: [],
    });
    expect(interest).toEqual({
      id: expect.any(Number),
      value: 'Interest',
      value_type: 'list',
      required_value: false,
      show_field: true,
      options: [
        { id: expect.any(Number), name: 'Low' },
        { id: expect.any(Number), name: 'High' },
      ],
    });
    const ids = [company.id, interest.id, ...interest.options.map((o: { id: number }) => o.id)];
    expect(new Set(ids).size).toBe(4);
    // Kept ids stay, a forged or repeated id gets a new one, a new option gets a new id.
    const updated = await api.update(created.json().id, {
      labels: json([
        {
          ...interest,
          options: [...interest.options, { name: 'Medium' }, { id: interest.options[0].id, name: 'Dup' }],
        },
        { ...company, value: 'Company name' },
        { ...company, value: 'Copy of company' },
        label({ id: 999999, value: 'Forged id' }),
      ]),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [i2, c2, dup, forged] = updated.json().labels;
    expect(i2.id).toBe(interest.id);
    expect(i2.options.slice(0, 2)).toEqual(interest.options);
    expect(i2.options[2].id).not.toBe(i2.options[3].id);
    expect(new Set(i2.options.map((o: { id: number }) => o.id)).size).toBe(4);
    expect(c2).toMatchObject({ id: company.id, value: 'Company name' });
    expect(dup.id).not.toBe(company.id);
    expect(forged.id).not.toBe(999999);
    // Another template never takes over these ids.
    const other = await api.create({ title: 'Other', labels: json([{ ...company }]) });
    expect(other.json().labels[0].id).not.toBe(company.id);
  });

  it('serves GET /api/template_card/labels/:id to whoever may open a contact card', async () => {
    const [demo] = await ctx.db.select().from(templateCards);
    const operator = await login(ctx.app, 'operator@demo.local');
    const res = await get(`/api/template_card/labels/${demo.id}`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: demo.id, title: 'Demo card', labels: demo.labels });
    const types = res.json().labels.map((l: { value_type: string }) => l.value_type);
    expect(types).toEqual(['text', 'number', 'url', 'list', 'multiple_list', 'date']);
    expect(res.json().labels[3].options.map((o: { name: string }) => o.name)).toEqual([
      'Low',
      'Medium',
      'High',
    ]);
    expect((await get('/api/template_card/labels/424242', operator)).statusCode).toBe(404);
    expect((await get('/api/template_card/labels/x', operator)).statusCode).toBe(400);
    const noCard = await tokenWith(
      ctx,
      PERMISSION_KEYS.filter((k) => k !== 'contact.show'),
    );
    expect((await get(`/api/template_card/labels/${demo.id}`, noCard)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/template_card/labels/${demo.id}` })).statusCode,
    ).toBe(401);
  });

  it('refuses to delete a card template a project uses (409, translated), then deletes it', async () => {
    const [demo] = await ctx.db.select().from(templateCards);
    for (const locale of ['en', 'ru'] as const) {
      const res = await (await admin('templateCard', locale)).remove(demo.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'in_use', message: messages[locale].templateCardInUse });
    }
    const campaign = await demoCampaign();
    await (await admin('campaign')).update(campaign.id, { template_card_id: '' });
    expect((await (await admin('templateCard')).remove(demo.id)).statusCode).toBe(204);
  });

  it('keeps KPI targets: existing statuses and users only, options as an object, reset and end as sent', async () => {
    const api = await admin('kpiTarget');
    const [agreed] = await ctx.db.select().from(statuses).where(eq(statuses.title, 'Agreed'));
    const created = await api.create({
      kpi_type: 'calls_count',
      target: '50',
      reset_mode: 'daily',
      end_at: '2025-12-31T20:59:00+00:00',
      statuses: [String(agreed.id)],
      users: ['1', '3'],
      options: json({ min_call_length: 60 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      kpi_type: 'calls_count',
      target: 50,
      options: { min_call_length: 60 },
      reset_mode: 'daily',
      end_at: '2025-12-31T20:59:00.000Z',
      statuses: [agreed.id],
      users: [1, 3],
    });
    expect((await api.show(created.json().id)).json().reference_labels).toEqual({
      statuses: { [agreed.id]: 'Agreed' },
      users: { 1: 'Anna Admin', 3: 'Olga Operator' },
    });
    const ghosts = await api.create({
      kpi_type: 'call_time',
      target: '1',
      statuses: ['424242'],
      users: ['424242'],
    });
    expect(ghosts.json().errors).toEqual({
      statuses: 'The Statuses field must be a valid value',
      users: 'The Operators field must be a valid value',
    });
    for (const options of [[1, 2], 5, 'text']) {
      const res = await api.update(created.json().id, { options: json(options) });
      expect(res.json().errors, json(options)).toEqual({
        options: 'The Options field must be a valid value',
      });
    }
    for (const min_call_length of [0, 1.5, '60', 86401]) {
      const res = await api.update(created.json().id, { options: json({ min_call_length }) });
      expect(res.json().errors, json(min_call_length)).toEqual({
        options: 'The Long call from, s field must be between 1 and 86400',
      });
    }
    const ru = await admin('kpiTarget', 'ru');
    expect(
      (await ru.update(created.json().id, { options: json({ min_call_length: -1 }) })).json().errors,
    ).toEqual({
      options: 'Поле Длинный звонок от, с должно быть между 1 и 86400',
    });
    const cleared = await api.update(created.json().id, { options: '', end_at: '', statuses: '' });
    expect(cleared.json()).toMatchObject({ options: null, end_at: null, statuses: [], users: [1, 3] });
  });
});
