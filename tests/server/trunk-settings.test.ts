// A trunk's settings as Settings > Trunks writes them (issue 12, "Bad input"; issue 14): a host the call-control
// service can reach (IP or host name, never a URL or host:port: the port has its own field), a caller ID of
// digits, a project's queue, the credentials a registering trunk needs, the registration state that only the
// service writes, and a password that never goes back to a browser.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, RESOURCES } from '../../server/from-client';
import { campaigns } from '../../server/db/schema';
import { trunks } from '../../server/resources/tables/trunk';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { resourceApi, tokenWith } from './helpers/resource-api';

const trunk = RESOURCES.find((r) => r.name === 'trunk')!;

describe.each(databaseTargets)('trunk settings on $name', (target) => {
  const ctx = useTestApp(target);
  const api = async (locale = 'en') => resourceApi(ctx, trunk, await tokenWith(ctx, PERMISSION_KEYS), locale);

  it('accepts IP addresses and host names, refuses anything else with a translated field error', async () => {
    const en = await api();
    for (const host of [
      '192.0.2.1',
      '::1',
      '2001:db8::5060',
      '::ffff:192.0.2.9',
      'sip.example.com',
      'carrier-1.example.ru.',
      'localhost',
    ]) {
      const res = await en.create({ title: `T ${host}`, host });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(201);
    }
    const padded = await en.create({ title: 'Padded', host: '  10.0.0.7 ' });
    expect(padded.json().host).toBe('10.0.0.7');
    for (const host of [
      'sip:carrier.example',
      'carrier.example:5060',
      'bad host',
      'not a host!!',
      '2001:db8:::1',
      '::ffff:300.1.1.1',
      '-x.example',
      'a..b',
      '300.1.1.1',
    ]) {
      const res = await en.create({ title: `Bad ${host}`, host });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().errors).toEqual({ host: 'The Host field must be a valid IP address or FQDN' });
    }
    const ru = await (await api('ru')).create({ title: 'Плохой', host: 'http://x' });
    expect(ru.json().errors).toEqual({ host: 'Поле Хост должно быть IP-адресом или доменным именем' });
    const [created] = await ctx.db.select().from(trunks).where(eq(trunks.title, 'T localhost'));
    const update = await en.update(created.id, { host: 'no/slash' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toHaveProperty('host');
  });

  // The request schema's work: cheap, so on both databases like the rest (a test skipped on one reads as a gap).
  it('takes a caller ID of digits only, in en and ru', async () => {
    const en = await api();
    const made = await en.create({ title: 'Caller', host: '192.0.2.8', caller_id: ' 74951234567 ' });
    expect(made.json().caller_id).toBe('74951234567');
    for (const caller_id of ['abc', '+74951234567', '7 495 123', '12a']) {
      const res = await en.update(made.json().id, { caller_id });
      expect(res.statusCode, caller_id).toBe(400);
      expect(res.json().errors).toEqual({
        caller_id: 'The Caller ID field may only contain numeric characters',
      });
    }
    const ru = await (await api('ru')).create({ title: 'АОН', host: '192.0.2.8', caller_id: 'abc' });
    expect(ru.json().errors).toEqual({ caller_id: 'Поле Номер АОН должно содержать только цифры' });
    expect((await en.update(made.json().id, { caller_id: '' })).json().caller_id).toBe('');
  });

  it("takes as its queue a project's queue name or none, in en and ru", async () => {
    const [project] = await ctx.db.select().from(campaigns).limit(1);
    const en = await api();
    const made = await en.create({ title: 'Inbound', host: '192.0.2.9', queue: project.queue_name });
    expect(made.json().queue).toBe(project.queue_name);
    const typo = await en.update(made.json().id, { queue: `${project.queue_name}x` });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors).toEqual({ queue: 'The Queue field must be a valid value' });
    const ru = await (await api('ru')).update(made.json().id, { queue: 'sales' });
    expect(ru.json().errors).toEqual({ queue: 'Поле Очередь должно быть допустимым значением' });
    expect((await en.update(made.json().id, { queue: '' })).json().queue).toBe('');
  });

  it('needs a username and a password to register, keeping a stored password on update', async () => {
    const en = await api();
    const bare = await en.create({ title: 'Registering', host: '192.0.2.5', register: 'true' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({
      username: 'The Username field is required',
      password: 'The Password field is required',
    });
    const created = await en.create({ title: 'Plain', host: '192.0.2.6', username: 'acc' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await en.update(id, { register: 'true' })).json().errors).toEqual({
      password: 'The Password field is required',
    });
    expect((await en.update(id, { register: 'true', password: 'Carrier-pass' })).statusCode).toBe(200);
    // The stored password stands when the form leaves it empty.
    const kept = await en.update(id, { register: 'true', password: '', capacity: '5' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await en.update(id, { username: '' })).json().errors).toEqual({
      username: 'The Username field is required',
    });
    expect((await en.update(id, { register: 'false', username: '' })).statusCode).toBe(200);
  });

  it('keeps the registration state read-only and never sends a password back', async () => {
    const en = await api();
    const created = await en.create({
      title: 'Reg',
      host: '192.0.2.7',
      username: 'u',
      password: 'Very-secret-1',
      register: 'true',
      registration_state: 'registered',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ registration_state: '', registration_error: '' });
    await ctx.db
      .update(trunks)
      .set({ registration_state: 'failed', registration_error: '403 Forbidden' })
      .where(eq(trunks.id, id));
    const show = await en.show(id);
    expect(show.json()).toMatchObject({ registration_state: 'failed', registration_error: '403 Forbidden' });
    const list = await en.list();
    expect(list.json().items.find((t: { id: number }) => t.id === id)).toMatchObject({
      registration_state: 'failed',
    });
    for (const res of [created, show, list]) expect(res.body).not.toMatch(/password|Very-secret/);
  });
});
