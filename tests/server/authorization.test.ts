import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { permissionGroups, users } from '../../server/db/schema';
import { databaseTargets } from './helpers/databases';
import { bearer, JWT_SECRET, login, useTestApp } from './helpers/app';

// `ver`: the demo users' token version (server/auth/sessions.ts); only the secret or the expiry differs.
const sign = (secret: string, claims: { sub: string; exp: number }) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
const now = () => Math.floor(Date.now() / 1000);

describe.each(databaseTargets)('authorization on $name', (target) => {
  const ctx = useTestApp(target);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  const expect401 = async (headers: Record<string, string>) => {
    const res = await get('/api/user/get', { ...headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required: log in again', code: 'unauthorized' });
  };

  it('401 without a token, or with a malformed header', async () => {
    await expect401({});
    await expect401({ authorization: 'Bearer' });
    await expect401({ authorization: 'Basic YWRtaW46YWRtaW4=' });
    await expect401(bearer('not.a.jwt'));
  });

  it('401 for an expired token', async () => {
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    await expect401(bearer(await sign(JWT_SECRET, { sub: String(admin.id), exp: now() - 60 })));
    // The same token, unexpired, is accepted: only the expiry differs.
    const fresh = await sign(JWT_SECRET, { sub: String(admin.id), exp: now() + 60 });
    expect((await get('/api/user/get', bearer(fresh))).statusCode).toBe(200);
  });

  it('401 for a token signed with another secret, or with alg none', async () => {
    await expect401(
      bearer(await sign('another-secret-another-secret-another', { sub: '1', exp: now() + 600 })),
    );
    const none = new UnsecuredJWT({})
      .setSubject('1')
      .setExpirationTime(now() + 600)
      .encode();
    await expect401(bearer(none));
    // A valid token whose payload was edited keeps a signature that no longer matches.
    const token = await login(ctx.app, 'guest@demo.local');
    const [h, , s] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', exp: now() + 600 })).toString('base64url');
    await expect401(bearer(`${h}.${payload}.${s}`));
  });

  it('401 when the user behind the token no longer exists', async () => {
    const token = await login(ctx.app, 'operator@demo.local');
    await ctx.db.delete(users).where(eq(users.email, 'operator@demo.local'));
    await expect401(bearer(token));
  });

  it('issues tokens that expire after TOKEN_TTL_SECONDS', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(43200);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('403 with JSON for a guest on /api/user/list; 200 for admin and supervisor', async () => {
    const guest = await login(ctx.app, 'guest@demo.local');
    const denied = await get('/api/user/list', { ...bearer(guest), 'accept-language': 'en' });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toMatch(/application\/json/);
    expect(denied.json()).toEqual({ message: 'The user does not have access rights', code: 'forbidden' });
    const ru = await get('/api/user/list', { ...bearer(guest), 'accept-language': 'ru' });
    expect(ru.json()).toEqual({ message: 'У пользователя нет прав доступа', code: 'forbidden' });
    for (const email of ['admin@demo.local', 'supervisor@demo.local']) {
      const res = await get('/api/user/list', bearer(await login(ctx.app, email)));
      expect(res.statusCode, email).toBe(200);
    }
  });

  it('checks authorization before validating the query', async () => {
    const guest = await login(ctx.app, 'guest@demo.local');
    expect((await get('/api/user/list?limit=abc', bearer(guest))).statusCode).toBe(403);
    expect((await get('/api/user/list?limit=abc')).statusCode).toBe(401);
  });

  it('applies a permission change at the next request, with the same token', async () => {
    const guest = await login(ctx.app, 'guest@demo.local');
    expect((await get('/api/user/list', bearer(guest))).statusCode).toBe(403);
    const [group] = await ctx.db.select().from(permissionGroups).where(eq(permissionGroups.title, 'Guests'));
    await ctx.db
      .update(permissionGroups)
      .set({ permissions: `${group.permissions},settings.list,user.list` }) // the list is a settings screen
      .where(eq(permissionGroups.id, group.id));
    expect((await get('/api/user/list', bearer(guest))).statusCode).toBe(200);
    await ctx.db
      .update(permissionGroups)
      .set({ permissions: group.permissions })
      .where(eq(permissionGroups.id, group.id));
    expect((await get('/api/user/list', bearer(guest))).statusCode).toBe(403);
  });

  it('lets ROLE_ADMIN pass every check, even with an empty permission group', async () => {
    const admin = await login(ctx.app, 'admin@demo.local');
    await ctx.db.update(users).set({ permission_group_id: null }).where(eq(users.email, 'admin@demo.local'));
    expect((await get('/api/user/list', bearer(admin))).statusCode).toBe(200);
  });

  it('ping needs a login', async () => {
    expect((await get('/api/ping')).statusCode).toBe(401);
    const res = await get('/api/ping', bearer(await login(ctx.app, 'guest@demo.local')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pong: true, time: expect.any(Number) });
    expect(Math.abs(res.json().time - now())).toBeLessThan(5);
  });
});
