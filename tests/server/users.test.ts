import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../../src/permissions/catalogue';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { databaseTargets } from './helpers/databases';
import { bearer, formRequest, login, useTestApp } from './helpers/app';

describe.each(databaseTargets)('/api/user/* on $name', (target) => {
  const ctx = useTestApp(target);

  it('GET /api/user/get returns the current user in the contract shape', async () => {
    const token = await login(ctx.app, 'operator@demo.local');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      role: 'ROLE_OPERATOR',
      full_name: 'Olga Operator',
      email: 'operator@demo.local',
      extension_username: '1003',
      main_trunk_name: 'Demo carrier',
      offset_timestamp: null,
      user_group: {
        id: expect.any(Number),
        title: 'Day shift',
        card_timeout: 30,
        operator_auto_answer: false,
      },
      permission_group: {
        id: expect.any(Number),
        title: 'Operators',
        permissions: ROLE_DEFAULTS.ROLE_OPERATOR.join(','),
      },
      kpi_target_group: null,
      trunk: null,
      billing: null,
    });
    expect(typeof user.permission_group.permissions).toBe('string');
    expect(res.body).not.toMatch(/password/);
  });

  it('PUT /api/user/set/offset_timestamp stores the client time and answers it', async () => {
    const token = await login(ctx.app, 'operator@demo.local');
    const res = await ctx.app.inject(
      formRequest('PUT', '/api/user/set/offset_timestamp', { client_timestamp: 1763726400 }, bearer(token)),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offset_timestamp: 1763726400 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) });
    expect(me.json().offset_timestamp).toBe(1763726400);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    expect(row.offset_timestamp).toBe(1763726400);
  });

  it('PUT /api/user/set/offset_timestamp validates client_timestamp', async () => {
    const token = await login(ctx.app, 'operator@demo.local');
    const headers = { ...bearer(token), 'accept-language': 'en' };
    const cases: [Record<string, string>, string][] = [
      [{}, 'The client time field is required'],
      [{ client_timestamp: 'soon' }, 'The client time field must be an integer'],
      [{ client_timestamp: '1.5' }, 'The client time field must be an integer'],
      [{ client_timestamp: '-1' }, 'The client time field must be 0 or more'],
      [{ client_timestamp: '9'.repeat(400) }, 'The client time field must be an integer'],
      [{ client_timestamp: '99999999999999' }, 'The client time field must be 95617584000 or less'],
    ];
    for (const [fields, message] of cases) {
      const res = await ctx.app.inject(formRequest('PUT', '/api/user/set/offset_timestamp', fields, headers));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', errors: { client_timestamp: message } });
    }
    const unauth = await ctx.app.inject(
      formRequest('PUT', '/api/user/set/offset_timestamp', { client_timestamp: 1 }),
    );
    expect(unauth.statusCode).toBe(401);
  });

  it('GET /api/user/list pages the users and never shows secrets', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const first = await ctx.app.inject({ method: 'GET', url: '/api/user/list', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 4, page: 1, limit: 10 });
    expect(first.json().items.map((u: { email: string }) => u.email)).toEqual([
      'admin@demo.local',
      'supervisor@demo.local',
      'operator@demo.local',
      'guest@demo.local',
    ]);
    expect(first.body).not.toMatch(/password_hash|extension_password|scrypt\$/);
    const page2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/list?page=2&limit=3',
      headers: bearer(token),
    });
    expect(page2.json()).toMatchObject({ totalCount: 4, page: 2, limit: 3 });
    expect(page2.json().items).toHaveLength(1);
    expect(page2.json().items[0]).toMatchObject({ email: 'guest@demo.local', role: 'ROLE_GUEST' });
  });

  it('GET /api/user/list accepts limit up to 500', async () => {
    const token = await login(ctx.app, 'supervisor@demo.local');
    const hash = await hashPassword('x-unused-x');
    await ctx.db.insert(users).values(
      Array.from({ length: 520 }, (_, i) => ({
        role: 'ROLE_OPERATOR' as const,
        full_name: `Operator ${i}`,
        email: `op${i}@bulk.test`,
        password_hash: hash,
      })),
    );
    const max = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/list?limit=500&page=2',
      headers: bearer(token),
    });
    expect(max.statusCode).toBe(200);
    expect(max.json()).toMatchObject({ totalCount: 524, page: 2, limit: 500 });
    expect(max.json().items).toHaveLength(24);
    const headers = { ...bearer(token), 'accept-language': 'en' };
    for (const [query, field, message] of [
      ['limit=501', 'limit', 'The limit field must be 500 or less'],
      ['limit=0', 'limit', 'The limit field must be 1 or more'],
      ['page=0', 'page', 'The page field must be 1 or more'],
      ['page=x', 'page', 'The page field must be an integer'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/user/list?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual({ [field]: message });
    }
  });
});
