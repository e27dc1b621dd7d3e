// Issue 10, class 1: nobody hands out more than they hold. The attack as found: a supervisor puts a user (or
// a user they create) into the administrators' group or gives them ROLE_ADMIN, and that user then makes the
// supervisor an administrator. Also: editing or deleting a user or a permission group that holds more than
// the caller, permission groups given keys the caller lacks, roles beyond the caller's, and an inventory of
// the write routes on users and groups so that a new (bulk, copy...) path cannot skip the rule unnoticed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissionGroups, users } from '../../../server/db/schema';
import { messages } from '../../../server/i18n/messages';
import { listRoutes } from '../../../server/auth/route-permissions';
import { PERMISSION_KEYS, RESOURCES, ROLE_DEFAULTS, type PermissionKey } from '../../../server/from-client';
import { bearer, DEMO_PASSWORD, login, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { resourceApi, tokenWith } from '../helpers/resource-api';

const decl = (name: string) => RESOURCES.find((r) => r.name === name)!;
const beyondOwn = (locale: 'en' | 'ru' = 'en') => ({
  code: 'forbidden',
  message: messages[locale].grantBeyondOwn,
});
const adminDenied = { code: 'forbidden', message: messages.en.adminRoleForbidden };
/** An access manager: a supervisor's keys plus those that edit permission groups (not `call.delete`...). */
const MANAGER_KEYS: PermissionKey[] = [
  ...ROLE_DEFAULTS.ROLE_SUPERVISOR,
  'permission.list',
  'permission.create',
  'permission.update',
  'permission.delete',
];

describe.each(databaseTargets)('grants: nobody hands out more than they hold on $name', (target) => {
  const ctx = useTestApp(target);
  const groupId = async (title: string) =>
    (await ctx.db.select().from(permissionGroups).where(eq(permissionGroups.title, title)))[0].id;
  const userRow = async (email: string) =>
    (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  const asSupervisor = async (name: 'user' | 'permission', locale = 'en') =>
    resourceApi(ctx, decl(name), await login(ctx.app, 'supervisor@demo.local'), locale);
  const newUser = (email: string, extra: Record<string, string>) => ({
    full_name: 'New User',
    email,
    password: 'New-pass-123',
    role: 'ROLE_OPERATOR',
    ...extra,
  });

  it("refuses a supervisor putting a user into the administrators' group or giving ROLE_ADMIN", async () => {
    const api = await asSupervisor('user');
    const admins = String(await groupId('Administrators'));
    const operator = await userRow('operator@demo.local');

    const created = await api.create(newUser('mole@example.com', { permission_group_id: admins }));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(beyondOwn());
    expect(await userRow('mole@example.com')).toBeUndefined();

    const moved = await api.update(operator.id, { permission_group_id: admins });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual(beyondOwn());
    const json = await api.updateJson(operator.id, { permission_group_id: Number(admins) });
    expect(json.statusCode).toBe(403);

    const promoted = await api.update(operator.id, { role: 'ROLE_ADMIN' });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json()).toEqual(adminDenied);
    const born = await api.create(
      newUser('boss@example.com', {
        role: 'ROLE_ADMIN',
        permission_group_id: String(await groupId('Supervisors')),
      }),
    );
    expect(born.json()).toEqual(adminDenied);
    expect(await userRow('boss@example.com')).toBeUndefined();

    // Nothing changed: the operator holds what they held, and cannot lift the supervisor.
    expect(await userRow('operator@demo.local')).toMatchObject({
      role: 'ROLE_OPERATOR',
      permission_group_id: operator.permission_group_id,
    });
    const supervisor = await userRow('supervisor@demo.local');
    const lift = await resourceApi(ctx, decl('user'), await login(ctx.app, 'operator@demo.local')).update(
      supervisor.id,
      { role: 'ROLE_ADMIN' },
    );
    expect(lift.statusCode).toBe(403);
    expect((await userRow('supervisor@demo.local')).role).toBe('ROLE_SUPERVISOR');
  });

  it('lets a supervisor hand out a group and a role they hold, and the new user works', async () => {
    const api = await asSupervisor('user');
    const operators = await groupId('Operators');
    const created = await api.create(
      newUser('fresh@example.com', { permission_group_id: String(operators) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const peer = await api.create(
      newUser('peer@example.com', {
        role: 'ROLE_SUPERVISOR',
        permission_group_id: String(await groupId('Supervisors')),
      }),
    );
    expect(peer.statusCode, peer.body).toBe(201);
    const guest = await userRow('guest@demo.local');
    const moved = await api.update(guest.id, {
      role: 'ROLE_OPERATOR',
      permission_group_id: String(operators),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const token = await login(ctx.app, 'fresh@example.com', 'New-pass-123');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'ROLE_OPERATOR', permission_group: { id: operators } });
  });

  it('refuses editing or deleting a user who holds more than the caller (no password reset of an admin)', async () => {
    const api = await asSupervisor('user');
    const adminRow = await userRow('admin@demo.local');
    const reset = await api.update(adminRow.id, { password: 'Taken-over-123' });
    expect(reset.statusCode).toBe(403);
    expect((await userRow('admin@demo.local')).password_hash).toBe(adminRow.password_hash);
    expect(await login(ctx.app, 'admin@demo.local', DEMO_PASSWORD)).toEqual(expect.any(String));
    expect((await api.remove(adminRow.id)).statusCode).toBe(403);

    // Not only administrators: an operator-role user in a group holding `call.delete` (a key supervisors lack).
    const [holder] = await ctx.db
      .insert(users)
      .values({
        role: 'ROLE_OPERATOR',
        full_name: 'Holder',
        email: 'holder@example.com',
        password_hash: adminRow.password_hash,
        permission_group_id: await groupId('Administrators'),
      })
      .returning();
    for (const res of [
      await api.update(holder.id, { password: 'Taken-over-123' }),
      await api.update(holder.id, { permission_group_id: String(await groupId('Operators')) }),
      await api.remove(holder.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(beyondOwn());
    }
    expect(await userRow('holder@example.com')).toMatchObject({ password_hash: adminRow.password_hash });
    // A user within the caller's rights stays theirs to edit and delete.
    const operator = await userRow('operator@demo.local');
    expect((await api.update(operator.id, { password: 'Changed-pass-1' })).statusCode).toBe(200);
    expect((await api.remove(operator.id)).statusCode).toBe(204);
  });

  it('answers the refusal in the caller language', async () => {
    const api = await asSupervisor('user', 'ru');
    const operator = await userRow('operator@demo.local');
    const res = await api.update(operator.id, {
      permission_group_id: String(await groupId('Administrators')),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(beyondOwn('ru'));
  });

  it('hands out only the roles the caller may: an operator-role user manager cannot make supervisors', async () => {
    const keys: PermissionKey[] = [
      ...ROLE_DEFAULTS.ROLE_OPERATOR,
      'settings.list',
      'user.create',
      'user.update',
    ];
    const api = resourceApi(ctx, decl('user'), await tokenWith(ctx, keys, 'ROLE_OPERATOR'));
    const operators = String(await groupId('Operators'));
    for (const role of ['ROLE_SUPERVISOR', 'ROLE_GUEST']) {
      const res = await api.create(newUser(`${role}@example.com`, { role, permission_group_id: operators }));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(beyondOwn());
    }
    const supervisor = await userRow('supervisor@demo.local');
    expect((await api.update(supervisor.id, { full_name: 'Demoted?' })).statusCode).toBe(403);
    const same = await api.create(newUser('same@example.com', { permission_group_id: operators }));
    expect(same.statusCode, same.body).toBe(201);
  });

  it("keeps a permission group's keys within the caller's own", async () => {
    const api = resourceApi(ctx, decl('permission'), await tokenWith(ctx, MANAGER_KEYS));
    const wider = await api.create({ title: 'Wider', permissions: ['tag.list', 'call.delete'] });
    expect(wider.statusCode).toBe(403);
    expect(wider.json()).toEqual(beyondOwn());
    const sub = await api.create({ title: 'Taggers', permissions: ['tag.list', 'settings.list'] });
    expect(sub.statusCode, sub.body).toBe(201);

    const supervisors = await groupId('Supervisors');
    const raise = await api.updateJson(supervisors, {
      permissions: [...ROLE_DEFAULTS.ROLE_SUPERVISOR, 'trunk.delete'],
    });
    expect(raise.statusCode).toBe(403);
    const [stored] = await ctx.db.select().from(permissionGroups).where(eq(permissionGroups.id, supervisors));
    expect(stored.permissions.split(',')).not.toContain('trunk.delete');
    expect((await api.updateJson(sub.json().id, { permissions: ['tag.list'] })).statusCode).toBe(200);

    // A group holding keys the caller lacks is not theirs: not even its title, nor its removal.
    const admins = await groupId('Administrators');
    expect((await api.update(admins, { title: 'Renamed' })).json()).toEqual(beyondOwn());
    const [spare] = await ctx.db
      .insert(permissionGroups)
      .values({ title: 'Call cleaners', permissions: 'call.list,call.delete' })
      .returning();
    expect((await api.remove(spare.id)).statusCode).toBe(403);
    expect((await api.remove(sub.json().id)).statusCode).toBe(204);
  });

  it('grants ROLE_ADMIN only to a holder of permission.update and every other key, as the role holds them all', async () => {
    const api = resourceApi(ctx, decl('user'), await tokenWith(ctx, MANAGER_KEYS));
    const deputy = newUser('deputy@example.com', {
      role: 'ROLE_ADMIN',
      permission_group_id: String(await groupId('Supervisors')),
    });
    const refused = await api.create(deputy);
    expect(refused.json()).toEqual(adminDenied);
    expect(await userRow('deputy@example.com')).toBeUndefined();
    const everything = resourceApi(ctx, decl('user'), await tokenWith(ctx, [...PERMISSION_KEYS]));
    const admin = await everything.create(deputy);
    expect(admin.statusCode, admin.body).toBe(201);
    const all = await api.create(
      newUser('all@example.com', { permission_group_id: String(await groupId('Administrators')) }),
    );
    expect(all.json()).toEqual(beyondOwn());
  });

  it('leaves administrators unaffected', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const userApi = resourceApi(ctx, decl('user'), token);
    const admins = await groupId('Administrators');
    const created = await userApi.create(
      newUser('second@example.com', { role: 'ROLE_ADMIN', permission_group_id: String(admins) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const supervisor = await userRow('supervisor@demo.local');
    expect((await userApi.update(supervisor.id, { permission_group_id: String(admins) })).statusCode).toBe(
      200,
    );
    const groupApi = resourceApi(ctx, decl('permission'), token);
    const group = await groupApi.create({
      title: 'Everything',
      permissions: ['call.delete', 'permission.update'],
    });
    expect(group.statusCode, group.body).toBe(201);
    expect((await groupApi.update(admins, { title: 'Admins' })).statusCode).toBe(200);
    expect((await groupApi.remove(group.json().id)).statusCode).toBe(204);
    expect((await userApi.remove(created.json().id)).statusCode).toBe(204);
  });

  it('has no write route on users or permission groups beyond those the rule guards', () => {
    const writes = listRoutes(ctx.app)
      .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
      .filter((r) => /^\/api\/(user|permission_group)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    // A new bulk or copy path must run the grant rule (server/auth/grants.ts) before it joins this list.
    expect(writes.sort()).toEqual(
      [
        'DELETE /api/permission_group/delete/:id',
        'DELETE /api/user/delete/:id',
        'POST /api/permission_group/create',
        'POST /api/user/create',
        'PUT /api/permission_group/update/:id',
        'PUT /api/user/set/offset_timestamp',
        'PUT /api/user/update/:id',
      ].sort(),
    );
  });
});
