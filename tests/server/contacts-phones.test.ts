// Additional phones of a contact (added, refused as duplicates or by length, deleted, swapped with the main
// phone) and the look-ups around the card: last tags of a phone, operators, a user's projects.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactAdditionalPhones, contacts } from '../../server/contacts/table';
import { campaigns, userGroups, users } from '../../server/db/schema';
import { tags } from '../../server/resources/tables/tag';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';
import { call, DEMO, tokenOf } from './contacts-helpers';

describe.each(databaseTargets)('additional phones and card look-ups on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const byName = async (full_name: string) =>
    (await ctx.db.select().from(contacts).where(eq(contacts.full_name, full_name)))[0];
  const phonesOf = async (contactId: number) =>
    (
      await ctx.db
        .select()
        .from(contactAdditionalPhones)
        .where(eq(contactAdditionalPhones.contact_id, contactId))
    )
      .map((p) => p.phone)
      .sort();
  const add = async (contactId: number, phone: string, who: keyof typeof DEMO = 'operator', locale = 'en') =>
    call(
      ctx,
      'PUT',
      `/api/contact/create_additional_phone/${contactId}`,
      await token(who),
      { phone },
      locale,
    );

  it('adds an additional phone: 401, 403, 404, then 201 with the row', async () => {
    const { id } = await byName('Maria Smirnova');
    const url = `/api/contact/create_additional_phone/${id}`;
    expect((await call(ctx, 'PUT', url, null, { phone: '74950001122' })).statusCode).toBe(401);
    expect((await add(id, '74950001122', 'guest')).statusCode).toBe(403);
    // No such contact: 404 to who sees every project, 403 to an operator, as for a foreign one (issue 10).
    expect((await add(424242, '74950001122', 'admin')).statusCode).toBe(404);
    expect((await add(424242, '74950001122', 'operator')).statusCode).toBe(403);
    const res = await call(ctx, 'PUT', url, await token('operator'), {
      phone: '+7 495 000-11-22',
      tz: 'Europe/Moscow',
      provider: 'MTS',
      region: 'Moscow',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      phone: '74950001122',
      tz: 'Europe/Moscow',
      provider: 'MTS',
      region: 'Moscow',
    });
    expect(await phonesOf(id)).toEqual(['74950001122']);
  });

  it('refuses a phone equal to another of the contact or of the wrong length (phoneError)', async () => {
    const ivan = await byName('Ivan Petrov');
    for (const phone of [ivan.phone, '74951234567', '1234', '123456789012', '*****67']) {
      const res = await add(ivan.id, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Phone already exists or exceeds number length',
        errors: { phone: 'Phone already exists or exceeds number length' },
      });
    }
    const ru = await add(ivan.id, ivan.phone, 'operator', 'ru');
    expect(ru.json().errors.phone).toBe('Телефон уже существует или превышает допустимую длину номера');
    expect((await add(ivan.id, '12345')).statusCode).toBe(201);
    expect(await phonesOf(ivan.id)).toEqual(['12345', '74951234567']);
  });

  it('masks the added phone for an operator of a contact that hides phones', async () => {
    const pavel = await byName('Pavel Orlov');
    const res = await add(pavel.id, '74997776655');
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe('*****55');
    expect(await phonesOf(pavel.id)).toEqual(['74997776655']);
  });

  it('deletes an additional phone: 204, then 404', async () => {
    const ivan = await byName('Ivan Petrov');
    const [extra] = await ctx.db
      .select()
      .from(contactAdditionalPhones)
      .where(eq(contactAdditionalPhones.contact_id, ivan.id));
    const url = `/api/additional_phone/delete/${extra.id}`;
    expect((await call(ctx, 'DELETE', url, null)).statusCode).toBe(401);
    expect((await call(ctx, 'DELETE', url, await token('guest'))).statusCode).toBe(403);
    const res = await call(ctx, 'DELETE', url, await token('operator'));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(ctx, 'DELETE', url, await token('admin'))).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', url, await token('operator'))).statusCode).toBe(403);
    expect(await phonesOf(ivan.id)).toEqual([]);
  });

  it('swaps an additional phone with the main phone, and the swap persists', async () => {
    const ivan = await byName('Ivan Petrov');
    const [extra] = await ctx.db
      .select()
      .from(contactAdditionalPhones)
      .where(eq(contactAdditionalPhones.contact_id, ivan.id));
    const url = `/api/contact/swap_phone/${ivan.id}`;
    expect((await call(ctx, 'PUT', url, null, { additional_phone_id: extra.id })).statusCode).toBe(401);
    expect(
      (await call(ctx, 'PUT', url, await token('guest'), { additional_phone_id: extra.id })).statusCode,
    ).toBe(403);
    const admin = await token('admin');
    expect(
      (await call(ctx, 'PUT', '/api/contact/swap_phone/424242', admin, { additional_phone_id: extra.id }))
        .statusCode,
    ).toBe(404);
    const maria = await byName('Maria Smirnova');
    expect(
      (
        await call(ctx, 'PUT', `/api/contact/swap_phone/${maria.id}`, admin, {
          additional_phone_id: extra.id,
        })
      ).statusCode,
    ).toBe(404);
    const res = await call(ctx, 'PUT', url, admin, { additional_phone_id: extra.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '74951234567',
      provider: 'MGTS',
      region: 'Moscow',
      additional_phones: [{ id: extra.id, phone: '79161234567', provider: '', region: '' }],
    });
    const stored = await byName('Ivan Petrov');
    expect(stored.phone).toBe('74951234567');
    expect(await phonesOf(ivan.id)).toEqual(['79161234567']);
  });

  it('answers the last tags of the contacts with a phone', async () => {
    const ivan = await byName('Ivan Petrov');
    const all = await ctx.db.select().from(tags);
    const vip = all.find((t) => t.title === 'VIP')!;
    await ctx.db
      .update(contacts)
      .set({ last_tags: [vip.id] })
      .where(eq(contacts.id, ivan.id));
    const url = '/api/tag/last/' + encodeURIComponent('+7 (916) 123-45-67');
    expect((await call(ctx, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', url, await tokenWith(ctx, ['call.list']))).statusCode).toBe(403);
    const res = await call(ctx, 'GET', url, await token('guest'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [{ id: vip.id, title: 'VIP', color: 'violet', app_system: false }] });
    expect((await call(ctx, 'GET', '/api/tag/last/000000', await token('guest'))).json()).toEqual({
      items: [],
    });
    // A card whose phone is masked names its contact: the number is read from it.
    const masked = `/api/tag/last/${encodeURIComponent('*****67')}?contact_id=${ivan.id}`;
    expect((await call(ctx, 'GET', masked, await token('operator'))).json()).toEqual(res.json());
    expect(
      (await call(ctx, 'GET', '/api/tag/last/1?contact_id=424242', await token('admin'))).statusCode,
    ).toBe(404);
  });

  it('answers every tag by title to who may see a card, and no one else', async () => {
    expect((await call(ctx, 'GET', '/api/tag/options', null)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/tag/options', await tokenWith(ctx, ['call.list']))).statusCode).toBe(
      403,
    );
    const res = await call(ctx, 'GET', '/api/tag/options', await token('guest'));
    expect(res.statusCode, res.body).toBe(200);
    const all = await ctx.db.select().from(tags);
    expect(res.json().items).toEqual(
      all
        .map(({ id, title, color, app_system }) => ({ id, title, color, app_system }))
        .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id),
    );
    expect(res.json().items.length).toBeGreaterThan(1);
  });

  it('answers the operators', async () => {
    expect((await call(ctx, 'GET', '/api/user/get_operators', null)).statusCode).toBe(401);
    expect(
      (await call(ctx, 'GET', '/api/user/get_operators', await tokenWith(ctx, ['call.list']))).statusCode,
    ).toBe(403);
    const res = await call(ctx, 'GET', '/api/user/get_operators', await token('operator'));
    expect(res.json()).toEqual([
      { id: expect.any(Number), full_name: 'Olga Operator', extension_username: '1003' },
    ]);
  });

  it("answers a user's projects: their group's, every one for an admin", async () => {
    const [demo] = await ctx.db.select().from(campaigns);
    const [evening] = await ctx.db.select().from(userGroups).where(eq(userGroups.title, 'Evening shift'));
    await ctx.db
      .insert(campaigns)
      .values({ title: 'Evening', queue_name: 'campaign_900', user_group_id: evening.id });
    expect((await call(ctx, 'GET', '/api/user/projects', null)).statusCode).toBe(401);
    const mine = await call(ctx, 'GET', '/api/user/projects', await token('operator'));
    expect(mine.json()).toEqual({
      items: [
        {
          project_id: demo.id,
          queue_name: demo.queue_name,
          title: 'Demo campaign',
          active_additional_phone_timeout: '0',
          trunk: 'Demo carrier',
        },
      ],
    });
    const admin = await call(ctx, 'GET', '/api/user/projects', await token('admin'));
    expect(admin.json().items.map((p: { title: string }) => p.title)).toEqual(['Demo campaign', 'Evening']);
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, DEMO.operator));
    const asked = await call(
      ctx,
      'GET',
      `/api/user/projects?user_id=${operator.id}`,
      await token('supervisor'),
    );
    expect(asked.json().items).toHaveLength(1);
    const [guest] = await ctx.db.select().from(users).where(eq(users.email, DEMO.guest));
    expect(
      (await call(ctx, 'GET', `/api/user/projects?user_id=${guest.id}`, await token('operator'))).statusCode,
    ).toBe(403);
  });
});
