// The card's uniqueness checks (spec 000 section 5): a phone at exactly 11 digits, an e-mail by query,
// answered `{ valid }`; and the whole-card save under its second path, /contact/update_card/.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { tags } from '../../server/resources/tables/tag';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { call, DEMO, tokenOf } from './contacts-helpers';

describe.each(databaseTargets)('contact uniqueness checks on $name', (target) => {
  const ctx = useTestApp(target);
  const idOf = async (full_name: string) =>
    (await ctx.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.full_name, full_name)))[0].id;
  const check = async (query: string, who: keyof typeof DEMO = 'operator') => {
    const res = await call(ctx, 'GET', `/api/contact/${query}`, await tokenOf(ctx, DEMO[who]));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { valid: boolean; checked: boolean };
  };

  it('checks a phone only at exactly 11 digits, against main and additional phones of other contacts', async () => {
    const ivan = await idOf('Ivan Petrov');
    expect(await check('check_phone?phone=7 (916) 123-45-67')).toEqual({ valid: false, checked: true });
    expect(await check('check_phone?phone=74951234567')).toEqual({ valid: false, checked: true }); // Ivan's extra
    expect(await check(`check_phone?phone=79161234567&contact_id=${ivan}`)).toEqual({
      valid: true,
      checked: true,
    });
    expect(await check('check_phone?phone=79990000000')).toEqual({ valid: true, checked: true });
    expect(await check('check_phone?phone=7916123456')).toEqual({ valid: true, checked: false });
    expect(await check('check_phone?phone=791612345678')).toEqual({ valid: true, checked: false });
  });

  it('checks an e-mail case-insensitively, other contacts only', async () => {
    const ivan = await idOf('Ivan Petrov');
    expect(await check('check_email?email=IVAN.Petrov@example.com')).toEqual({ valid: false, checked: true });
    expect(await check(`check_email?email=ivan.petrov@example.com&contact_id=${ivan}`)).toEqual({
      valid: true,
      checked: true,
    });
    expect(await check('check_email?email=nobody@example.com')).toEqual({ valid: true, checked: true });
    expect(await check('check_email?email=')).toEqual({ valid: true, checked: false });
  });

  it('answers 401 without a token and 400 for junk', async () => {
    expect((await call(ctx, 'GET', '/api/contact/check_phone?phone=1', null)).statusCode).toBe(401);
    const bad = await call(
      ctx,
      'GET',
      '/api/contact/check_email?contact_id=x',
      await tokenOf(ctx, DEMO.operator),
    );
    expect(bad.statusCode).toBe(400);
    const long = await call(
      ctx,
      'GET',
      `/api/contact/check_email?email=${'a'.repeat(300)}`,
      await tokenOf(ctx, DEMO.admin),
    );
    expect(long.statusCode).toBe(400);
  });

  it('answers the system tag ids for the script tab with contact.scriptOperatorShow', async () => {
    const [robot] = await ctx.db
      .insert(tags)
      .values({ title: 'Robot: agreed', app_system: true })
      .returning();
    await ctx.db.insert(tags).values({ title: 'Manual', app_system: false });
    const res = await call(ctx, 'GET', '/api/tag/scripts-operator', await tokenOf(ctx, DEMO.operator));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [robot.id] });
    const guest = await call(ctx, 'GET', '/api/tag/scripts-operator', await tokenOf(ctx, DEMO.guest));
    expect(guest.statusCode).toBe(403);
  });

  it('saves the whole card under /contact/update_card/ as under /contact/update/', async () => {
    const ivan = await idOf('Ivan Petrov');
    const card = await call(ctx, 'GET', `/api/contact/${ivan}`, await tokenOf(ctx, DEMO.admin));
    const res = await call(ctx, 'PUT', `/api/contact/update_card/${ivan}`, await tokenOf(ctx, DEMO.admin), {
      phone: card.json().phone,
      status: String(card.json().status.id),
      full_name: 'Ivan P. Petrov',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('crm_id');
    expect((await ctx.db.select().from(contacts).where(eq(contacts.id, ivan)))[0].full_name).toBe(
      'Ivan P. Petrov',
    );
    const noKey = await call(ctx, 'PUT', `/api/contact/update_card/${ivan}`, await tokenOf(ctx, DEMO.guest), {
      phone: '79161234567',
    });
    expect(noKey.statusCode).toBe(403);
  });
});
