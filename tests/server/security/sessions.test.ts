// Issue 10, class 3: sessions end when they should. A token used to stay valid for up to 12 h after an
// administrator changed the user's password, after a reset by the e-mailed link, and after logout. Each is
// tried as written: the old token answers 401 at once (API and /userreport handshake), a new login works, and
// other users' tokens are unaffected.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { RESOURCES } from '../../../server/from-client';
import { bearer, DEMO_PASSWORD, formRequest, JWT_SECRET, login, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { resourceApi } from '../helpers/resource-api';

const userDecl = RESOURCES.find((r) => r.name === 'user')!;
const OPERATOR = 'operator@demo.local';

describe.each(databaseTargets)('sessions end when they should on $name', (target) => {
  const ctx = useTestApp(target);
  /** The status of GET /api/user/get with the token (200 alive, 401 ended). */
  const statusOf = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: bearer(token) })).statusCode;
  const idOf = async (email: string) =>
    (await ctx.db.select().from(users).where(eq(users.email, email)))[0].id;
  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

  it("ends every session of a user when an administrator changes the user's password", async () => {
    const [laptop, phone] = [await login(ctx.app, OPERATOR), await login(ctx.app, OPERATOR)];
    const others = [await login(ctx.app, 'supervisor@demo.local'), await login(ctx.app, 'guest@demo.local')];
    const adminToken = await login(ctx.app, 'admin@demo.local');
    const api = resourceApi(ctx, userDecl, adminToken);
    const operatorId = await idOf(OPERATOR);

    // Edits that leave the password alone leave the sessions alone.
    expect((await api.update(operatorId, { full_name: 'Olga O.', password: '' })).statusCode).toBe(200);
    expect(await statusOf(laptop)).toBe(200);

    expect((await api.update(operatorId, { password: 'Set-by-admin-1' })).statusCode).toBe(200);
    expect(await statusOf(laptop)).toBe(401);
    expect(await statusOf(phone)).toBe(401);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get',
      headers: { ...bearer(laptop), 'accept-language': 'en' },
    });
    expect(refused.json()).toEqual({
      message: 'Authentication required: log in again',
      code: 'unauthorized',
    });
    for (const token of [...others, adminToken]) expect(await statusOf(token)).toBe(200);

    const fresh = await login(ctx.app, OPERATOR, 'Set-by-admin-1');
    expect(await statusOf(fresh)).toBe(200);
    expect(await statusOf(laptop)).toBe(401); // the new login does not revive the old token
  });

  it('ends every session of a user who resets the password by the e-mailed link', async () => {
    const old = await login(ctx.app, OPERATOR);
    const other = await login(ctx.app, 'guest@demo.local');
    await ctx.app.inject(formRequest('POST', '/api/restore', { email: OPERATOR }));
    const link = /restore\?token=([\w%-]+)/.exec(ctx.mail[0].text)!;
    const reset = await ctx.app.inject(
      formRequest('POST', '/api/restore/reset', {
        token: decodeURIComponent(link[1]),
        password: 'Reset-by-link-1',
      }),
    );
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(old)).toBe(401);
    expect(await statusOf(other)).toBe(200);
    expect(await statusOf(await login(ctx.app, OPERATOR, 'Reset-by-link-1'))).toBe(200);
  });

  it('ends every session of the caller on POST /api/logout, and only theirs', async () => {
    const [tab, device] = [await login(ctx.app, OPERATOR), await login(ctx.app, OPERATOR)];
    const other = await login(ctx.app, 'supervisor@demo.local');
    const out = await logout(tab);
    expect(out.statusCode).toBe(204);
    expect(await statusOf(tab)).toBe(401);
    expect(await statusOf(device)).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/robot/campaign/list',
          headers: bearer(tab),
        })
      ).statusCode,
    ).toBe(401);
    expect((await logout(tab)).statusCode).toBe(401);
    expect((await logout('not.a.token')).statusCode).toBe(401);
    expect(await statusOf(other)).toBe(200);

    const again = await login(ctx.app, OPERATOR, DEMO_PASSWORD);
    expect(await statusOf(again)).toBe(200);
  });

  it('refuses a correctly signed token without a token version or with a past one', async () => {
    const id = await idOf(OPERATOR);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(JWT_SECRET));
    expect(await statusOf(await signed({ ver: 0 }))).toBe(200);
    expect(await statusOf(await signed({}))).toBe(401);
    expect(await statusOf(await signed({ ver: '0' }))).toBe(401);
    expect(await statusOf(await signed({ ver: -1 }))).toBe(401);
    await logout(await login(ctx.app, OPERATOR));
    expect(await statusOf(await signed({ ver: 0 }))).toBe(401);
    expect(await statusOf(await signed({ ver: 1 }))).toBe(200);
  });

  it('closes the /userreport socket of ended sessions and refuses their token at the handshake', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const operatorId = await idOf(OPERATOR);
    const sockets: Socket[] = [];
    const open = (token: string) => {
      const socket = connect(`http://127.0.0.1:${address.port}/userreport`, {
        auth: { token, locale: 'en' },
        query: { user_id: String(operatorId), oper_phone: '1003' },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise<{ socket: Socket; error?: { data?: { code?: string } } }>((resolve) => {
        socket.once('connect', () => resolve({ socket }));
        socket.once('connect_error', (error) => resolve({ socket, error: error as never }));
      });
    };
    try {
      const token = await login(ctx.app, OPERATOR);
      const { socket, error } = await open(token);
      expect(error).toBeUndefined();
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await logout(token)).statusCode).toBe(204);
      expect(await closed).toBe('io server disconnect');
      expect((await open(token)).error?.data?.code).toBe('unauthorized');

      // An administrator's password change closes it too.
      const second = await open(await login(ctx.app, OPERATOR));
      expect(second.error).toBeUndefined();
      const closedAgain = new Promise<string>((resolve) => second.socket.once('disconnect', resolve));
      const admin = resourceApi(ctx, userDecl, await login(ctx.app, 'admin@demo.local'));
      expect((await admin.update(operatorId, { password: 'Set-by-admin-2' })).statusCode).toBe(200);
      expect(await closedAgain).toBe('io server disconnect');
      expect((await open(await login(ctx.app, OPERATOR, 'Set-by-admin-2'))).error).toBeUndefined();
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
