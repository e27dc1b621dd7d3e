// Issue 10, class 5: bad input never takes a request or the server down. JSON nested 20,000 deep is refused
// with 400 (it was a 500 from unbounded recursion); impossible dates are refused with `date_format` (they were
// rolled over to 2 March); a NUL or a broken escape in a filter is refused with 400 (it was ignored, or a 500).
// The socket.io namespaces are in input-sockets.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../../server/contacts/table';
import { HttpError } from '../../../server/http/errors';
import { MAX_JSON_DEPTH } from '../../../server/http/json-depth';
import { stripNul } from '../../../server/resources/coerce';
import { kpiTargets } from '../../../server/resources/tables/kpi-target';
import { bearer, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { call, DEMO, tokenOf, type Payload } from '../contacts-helpers';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(databaseTargets)('bad input on $name', (target) => {
  const ctx = useTestApp(target);
  const admin = () => tokenOf(ctx, DEMO.admin);
  const ivan = async () =>
    (await ctx.db.select().from(contacts).where(eq(contacts.full_name, 'Ivan Petrov')))[0];
  const json = async (method: 'POST' | 'PUT', url: string, payload: string, locale = 'en') =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(await admin()), 'content-type': 'application/json', 'accept-language': locale },
    });
  const get = async (url: string, locale = 'en') => call(ctx, 'GET', url, await admin(), undefined, locale);
  const ping = async () => (await get('/api/ping')).statusCode;

  describe('JSON nested 20,000 deep', () => {
    it('is refused with 400 on every kind of route, and the server keeps answering', async () => {
      const { id } = await ivan();
      const bomb = `{"phone":"79161234567","x":${nested(20_000)}}`;
      const routes: ['POST' | 'PUT', string][] = [
        ['PUT', `/api/contact/update/${id}`],
        ['PUT', `/api/contact/update/min/${id}`],
        ['POST', '/api/task/create'],
        ['POST', '/api/note/create'],
        ['POST', '/api/tag/create'],
        ['POST', '/node/channel/moh'],
        ['POST', '/api/login_check'],
      ];
      for (const [method, url] of routes) {
        for (const payload of [bomb, nested(20_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)]) {
          const res = await json(method, url, payload);
          expect(res.statusCode, url).toBe(400);
          expect(res.json(), url).toEqual({
            code: 'too_deep',
            message: `The request nests data deeper than ${MAX_JSON_DEPTH} levels`,
          });
        }
      }
      const ru = await json('PUT', `/api/contact/update/${id}`, bomb, 'ru');
      expect(ru.json().message).toBe(`Данные запроса вложены глубже ${MAX_JSON_DEPTH} уровней`);
      expect(await ping()).toBe(200);
      expect((await ivan()).phone).toBe('79161234567');
    });

    it('counts depth exactly: the cap is accepted, one level more is not; brackets in strings do not count', async () => {
      const body = (depth: number) =>
        `{"email":"${DEMO.admin}","password":"Demo-pass-2024","x":${nested(depth - 1)},"s":"${'['.repeat(99)}"}`;
      expect((await json('POST', '/api/login_check', body(MAX_JSON_DEPTH))).statusCode).toBe(200);
      const over = await json('POST', '/api/login_check', body(MAX_JSON_DEPTH + 1));
      expect([over.statusCode, over.json().code]).toEqual([400, 'too_deep']);
    });

    it('is refused in a form field carrying JSON (dynamic_data), and the clean-up itself cannot overflow', async () => {
      const { id } = await ivan();
      const res = await call(ctx, 'PUT', `/api/contact/update/${id}`, await admin(), {
        phone: '79161234567',
        dynamic_data: `{"1":${nested(20_000)}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ dynamic_data: 'Not valid JSON' });
      let value: unknown = 'x';
      for (let i = 0; i < 20_000; i++) value = [value];
      expect(() => stripNul(value)).toThrow(HttpError);
      expect(await ping()).toBe(200);
    });
  });

  describe('impossible dates', () => {
    const format = (field: string, shown = 'YYYY-MM-DD') =>
      `The ${field} field must be in the format ${shown}`;

    it('are refused in the contact list filters with date_format, date-times and days alike', async () => {
      const cases: [string, string, string][] = [
        ['created_from', '2031-02-30T10:00:00Z', 'Created from'],
        ['call_date_from', '2031-02-30T10:00:00Z', 'Call date from'],
        ['created_from', '2031-02-30', 'Created from'],
        ['created_to', '2031-02-29', 'Created to'], // 2031 is no leap year
        ['updated_from', '31.04.2031', 'Updated from'],
        ['updated_to', '2031-02-28T24:00:00Z', 'Updated to'],
        ['call_date_to', '2031-02-28T10:60:00+03:00', 'Call date to'],
      ];
      for (const [field, value, label] of cases) {
        const res = await get(`/api/contact/list?${field}=${encodeURIComponent(value)}`);
        expect(res.statusCode, value).toBe(400);
        expect(res.json(), value).toMatchObject({ code: 'validation', errors: { [field]: format(label) } });
      }
      const ru = await get('/api/contact/list?created_from=2031-02-30T10:00:00Z', 'ru');
      expect(ru.json().errors.created_from).toBe('Поле Создан с должно быть в формате YYYY-MM-DD');
      for (const good of [
        '2032-02-29T10:00:00Z',
        '2032-02-29',
        '29.02.2032',
        '2031-02-28T23:59:59.999+03:00',
      ])
        expect(
          (await get(`/api/contact/list?created_from=${encodeURIComponent(good)}`)).statusCode,
          good,
        ).toBe(200);
    });

    it('are refused in the contact card (call_date, birth_date, a date label) and nothing is saved', async () => {
      const before = await ivan();
      const card = await (await get(`/api/contact/${before.id}`)).json();
      const dateLabel = card.template_card.labels.find(
        (l: { value_type: string }) => l.value_type === 'date',
      );
      const save = async (extra: Payload) =>
        call(ctx, 'PUT', `/api/contact/update/min/${before.id}`, await admin(), extra);
      const callDate = await save({ call_date: '2031-02-30T10:00:00Z' });
      expect(callDate.statusCode).toBe(400);
      expect(callDate.json().errors).toEqual({ call_date: format('Call date', 'YYYY-MM-DDTHH:mm:ssZ') });
      expect((await save({ birth_date: '30-02-1990' })).json().errors.birth_date).toContain(
        'must be in the format',
      );
      const label = await save({
        dynamic_data: JSON.stringify({ ...card.dynamic_data, [dateLabel.id]: '30-02-2031' }),
      });
      expect(label.json().errors).toEqual({
        [`dynamic_data.${dateLabel.id}`]: format(dateLabel.value, 'DD-MM-YYYY'),
      });
      expect(await ivan()).toEqual(before);
      expect((await save({ call_date: '2031-02-28T10:00:00+03:00' })).statusCode).toBe(200);
      expect((await ivan()).call_date?.toISOString()).toBe('2031-02-28T07:00:00.000Z');
    });

    it('are refused in tasks and in the generated resources (a KPI target end)', async () => {
      const { id } = await ivan();
      for (const notification_at of ['30-02-2031 10:00', '2031-02-30T10:00:00Z']) {
        const res = await call(ctx, 'POST', '/api/task/create', await admin(), {
          text: 'x',
          notification_at,
          contact: id,
        });
        expect(res.statusCode, notification_at).toBe(400);
        expect(res.json().errors.notification_at).toContain('must be in the format DD-MM-YYYY HH:mm');
      }
      const [kpi] = await ctx.db.select().from(kpiTargets).limit(1);
      const res = await call(ctx, 'PUT', `/api/kpi_target/update/${kpi.id}`, await admin(), {
        end_at: '2031-02-30T10:00:00Z',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.end_at).toBe(format('Ends at', 'YYYY-MM-DDTHH:mm:ssZ'));
    });
  });

  describe('a NUL or a broken escape in a filter', () => {
    it('is refused with 400 naming the field, wherever the query goes', async () => {
      const { id } = await ivan();
      const cases: [string, string][] = [
        ['/api/task/list?contact_id=%00', 'contact_id'],
        ['/api/note/list?contact_id=%00', 'contact_id'],
        [`/api/call/list?contact=${id}&contact_id=%00`, 'contact_id'],
        ['/api/contact/list?full_name=Iv%00an', 'full_name'],
        ['/api/contact/list?campaign_id[]=%00', 'campaign_id'],
        ['/api/tag/list?title=%E0%A4%A', 'title'],
        ['/api/user/list?full_name=%zz', 'full_name'],
        ['/api/contact/check_email?email=a%ED%A0%80@b.c', 'email'], // the escape of a lone surrogate
        ['/node/getCallInfoMin/?phone=%00', 'phone'],
        ['/api/tag/last/7916%00', 'phone'], // a path parameter
      ];
      for (const [url, field] of cases) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({
          code: 'validation',
          errors: { [field]: expect.any(String) },
        });
      }
      const en = await get('/api/task/list?contact_id=%00');
      expect(en.json().errors).toEqual({ contact_id: 'The contact field format is invalid' });
      const ru = await get('/api/task/list?contact_id=%00', 'ru');
      expect(ru.json().errors).toEqual({ contact_id: 'Поле контакт имеет ошибочный формат' });
    });

    it('leaves well-formed escapes alone', async () => {
      const res = await get(
        '/api/contact/list?full_name=Ivan+P%65trov&created_from=2000-01-01T00%3A00%3A00Z',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((c: { full_name: string }) => c.full_name)).toEqual(['Ivan Petrov']);
    });
  });
});
