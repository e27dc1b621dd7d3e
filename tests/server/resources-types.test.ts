// Every field type through a test-only resource (helpers/widget.ts): the generic suite, then form coercion,
// formats, JSON, passwords, HTML, read-only fields, copies and array filters in detail.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatValidation } from '../../server/from-client';
import { useTestApp } from './helpers/app';
import { databaseTargets, isFirstDatabase } from './helpers/databases';
import { adminApi, happyPathTests, listTests, permissionTests } from './helpers/resource-suite';
import { junkTests, validationTests } from './helpers/resource-suite-invalid';
import { CREATE_WIDGETS, widget, WIDGET_RESOURCES, widgets } from './helpers/widget';

const options = { registrations: WIDGET_RESOURCES.registrations };

describe.each(databaseTargets)('every field type on $name', (target) => {
  const ctx = useTestApp(target, { resources: WIDGET_RESOURCES });
  beforeAll(() => ctx.db.execute(CREATE_WIDGETS));
  const setup = (locale = 'en') => adminApi(ctx, widget, options, locale);

  permissionTests(ctx, widget);
  happyPathTests(ctx, widget, options);
  listTests(ctx, widget, options);
  validationTests(ctx, widget, options);
  if (isFirstDatabase(target)) junkTests(ctx, widget, options);

  it('coerces form strings: booleans, one-element arrays, x[] keys, phones, empty values', async () => {
    const { api, refs } = await setup();
    const create = async (fields: Record<string, string | string[]>) => {
      const res = await api.create({ title: `T${Math.random()}`, ...fields });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    for (const [raw, value] of [
      ['on', true],
      ['1', true],
      ['TRUE', true],
      ['off', false],
      ['0', false],
      ['', false],
    ])
      expect((await create({ enabled: raw as string })).enabled, String(raw)).toBe(value);
    expect((await create({ kinds: 'beta' })).kinds).toEqual(['beta']);
    expect((await create({ 'kinds[]': ['gamma', 'alpha', 'gamma'] })).kinds).toEqual(['gamma', 'alpha']);
    expect((await create({ tag_ids: [String(refs.tag[1]), String(refs.tag[1])] })).tag_ids).toEqual([
      refs.tag[1],
    ]);
    expect((await create({ phone: ' +7 (900) 123-45-67 ' })).phone).toBe('79001234567');
    const empty = await create({ amount: '', kind: '', tag_id: '', email: '', day: '', data: '', kinds: '' });
    expect(empty).toMatchObject({
      amount: null,
      kind: null,
      tag_id: null,
      email: null,
      day: null,
      data: null,
      kinds: [],
    });
    expect(await create({ amount: ' 12 ', ratio: '2.5', title: '  Padded  ' })).toMatchObject({
      amount: 12,
      ratio: 2.5,
      title: 'Padded',
    });
  });

  it('checks formats with the dictionary messages', async () => {
    const { api } = await setup();
    const cases: [string, string, string][] = [
      ['phone', 'abc', formatValidation('en', 'regex', { field: 'Phone' })],
      ['phone', '1234', formatValidation('en', 'regex', { field: 'Phone' })],
      ['phone', '1'.repeat(16), formatValidation('en', 'regex', { field: 'Phone' })],
      ['email', 'not-an-email', formatValidation('en', 'email', { field: 'E-mail' })],
      ['site', 'javascript:alert(1)', formatValidation('en', 'url', { field: 'Site' })],
      ['starts', '24:00', formatValidation('en', 'date_format', { field: 'Starts', format: 'HH:mm' })],
      ['day', '2024-02-30', formatValidation('en', 'date_format', { field: 'Day', format: 'YYYY-MM-DD' })],
      ['day', '0000-01-01', formatValidation('en', 'date_format', { field: 'Day', format: 'YYYY-MM-DD' })],
      [
        'at',
        'yesterday',
        formatValidation('en', 'date_format', { field: 'At', format: 'YYYY-MM-DDTHH:mm:ssZ' }),
      ],
      ['kinds', 'delta', formatValidation('en', 'included', { field: 'Kinds' })],
      ['tag_ids', '2000000000', formatValidation('en', 'included', { field: 'Tags' })],
      ['amount', '1.5', formatValidation('en', 'integer', { field: 'Amount' })],
    ];
    for (const [field, value, message] of cases) {
      const res = await api.create({ title: 'Formats', [field]: value });
      expect(res.json().errors, `${field}=${value}`).toEqual({ [field]: message });
    }
    const good = await api.create({
      title: 'Good',
      starts: '23:59',
      day: '2024-02-29',
      at: '2024-03-01T10:00:00+03:00',
    });
    expect(good.json()).toMatchObject({ starts: '23:59', day: '2024-02-29', at: '2024-03-01T07:00:00.000Z' });
  });

  it('reads JSON fields from a JSON string, refuses invalid JSON in the caller language', async () => {
    const { api } = await setup();
    const made = await api.create({ title: 'Json', data: '{"a":[1,"two"],"b":null}' });
    expect(made.json().data).toEqual({ a: [1, 'two'], b: null });
    const direct = await api.createJson({ title: 'Json direct', data: { nested: { ok: true } } });
    expect(direct.json().data).toEqual({ nested: { ok: true } });
    expect((await api.create({ title: 'Bad', data: '{"a":' })).json()).toMatchObject({
      errors: { data: 'Not valid JSON' },
    });
    const ru = (await setup('ru')).api;
    expect((await ru.create({ title: 'Bad', data: '{oops' })).json().errors).toEqual({
      data: 'Некорректный JSON',
    });
  });

  it('never returns a password, keeps it when sent empty, sanitises HTML, fills read-only fields itself', async () => {
    const { api } = await setup();
    const made = await api.create({
      title: 'Secret',
      secret: 'Top-secret-1',
      body: '<p>Hi</p><script>alert(1)</script>',
      code: 'forged',
    });
    expect(made.json()).not.toHaveProperty('secret');
    expect(made.json()).toMatchObject({ body: '<p>Hi</p>', code: 'server-made' });
    const stored = async () => (await ctx.db.select().from(widgets).where(eq(widgets.id, made.json().id)))[0];
    expect((await stored()).secret).toBe('hashed:Top-secret-1');
    await api.update(made.json().id, { secret: '', title: 'Secret 2' });
    expect((await stored()).secret).toBe('hashed:Top-secret-1');
    for (const res of [
      await api.show(made.json().id),
      await api.list(),
      await api.update(made.json().id, { secret: 'x' }),
    ])
      expect(res.body).not.toMatch(/secret|Top-secret/);
  });

  it('copies a record, giving unique titles a free "(copy)" suffix in the caller language', async () => {
    const { api } = await setup();
    const source = (await api.create({ title: 'Original', amount: '7', kinds: ['alpha', 'beta'] })).json();
    const first = (await api.copy(source.id)).json();
    expect(first).toMatchObject({ title: 'Original (copy)', amount: 7, kinds: ['alpha', 'beta'] });
    expect((await api.copy(source.id)).json().title).toBe('Original (copy 2)');
    expect((await api.copy(source.id, { title: 'Chosen', amount: '8' })).json()).toMatchObject({
      title: 'Chosen',
      amount: 8,
    });
    const ru = (await setup('ru')).api;
    expect((await ru.copy(source.id)).json().title).toBe('Original (копия)');
    expect((await api.copy(999999)).statusCode).toBe(404);
  });

  it('filters arrays by eq (contains) and in (overlaps), ranges by bounds', async () => {
    const { api, refs } = await setup();
    const a = (
      await api.create({
        title: 'A',
        kinds: ['alpha'],
        tag_ids: [String(refs.tag[0])],
        amount: '5',
        day: '2024-05-01',
      })
    ).json();
    const b = (
      await api.create({ title: 'B', kinds: ['beta', 'gamma'], tag_ids: [String(refs.tag[1])], amount: '50' })
    ).json();
    const ids = async (query: string) =>
      (await api.list(query)).json().items.map((i: { id: number }) => i.id);
    expect(await ids('kinds=gamma&kinds=alpha')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('kinds=gamma')).toEqual([b.id]);
    expect(await ids(`tag_ids=${refs.tag[0]}`)).toEqual([a.id]);
    expect(await ids('amount_gte=6')).toEqual([b.id]);
    expect(await ids('amount_lte=6&amount_gte=5')).toEqual([a.id]);
    expect(await ids('day_gte=2024-04-01&day_lte=2024-05-01')).toEqual([a.id]);
    expect(await ids('title=%25')).toEqual([]); // % and _ match themselves
    await ctx.db.execute(sql`UPDATE widgets SET title = 'Half%off_now' WHERE id = ${a.id}`);
    expect(await ids('title=f%25O')).toEqual([a.id]);
  });
});
