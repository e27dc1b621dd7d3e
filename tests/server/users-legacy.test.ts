// The spec's legacy user calls (spec 001 section 7) answer exactly as the user resource does: the same
// replies, the same validation, the same permission keys and the same grant checks (server/auth/grants.ts).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { permissionGroups, users } from '../../server/db/schema';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';

describe.each(databaseTargets)('legacy /api/users calls on $name', (target) => {
  const ctx = useTestApp(target);
  const adminToken = () => login(ctx.app, 'admin@demo.local');
  const userRow = async (email: string) =>
    (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  let operators = 0;
  const fields = (email: string) => ({
    full_name: 'Legacy Caller',
    email,
    password: 'Legacy-pass-1',
    role: 'ROLE_OPERATOR',
    permission_group_id: operators,
  });
  beforeEach(async () => {
    const [group] = await ctx.db
      .select()
      .from(permissionGroups)
      .where(eq(permissionGroups.title, 'Operators'));
    operators = group.id;
  });

  it('creates, shows and updates a user as /api/user/create, /api/user/{id} and /api/user/update/{id} do', async () => {
    const auth = bearer(await adminToken());
    const created = await ctx.app.inject(
      formRequest('POST', '/api/users', fields('legacy@example.com'), auth),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ full_name: 'Legacy Caller', email: 'legacy@example.com' });
    expect(created.json()).not.toHaveProperty('password');
    expect(await verifyPassword('Legacy-pass-1', (await userRow('legacy@example.com')).password_hash)).toBe(
      true,
    );

    const viaAlias = await ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth });
    const viaResource = await ctx.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: auth });
    expect(viaAlias.statusCode).toBe(200);
    expect(viaAlias.json()).toEqual(viaResource.json());

    const updated = await ctx.app.inject(
      formRequest('PUT', `/api/users/${id}`, { full_name: 'Renamed' }, auth),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // A write's reply is the row; only reads add the names of what it points at (reference_labels).
    const { reference_labels: labels, ...shown } = viaResource.json();
    expect(labels).toMatchObject({ permission_group_id: { [operators]: 'Operators' } });
    expect(updated.json()).toEqual({ ...shown, full_name: 'Renamed' });
    expect((await userRow('legacy@example.com')).full_name).toBe('Renamed');
  });

  it('validates like the resource: a missing e-mail and a taken e-mail are field errors', async () => {
    const auth = bearer(await adminToken());
    const missing = await ctx.app.inject(
      formRequest(
        'POST',
        '/api/users',
        {
          full_name: 'No Mail',
          password: 'Legacy-pass-1',
          role: 'ROLE_GUEST',
          permission_group_id: operators,
        },
        auth,
      ),
    );
    const missingThere = await ctx.app.inject(
      formRequest(
        'POST',
        '/api/user/create',
        {
          full_name: 'No Mail',
          password: 'Legacy-pass-1',
          role: 'ROLE_GUEST',
          permission_group_id: operators,
        },
        auth,
      ),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(missingThere.json());
    expect(Object.keys(missing.json().errors)).toEqual(['email']);
    const taken = await ctx.app.inject(formRequest('POST', '/api/users', fields('admin@demo.local'), auth));
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    expect(await userRow('admin@demo.local')).toMatchObject({ role: 'ROLE_ADMIN' });
  });

  it('needs the same keys: 401 without a token, 403 without user.create / user.update / user.list', async () => {
    const operator = await userRow('operator@demo.local');
    expect(
      (await ctx.app.inject(formRequest('POST', '/api/users', fields('x@example.com')))).statusCode,
    ).toBe(401);
    const noKeys = bearer(await tokenWith(ctx, ['settings.list']));
    expect(
      (await ctx.app.inject(formRequest('POST', '/api/users', fields('x@example.com'), noKeys))).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${operator.id}`, headers: noKeys })).statusCode,
    ).toBe(403);
    const put = formRequest('PUT', `/api/users/${operator.id}`, { full_name: 'Changed' }, noKeys);
    expect((await ctx.app.inject(put)).statusCode).toBe(403);
    expect(await userRow('x@example.com')).toBeUndefined();
    expect((await userRow('operator@demo.local')).full_name).toBe(operator.full_name);
  });

  it('applies the grant checks: a supervisor cannot make an administrator or lift themself', async () => {
    const auth = bearer(await login(ctx.app, 'supervisor@demo.local'));
    const promoted = await ctx.app.inject(
      formRequest('POST', '/api/users', { ...fields('boss@example.com'), role: 'ROLE_ADMIN' }, auth),
    );
    expect(promoted.statusCode).toBe(403);
    expect(await userRow('boss@example.com')).toBeUndefined();
    const self = await userRow('supervisor@demo.local');
    const lift = await ctx.app.inject(
      formRequest('PUT', `/api/users/${self.id}`, { role: 'ROLE_ADMIN' }, auth),
    );
    expect(lift.statusCode).toBe(403);
    expect((await userRow('supervisor@demo.local')).role).toBe('ROLE_SUPERVISOR');
  });
});
