// The contact card's API (spec 001 section 7): reading a contact, saving it whole or in part, the keys of
// spec 001 section 6, validation with the spec's messages, and phones masked for operators and guests.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { statuses } from '../../server/resources/tables/status';
import { tags } from '../../server/resources/tables/tag';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';
import { HOUR, insertTask, minuteFrom, userId, userWith } from './tasks-helpers';
import { tasks } from '../../server/tasks/table';
import { call, DEMO, tokenOf, type Payload } from './contacts-helpers';

describe.each(databaseTargets)('contact card on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const byName = async (full_name: string) =>
    (await ctx.db.select().from(contacts).where(eq(contacts.full_name, full_name)))[0];
  const statusId = async (title: string) =>
    (await ctx.db.select().from(statuses).where(eq(statuses.title, title)))[0].id;
  const show = async (id: number, who: keyof typeof DEMO = 'admin') =>
    (await call(ctx, 'GET', `/api/contact/${id}`, await token(who))).json();
  /** The whole card as the client sends it back (spec 001 section 7). */
  const cardForm = async (id: number, who: keyof typeof DEMO, extra: Payload = {}): Promise<Payload> => {
    const c = await show(id, who);
    return {
      full_name: c.full_name,
      phone: c.phone,
      email: c.email,
      birth_date: c.birth_date ?? '',
      status: c.status?.id ?? '',
      user: c.user?.id ?? '',
      campaign: c.campaign?.id ?? '',
      tags: c.tags,
      dynamic_data: JSON.stringify(c.dynamic_data),
      crm_id: c.crm_id,
      ...extra,
    };
  };
  const labelId = async (caption: string) => {
    const c = await show((await byName('Ivan Petrov')).id);
    return c.template_card.labels.find((l: { value: string }) => l.value === caption).id as number;
  };

  describe('GET /api/contact/:id', () => {
    it('answers 401 without a token, 403 without contact.show, 404 for a missing contact', async () => {
      const { id } = await byName('Ivan Petrov');
      expect((await call(ctx, 'GET', `/api/contact/${id}`, null)).statusCode).toBe(401);
      const noKey = await tokenWith(ctx, ['dashboard.list']);
      expect((await call(ctx, 'GET', `/api/contact/${id}`, noKey)).statusCode).toBe(403);
      const missing = await call(ctx, 'GET', '/api/contact/424242', await token('admin'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('The contact does not exist');
      const ru = await call(ctx, 'GET', '/api/contact/424242', await token('admin'), undefined, 'ru');
      expect(ru.json().message).toBe('Контакт не существует');
      expect((await call(ctx, 'GET', '/api/contact/99999999999', await token('admin'))).statusCode).toBe(404);
    });

    it('answers the contact with its status, operator, project, template and extra phones', async () => {
      const { id } = await byName('Ivan Petrov');
      const c = await show(id);
      const [campaign] = await ctx.db.select().from(campaigns);
      expect(c).toMatchObject({
        id,
        full_name: 'Ivan Petrov',
        phone: '79161234567',
        email: 'ivan.petrov@example.com',
        birth_date: '12-04-1985',
        status: { title: 'New', color: 'blue', app_system: false, campaign_id: campaign.id },
        user: { full_name: 'Olga Operator', extension_username: '1003' },
        campaign: { id: campaign.id, title: 'Demo campaign', show_phone: true, by_call_date: false },
        campaign_id: campaign.id,
        campaign_queue_name: campaign.queue_name,
        additional_phones: [
          {
            id: expect.any(Number),
            phone: '74951234567',
            tz: 'Europe/Moscow',
            provider: 'MGTS',
            region: 'Moscow',
          },
        ],
        template_card: { id: campaign.template_card_id, title: 'Demo card' },
        show_phone: true,
        crm_id: '',
        robot_status: null,
        call_date: null,
      });
      expect(c.tags).toHaveLength(1);
      const labelIds = c.template_card.labels.map((l: { id: number }) => String(l.id));
      expect(Object.keys(c.dynamic_data).every((k) => labelIds.includes(k))).toBe(true);
      expect(c.dynamic_data[String(await labelId('Company'))]).toBe('Petrov & Sons');
    });

    it('masks the phones for operators and guests when the contact or its project hides them', async () => {
      const pavel = await byName('Pavel Orlov');
      expect((await show(pavel.id, 'admin')).phone).toBe('79031112233');
      expect((await show(pavel.id, 'supervisor')).phone).toBe('79031112233');
      expect((await show(pavel.id, 'operator')).phone).toBe('*****33');
      expect((await show(pavel.id, 'guest')).phone).toBe('*****33');
      const ivan = await byName('Ivan Petrov');
      expect((await show(ivan.id, 'operator')).phone).toBe('79161234567');
      await ctx.db.update(campaigns).set({ show_phone: false });
      const masked = await show(ivan.id, 'operator');
      expect(masked.phone).toBe('*****67');
      expect(masked.additional_phones[0].phone).toBe('*****67');
      expect(JSON.stringify(masked)).not.toContain('1234567');
      expect((await show(ivan.id, 'admin')).additional_phones[0].phone).toBe('74951234567');
    });
  });

  describe('PUT /api/contact/update/:id', () => {
    it('answers 401, 403 without contact.update, 404', async () => {
      const { id } = await byName('Maria Smirnova');
      const body = await cardForm(id, 'admin');
      expect((await call(ctx, 'PUT', `/api/contact/update/${id}`, null, body)).statusCode).toBe(401);
      expect(
        (await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('guest'), body)).statusCode,
      ).toBe(403);
      const missing = await call(ctx, 'PUT', '/api/contact/update/424242', await token('admin'), body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('The contact does not exist');
    });

    it('saves the card and answers its crm_id', async () => {
      const { id } = await byName('Maria Smirnova');
      const vip = (await ctx.db.select().from(tags).where(eq(tags.title, 'VIP')))[0].id;
      const company = await labelId('Company');
      const amount = await labelId('Order amount');
      const interest = await labelId('Interest');
      const body = await cardForm(id, 'admin', {
        full_name: '  Maria S. ',
        phone: '+7 (926) 000-11-22',
        email: 'Maria@Example.com',
        birth_date: '01.02.1990',
        status: await statusId('Agreed'),
        tags: [vip],
        crm_id: 'B-42',
        call_date: '2030-01-02T10:00:00Z',
        dynamic_data: JSON.stringify({
          [company]: 'Maria Co',
          [amount]: '12.5',
          [interest]: 5,
          999999: 'stale',
        }),
        robot_status: 'forged',
      });
      const res = await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('admin'), body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ crm_id: 'B-42' });
      const c = await show(id);
      expect(c).toMatchObject({
        full_name: 'Maria S.',
        phone: '79260001122',
        email: 'maria@example.com',
        birth_date: '01-02-1990',
        status: { title: 'Agreed' },
        tags: [vip],
        crm_id: 'B-42',
        call_date: '2030-01-02T10:00:00.000Z',
        robot_status: null,
      });
      expect(c.dynamic_data).toEqual({ [company]: 'Maria Co', [amount]: '12.5', [interest]: 5 });
      // The card sends no tags as an empty value (a form cannot carry an empty list).
      const cleared = await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('admin'), {
        ...(await cardForm(id, 'admin')),
        tags: '',
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((await show(id)).tags).toEqual([]);
    });

    it('refuses invalid fields with the dictionary messages', async () => {
      const { id } = await byName('Maria Smirnova');
      const admin = await token('admin');
      const put = (extra: Payload, locale = 'en') =>
        call(ctx, 'PUT', `/api/contact/update/${id}`, admin, { phone: '79269876543', ...extra }, locale);
      const noPhone = await call(ctx, 'PUT', `/api/contact/update/${id}`, admin, { full_name: 'x' });
      expect(noPhone.json().errors.phone).toBe('The Phone field is required');
      expect((await put({ phone: '' })).json().errors.phone).toBe('The Phone field is required');
      expect((await put({ phone: '12-34' })).json().errors.phone).toBe('The Phone field format is invalid');
      const email = await put({ email: 'nope' });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({
        code: 'validation',
        errors: { email: 'The E-mail field must be a valid e-mail' },
      });
      const ruEmail = await put({ email: 'nope' }, 'ru');
      expect(ruEmail.json().errors.email).toBe('Поле E-mail должно быть действительным электронным адресом');
      expect((await put({ birth_date: '31-02-1990' })).json().errors.birth_date).toBe(
        'The Birth date field must be in the format dd-MM-yyyy',
      );
      expect((await put({ status: '424242' })).json().errors.status).toBe(
        'The Status field must be a valid value',
      );
      expect((await put({ status: '' })).json().errors.status).toBe('The Status field is required');
      expect((await put({ user: '424242' })).json().errors.user).toBe(
        'The Operator field must be a valid value',
      );
      expect((await put({ tags: [424242] })).json().errors.tags).toBe('The Tags field must be a valid value');
      const json = await put({ dynamic_data: '{oops' });
      expect(json.statusCode).toBe(400);
      expect(json.json().errors).toEqual({ dynamic_data: 'Not valid JSON' });
      expect((await put({ dynamic_data: '{oops' }, 'ru')).json().errors.dynamic_data).toBe(
        'Некорректный JSON',
      );
      expect((await ctx.db.select().from(contacts).where(eq(contacts.id, id)))[0].full_name).toBe(
        'Maria Smirnova',
      );
    });

    it('checks dynamic_data against the labels of the card template', async () => {
      const { id } = await byName('Maria Smirnova');
      const [company, amount, site, interest] = await Promise.all(
        ['Company', 'Order amount', 'Website', 'Interest'].map(labelId),
      );
      const data = { [company]: ' ', [amount]: 'ten', [site]: 'not a url', [interest]: 'x' };
      const body = await cardForm(id, 'admin', { dynamic_data: JSON.stringify(data) });
      const res = await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('admin'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        [`dynamic_data.${company}`]: 'The Company field is required',
        [`dynamic_data.${amount}`]: 'The Order amount field may only contain numeric characters',
        [`dynamic_data.${site}`]: 'The Website field is not a valid URL',
      });
      const ru = await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('admin'), body, 'ru');
      expect(ru.json().errors[`dynamic_data.${company}`]).toBe('Поле Company обязательно для заполнения');
    });

    it('lets only non-operators holding contact.operatorChange change the operator', async () => {
      const { id, user_id } = await byName('Maria Smirnova');
      const operatorToken = await token('operator');
      const operatorBody = await cardForm(id, 'operator');
      const keep = await call(ctx, 'PUT', `/api/contact/update/${id}`, operatorToken, operatorBody);
      expect(keep.statusCode, keep.body).toBe(200);
      const me = (await call(ctx, 'GET', '/api/user/get', await token('admin'))).json().id;
      const change = await call(ctx, 'PUT', `/api/contact/update/${id}`, operatorToken, {
        ...operatorBody,
        user: me,
      });
      expect(change.statusCode).toBe(403);
      const byAdmin = await call(ctx, 'PUT', `/api/contact/update/${id}`, await token('admin'), {
        ...operatorBody,
        user: me,
      });
      expect(byAdmin.statusCode).toBe(200);
      expect((await show(id)).user.id).toBe(me);
      expect(me).not.toBe(user_id);
    });

    it('keeps the stored phone when an operator sends the masked one back', async () => {
      const pavel = await byName('Pavel Orlov');
      const body = await cardForm(pavel.id, 'operator', { full_name: 'Pavel O.', show_phone: 'true' });
      expect(body.phone).toBe('*****33');
      const res = await call(ctx, 'PUT', `/api/contact/update/${pavel.id}`, await token('operator'), body);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await byName('Pavel O.');
      expect(stored.phone).toBe('79031112233');
      expect(stored.show_phone).toBe(false);
      const digits = await call(ctx, 'PUT', `/api/contact/update/${pavel.id}`, await token('operator'), {
        ...body,
        phone: '70000000000',
      });
      expect(digits.statusCode).toBe(200);
      expect((await byName('Pavel O.')).phone).toBe('79031112233');
    });
  });

  describe('PUT /api/contact/update/min/:id', () => {
    it('needs contact.update, or contact.statusChange for the status alone', async () => {
      const { id } = await byName('Maria Smirnova');
      const agreed = await statusId('Agreed');
      const url = `/api/contact/update/min/${id}`;
      expect((await call(ctx, 'PUT', url, null, { status: agreed })).statusCode).toBe(401);
      expect((await call(ctx, 'PUT', url, await token('guest'), { status: agreed })).statusCode).toBe(403);
      const statusOnly = await tokenWith(ctx, ['contact.show', 'contact.statusChange']);
      expect((await call(ctx, 'PUT', url, statusOnly, { full_name: 'No' })).statusCode).toBe(403);
      // Tags are the card's fields: contact.update (the card shows them read-only without it).
      const vip = (await ctx.db.select().from(tags).where(eq(tags.title, 'VIP')))[0].id;
      expect((await call(ctx, 'PUT', url, statusOnly, { tags: [vip] })).statusCode).toBe(403);
      expect((await call(ctx, 'PUT', url, statusOnly, { status: agreed, tags: '' })).statusCode).toBe(403);
      const res = await call(ctx, 'PUT', url, statusOnly, { status: agreed });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status.title).toBe('Agreed');
      const missing = await call(ctx, 'PUT', '/api/contact/update/min/424242', await token('admin'), {
        status: agreed,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('changes the fields given and nothing else', async () => {
      const before = await byName('Maria Smirnova');
      const res = await call(ctx, 'PUT', `/api/contact/update/min/${before.id}`, await token('admin'), {
        city: 'Samara',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await byName('Maria Smirnova');
      expect(after).toMatchObject({ ...before, city: 'Samara', updated_at: expect.any(Date) });
      const bad = await call(ctx, 'PUT', `/api/contact/update/min/${before.id}`, await token('admin'), {
        email: 'x@',
      });
      expect(bad.json().errors).toEqual({ email: 'The E-mail field must be a valid e-mail' });
    });
  });

  // Spec 000 section 4.1: "saving a card linked to a call task clears that task" (server/contacts/linked-task.ts).
  describe('saving a card linked to a call task', () => {
    const taskOf = async (id: number) => (await ctx.db.select().from(tasks).where(eq(tasks.id, id)))[0];
    const operatorId = () => userId(ctx, DEMO.operator);

    it('completes that task, and only that one, on a whole save and on a status-only save', async () => {
      const maria = await byName('Maria Smirnova');
      const mine = await insertTask(ctx, {
        contact_id: maria.id,
        user_id: await operatorId(),
        notification_at: minuteFrom(-HOUR),
      });
      const other = await insertTask(ctx, {
        contact_id: maria.id,
        user_id: await operatorId(),
        notification_at: minuteFrom(HOUR),
      });
      const body = await cardForm(maria.id, 'operator', { full_name: 'Maria T.', taskId: mine.id });
      const res = await call(ctx, 'PUT', `/api/contact/update/${maria.id}`, await token('operator'), body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await taskOf(mine.id)).success).toBe(true);
      expect((await taskOf(other.id)).success).toBe(false);
      expect((await byName('Maria T.')).id).toBe(maria.id);

      // Who may change only the status saves it through /min, with the task (the completion keys held).
      const statusOnly = await userWith(ctx, 'ROLE_OPERATOR', [
        'contact.show',
        'contact.statusChange',
        'contact.taskUpdate',
        'contact.taskComplete',
      ]);
      const theirs = await insertTask(ctx, {
        contact_id: maria.id,
        user_id: statusOnly.id,
        notification_at: minuteFrom(-HOUR),
      });
      const min = await call(ctx, 'PUT', `/api/contact/update/min/${maria.id}`, statusOnly.token, {
        status: await statusId('Agreed'),
        taskId: theirs.id,
      });
      expect(min.statusCode, min.body).toBe(200);
      expect((await taskOf(theirs.id)).success).toBe(true);
      expect((await taskOf(other.id)).success).toBe(false);
    });

    it('refuses a task of another contact or unknown, saving nothing', async () => {
      const maria = await byName('Maria Smirnova');
      const ivan = await byName('Ivan Petrov');
      const onIvan = await insertTask(ctx, {
        contact_id: ivan.id,
        user_id: await operatorId(),
        notification_at: minuteFrom(-HOUR),
      });
      const save = async (who: string, taskId: number, locale = 'en') =>
        call(
          ctx,
          'PUT',
          `/api/contact/update/${maria.id}`,
          who,
          await cardForm(maria.id, 'admin', { full_name: 'Changed', taskId }),
          locale,
        );
      const operator = await token('operator');
      const elsewhere = await save(operator, onIvan.id);
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().errors).toEqual({ taskId: 'The Task field must be a valid value' });
      expect((await save(operator, onIvan.id, 'ru')).json().errors.taskId).toBe(
        'Поле Задача должно быть допустимым значением',
      );
      // A task nobody has: refused by the scope for an operator, a field error for an administrator.
      expect((await save(operator, 424242)).statusCode).toBe(403);
      expect((await save(await token('admin'), 424242)).json().errors).toEqual({
        taskId: 'The Task field must be a valid value',
      });
      expect((await byName('Maria Smirnova')).id).toBe(maria.id);
      expect((await taskOf(onIvan.id)).success).toBe(false);
    });

    it("saves the card but leaves open a task the caller may not complete: another's, or without the keys", async () => {
      const maria = await byName('Maria Smirnova');
      const admins = await insertTask(ctx, {
        contact_id: maria.id,
        user_id: await userId(ctx, DEMO.admin),
        notification_at: minuteFrom(-HOUR),
      });
      const put = async (who: string, taskId: number, full_name: string) =>
        call(
          ctx,
          'PUT',
          `/api/contact/update/${maria.id}`,
          who,
          await cardForm(maria.id, 'admin', { full_name, taskId }),
        );
      // An operator does not act for others (as POST /task/success refuses them).
      expect((await put(await token('operator'), admins.id, 'By the operator')).statusCode).toBe(200);
      expect((await taskOf(admins.id)).success).toBe(false);
      const noKeys = await userWith(ctx, 'ROLE_OPERATOR', ['contact.show', 'contact.update']);
      const own = await insertTask(ctx, {
        contact_id: maria.id,
        user_id: noKeys.id,
        notification_at: minuteFrom(-HOUR),
      });
      expect((await put(noKeys.token, own.id, 'Without the keys')).statusCode).toBe(200);
      expect((await taskOf(own.id)).success).toBe(false);
      expect((await byName('Without the keys')).id).toBe(maria.id);
      // A supervisor acting for others (contact.operatorChange) completes the operator's task.
      expect((await put(await token('supervisor'), admins.id, 'By the supervisor')).statusCode).toBe(200);
      expect((await taskOf(admins.id)).success).toBe(true);
    });
  });

  describe('GET /api/contact/get_contact_user/:id', () => {
    it("answers the contact's operator, or null", async () => {
      const { id } = await byName('Ivan Petrov');
      const url = `/api/contact/get_contact_user/${id}`;
      expect((await call(ctx, 'GET', url, null)).statusCode).toBe(401);
      expect((await call(ctx, 'GET', url, await tokenWith(ctx, ['call.list']))).statusCode).toBe(403);
      expect(
        (await call(ctx, 'GET', '/api/contact/get_contact_user/424242', await token('admin'))).statusCode,
      ).toBe(404);
      const res = await call(ctx, 'GET', url, await token('guest'));
      expect(res.json()).toEqual({
        id: expect.any(Number),
        full_name: 'Olga Operator',
        extension_username: '1003',
      });
      await ctx.db.update(contacts).set({ user_id: null }).where(eq(contacts.id, id));
      const none = await call(ctx, 'GET', url, await token('guest'));
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    });
  });
});
