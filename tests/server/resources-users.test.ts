// Users and permission groups beyond the generic suite: the permission list <-> comma-separated string,
// groups in use, passwords (hashed, never returned, unchanged when empty), unique e-mail and extension in both
// languages, self-deletion, the main trunk behind /api/user/get, and the list's `user_group`.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { permissionGroups, users } from '../../server/db/schema';
import { messages } from '../../server/i18n/messages';
import { kpiTargets } from '../../server/resources/tables/kpi-target';
import { trunks } from '../../server/resources/tables/trunk';
import { PERMISSION_KEYS, RESOURCES } from '../../server/from-client';
import { bearer, DEMO_PASSWORD, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { resourceApi, tokenWith } from './helpers/resource-api';

const decl = (name: string) => RESOURCES.find((r) => r.name === name)!;

describe.each(databaseTargets)('users and permission groups on $name', (target) => {
  const ctx = useTestApp(target);
  const admin = async (name: string, locale = 'en') =>
    resourceApi(ctx, decl(name), await tokenWith(ctx, PERMISSION_KEYS), locale);
  const groupId = async (title: string) =>
    (await ctx.db.select().from(permissionGroups).where(eq(permissionGroups.title, title)))[0].id;
  const me = async (email: string, password = DEMO_PASSWORD) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/get',
        headers: bearer(await login(ctx.app, email, password)),
      })
    ).json();

  it('maps the permission list to the stored comma-separated string and back', async () => {
    const api = await admin('permission');
    const created = await api.create({
      title: 'Callers',
      permissions: ['global.call', 'contact.show', 'global.call'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      title: 'Callers',
      permissions: ['global.call', 'contact.show'],
    });
    const [row] = await ctx.db
      .select()
      .from(permissionGroups)
      .where(eq(permissionGroups.id, created.json().id));
    expect(row.permissions).toBe('global.call,contact.show');
    // /api/user/get still sends the string, and the guard reads it.
    const users = await admin('user');
    await users.create({
      full_name: 'Caller',
      email: 'caller@example.com',
      password: 'Caller-pass-1',
      role: 'ROLE_OPERATOR',
      permission_group_id: String(row.id),
    });
    expect((await me('caller@example.com', 'Caller-pass-1')).permission_group.permissions).toBe(
      'global.call,contact.show',
    );
    const one = await api.update(row.id, { permissions: 'tag.list' });
    expect(one.json().permissions).toEqual(['tag.list']);
    const cleared = await api.updateJson(row.id, { permissions: [] });
    expect(cleared.json().permissions).toEqual([]);
    expect(
      (await ctx.db.select().from(permissionGroups).where(eq(permissionGroups.id, row.id)))[0].permissions,
    ).toBe('');
    const listed = (await api.list('limit=100')).json().items;
    const operators = listed.find((g: { title: string }) => g.title === 'Operators');
    expect(operators.permissions).toContain('global.call');
    expect(Array.isArray(operators.permissions)).toBe(true);
  });

  it('refuses unknown permission keys and duplicate titles, in en and ru', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const api = await admin('permission', locale);
      const bad = await api.create({ title: `Bad ${locale}`, permissions: ['tag.list', 'tag.fly'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        permissions:
          locale === 'en'
            ? 'The Permissions field must be a valid value'
            : 'Поле Права должно быть допустимым значением',
      });
      const twin = await api.create({ title: 'OPERATORS' });
      expect(twin.json().errors).toEqual({ title: messages[locale].permissionGroupExists });
    }
  });

  it('refuses to delete a permission group its users belong to (409, translated), then deletes it', async () => {
    const operators = await groupId('Operators');
    for (const locale of ['en', 'ru'] as const) {
      const res = await (await admin('permission', locale)).remove(operators);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'in_use', message: messages[locale].permissionGroupInUse });
    }
    const userApi = await admin('user');
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    await userApi.update(operator.id, { permission_group_id: String(await groupId('Guests')) });
    expect((await (await admin('permission')).remove(operators)).statusCode).toBe(204);
  });

  it('hashes the password, never returns it, and keeps it when the update leaves it empty', async () => {
    const api = await admin('user');
    const created = await api.create({
      full_name: 'New Operator',
      email: 'New.Operator@Example.com',
      password: 'First-pass-123',
      extension_username: '2001',
      extension_password: 'sip-secret-2001',
      role: 'ROLE_OPERATOR',
      permission_group_id: String(await groupId('Operators')),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ email: 'new.operator@example.com', extension_username: '2001' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('First-pass-123', row.password_hash)).toBe(true);
    expect(row.extension_password).toBe('sip-secret-2001');
    const replies = [
      created,
      await api.show(id),
      await api.list('limit=100'),
      await api.update(id, { full_name: 'Renamed' }),
    ];
    for (const res of replies) {
      expect(res.body).not.toMatch(/password|scrypt|First-pass|sip-secret/);
    }
    await api.update(id, { password: '' });
    expect((await ctx.db.select().from(users).where(eq(users.id, id)))[0].password_hash).toBe(
      row.password_hash,
    );
    expect(await login(ctx.app, 'new.operator@example.com', 'First-pass-123')).toEqual(expect.any(String));
    const short = await api.update(id, { password: 'short' });
    expect(short.json().errors).toEqual({ password: 'The Password field must be at least 8 characters' });
    await api.update(id, { password: 'Second-pass-456', extension_password: '' });
    await expect(login(ctx.app, 'new.operator@example.com', 'First-pass-123')).rejects.toThrow(/401/);
    expect(await login(ctx.app, 'NEW.operator@example.com', 'Second-pass-456')).toEqual(expect.any(String));
    expect((await ctx.db.select().from(users).where(eq(users.id, id)))[0].extension_password).toBe(
      'sip-secret-2001',
    );
    const missing = await api.create({
      full_name: 'No Pass',
      email: 'np@example.com',
      role: 'ROLE_GUEST',
      permission_group_id: '1',
    });
    expect(missing.json().errors).toEqual({ password: 'The Password field is required' });
  });

  it('refuses a taken e-mail (any case) and a taken extension with the spec texts, in en and ru', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const api = await admin('user', locale);
      const base = {
        full_name: 'Twin',
        password: 'Twin-pass-123',
        role: 'ROLE_OPERATOR',
        permission_group_id: '1',
      };
      const email = await api.create({
        ...base,
        email: 'OPERATOR@demo.local',
        extension_username: `9${locale}`,
      });
      expect(email.statusCode).toBe(409);
      expect(email.json().errors).toEqual({ email: messages[locale].userEmailExists });
      const phone = await api.create({
        ...base,
        email: `twin-${locale}@example.com`,
        extension_username: '1003',
      });
      expect(phone.json().errors).toEqual({ extension_username: messages[locale].userPhoneExists });
    }
    expect(messages.en.userEmailExists).toMatch(/user with this e-mail.*exists/i);
    expect(messages.en.userPhoneExists).toMatch(/user with this phone.*exists/i);
    // Several users without an extension are fine: an empty extension is none.
    const api = await admin('user');
    for (const n of [1, 2]) {
      const res = await api.create({
        full_name: `No ext ${n}`,
        email: `noext${n}@example.com`,
        password: 'No-ext-pass-1',
        role: 'ROLE_GUEST',
        permission_group_id: '1',
        extension_username: '',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().extension_username).toBeNull();
    }
  });

  it('refuses to delete oneself (409), deletes another user and takes them out of KPI targets', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const [adminRow] = await ctx.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    for (const [locale, text] of [
      ['en', 'You cannot delete yourself'],
      ['ru', 'Нельзя удалить самого себя'],
    ]) {
      const self = await resourceApi(ctx, decl('user'), token, locale).remove(adminRow.id);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ code: 'self_delete', message: text });
    }
    const api = resourceApi(ctx, decl('user'), token);
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    const [kpi] = await ctx.db.select().from(kpiTargets);
    expect(kpi.users).toContain(operator.id);
    expect((await api.remove(operator.id)).statusCode).toBe(204);
    expect((await ctx.db.select().from(kpiTargets).where(eq(kpiTargets.id, kpi.id)))[0].users).not.toContain(
      operator.id,
    );
    expect((await api.show(adminRow.id)).statusCode).toBe(200);
  });

  it('keeps the administrator role with those who manage access, and nobody changes their own', async () => {
    const supervisor = await login(ctx.app, 'supervisor@demo.local');
    const api = resourceApi(ctx, decl('user'), supervisor, 'en');
    const byEmail = async (email: string) =>
      (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
    const [adminRow, supervisorRow, operatorRow] = await Promise.all(
      ['admin@demo.local', 'supervisor@demo.local', 'operator@demo.local'].map(byEmail),
    );
    const base = { full_name: 'New', password: 'New-pass-123', permission_group_id: '1' };
    const denied = { code: 'forbidden', message: messages.en.adminRoleForbidden };
    const asAdmin = await api.create({ ...base, email: 'boss@example.com', role: 'ROLE_ADMIN' });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual(denied);
    expect((await api.update(operatorRow.id, { role: 'ROLE_ADMIN' })).json()).toEqual(denied);
    expect((await api.update(adminRow.id, { full_name: 'Hacked' })).statusCode).toBe(403);
    expect((await api.remove(adminRow.id)).json()).toEqual(denied);
    expect((await api.update(operatorRow.id, { role: 'ROLE_GUEST' })).statusCode).toBe(200);
    const own = await resourceApi(ctx, decl('user'), supervisor, 'ru').update(supervisorRow.id, {
      role: 'ROLE_OPERATOR',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', message: messages.ru.ownAccessForbidden });
    const ownGroup = await api.update(supervisorRow.id, {
      permission_group_id: String(await groupId('Administrators')),
    });
    expect(ownGroup.json().message).toBe(messages.en.ownAccessForbidden);
    const same = await api.update(supervisorRow.id, {
      full_name: 'Sergey S.',
      role: 'ROLE_SUPERVISOR',
      permission_group_id: String(supervisorRow.permission_group_id),
    });
    expect(same.statusCode, same.body).toBe(200);
    const admin = resourceApi(ctx, decl('user'), await login(ctx.app, 'admin@demo.local'));
    expect((await admin.create({ ...base, email: 'boss@example.com', role: 'ROLE_ADMIN' })).statusCode).toBe(
      201,
    );
    expect((await admin.update(supervisorRow.id, { role: 'ROLE_ADMIN' })).statusCode).toBe(200);
    expect((await admin.update(adminRow.id, { role: 'ROLE_OPERATOR' })).statusCode).toBe(403);
  });

  it('answers the main trunk title in /api/user/get, the legacy name when no trunk is chosen', async () => {
    expect((await me('operator@demo.local')).main_trunk_name).toBe('Demo carrier');
    const api = await admin('user');
    const trunkApi = await admin('trunk');
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    expect((await api.show(operator.id)).json().main_trunk_id).toEqual(expect.any(Number));
    await trunkApi.update(operator.main_trunk_id!, { title: 'renamed-trunk' });
    expect((await me('operator@demo.local')).main_trunk_name).toBe('renamed-trunk');
    await api.update(operator.id, { main_trunk_id: '' });
    expect((await me('operator@demo.local')).main_trunk_name).toBeNull();
    await ctx.db.update(users).set({ main_trunk_name: 'legacy-trunk' }).where(eq(users.id, operator.id));
    expect((await me('operator@demo.local')).main_trunk_name).toBe('legacy-trunk');
    const ghost = await api.update(operator.id, { main_trunk_id: '424242' });
    expect(ghost.json().errors).toEqual({ main_trunk_id: 'The Main trunk field must be a valid value' });
    await api.update(operator.id, { main_trunk_id: String(operator.main_trunk_id) });
    expect((await me('operator@demo.local')).main_trunk_name).toBe('renamed-trunk');
    expect(
      (await ctx.db.select().from(users).where(eq(users.id, operator.id)))[0].main_trunk_name,
    ).toBeNull();
  });

  it('migrates legacy trunk names: one trunk per name, users pointed at it', async () => {
    const statements = readFileSync(`${MIGRATIONS_FOLDER}/0002_call_settings.sql`, 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /INSERT INTO "trunks"|UPDATE "users" SET "main_trunk_id"/.test(s));
    expect(statements).toHaveLength(2);
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    await ctx.db
      .update(users)
      .set({ main_trunk_id: null, main_trunk_name: ' Old-Trunk ' })
      .where(eq(users.id, operator.id));
    await ctx.db
      .update(users)
      .set({ main_trunk_name: 'old-trunk' })
      .where(eq(users.email, 'guest@demo.local'));
    await ctx.db
      .update(users)
      .set({ main_trunk_name: 'DEMO CARRIER' })
      .where(eq(users.email, 'supervisor@demo.local'));
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));
    const all = await ctx.db.select().from(trunks);
    expect(all.map((t) => t.title).sort()).toEqual(['Demo carrier', 'Old-Trunk']);
    const byEmail = Object.fromEntries(
      (await ctx.db.select().from(users)).map((u) => [u.email, [u.main_trunk_id, u.main_trunk_name]]),
    );
    const id = (title: string) => all.find((t) => t.title === title)!.id;
    expect(byEmail['operator@demo.local']).toEqual([id('Old-Trunk'), null]);
    expect(byEmail['guest@demo.local']).toEqual([id('Old-Trunk'), null]);
    expect(byEmail['supervisor@demo.local']).toEqual([id('Demo carrier'), null]);
    expect((await me('guest@demo.local')).main_trunk_name).toBe('Old-Trunk');
  });

  it('replaces GET /api/user/list by the generated list: a superset with user_group { id, title }', async () => {
    const token = await login(ctx.app, 'supervisor@demo.local');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/list?full_name=olga',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 1, page: 1, limit: 10, pageCount: 1 });
    const item = res.json().items[0];
    expect(item).toEqual({
      id: expect.any(Number),
      full_name: 'Olga Operator',
      email: 'operator@demo.local',
      role: 'ROLE_OPERATOR',
      extension_username: '1003',
      user_group_id: expect.any(Number),
      permission_group_id: expect.any(Number),
      main_trunk_id: expect.any(Number),
      user_group: { id: expect.any(Number), title: 'Day shift' },
      reference_labels: {
        user_group_id: { [item.user_group_id]: 'Day shift' },
        permission_group_id: { [item.permission_group_id]: 'Operators' },
        main_trunk_id: { [item.main_trunk_id]: 'Demo carrier' },
      },
    });
    const [guest] = await ctx.db.select().from(users).where(eq(users.email, 'guest@demo.local'));
    await ctx.db.update(users).set({ user_group_id: null }).where(eq(users.id, guest.id));
    const all = (
      await ctx.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) })
    ).json();
    expect(all.items.find((u: { id: number }) => u.id === guest.id).user_group).toBeNull();
    const operator = await login(ctx.app, 'operator@demo.local');
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(operator) });
    expect(denied.statusCode).toBe(403);
    const put = await ctx.app.inject(
      formRequest('PUT', `/api/user/update/${guest.id}`, { full_name: 'Gleb G.' }, bearer(operator)),
    );
    expect(put.statusCode).toBe(403);
  });
});
