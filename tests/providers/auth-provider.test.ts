import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authProvider, bootSession } from '@/providers/auth-provider';
import { setNotificationApi } from '@/providers/notification-provider';
import { sessionState } from '@/providers/session-state';
import { api, nowSeconds, operator, recordCookieWrites, signIn, useApiServer, withRole } from './helpers';

const { server, navigate } = useApiServer();

/** A backend: login_check, user/get and the offset update, recording what it received. */
function backend(user: unknown = { ...operator, offset_timestamp: nowSeconds() }) {
  const seen = { login: null as URLSearchParams | null, offsetPuts: 0 };
  server.use(
    http.post(api('/login_check'), async ({ request }) => {
      seen.login = new URLSearchParams(await request.text());
      return HttpResponse.json({ token: 'fresh-token-' + Math.random() });
    }),
    http.get(api('/user/get'), () => HttpResponse.json(user as object)),
    http.put(api('/user/set/offset_timestamp'), () => {
      seen.offsetPuts += 1;
      return HttpResponse.json({ offset_timestamp: nowSeconds() });
    }),
  );
  return seen;
}

describe('login', () => {
  it('posts the form, stores token and user cookies, redirects to /dashboard', async () => {
    const seen = backend();
    const result = await authProvider.login({ email: 'operator@demo.local', password: 'secret' });
    expect(result).toEqual({ success: true, redirectTo: '/dashboard' });
    expect(seen.login?.get('email')).toBe('operator@demo.local');
    expect(seen.login?.get('password')).toBe('secret');
    expect(Cookies.get('auth')).toMatch(/^fresh-token-/);
    expect(JSON.parse(Cookies.get('user')!)).toMatchObject({ id: 3, role: 'ROLE_OPERATOR' });
    expect(sessionState.get().user?.email).toBe('operator@demo.local');
  });

  it('stores the token without Secure on a plain-http page (the cookie must still be sent there)', async () => {
    backend();
    const cookies = recordCookieWrites();
    try {
      await authProvider.login({ email: 'operator@demo.local', password: 'secret' });
    } finally {
      cookies.restore();
    }
    const auth = cookies.written.find((c) => c.startsWith('auth='));
    expect(auth).toMatch(/path=\//);
    expect(auth).not.toMatch(/secure/i);
    expect(Cookies.get('auth')).toMatch(/^fresh-token-/);
  });

  it('401: a translated "invalid credentials" error', async () => {
    window.history.pushState({}, '', '/login');
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json({ message: 'Invalid credentials', code: 'invalid_credentials' }, { status: 401 }),
      ),
    );
    const result = await authProvider.login({ email: 'a@b.c', password: 'bad' });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ name: 'Ошибка', message: 'Неверный e-mail или пароль' });
    expect(Cookies.get('auth')).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("429: the server's own message", async () => {
    const message = 'Слишком много неудачных попыток входа. Попробуйте снова через 15 мин.';
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json({ message, code: 'too_many_attempts' }, { status: 429 }),
      ),
    );
    const result = await authProvider.login({ email: 'a@b.c', password: 'x' });
    expect(result).toMatchObject({ success: false, error: { message } });
  });

  it('400: the field errors', async () => {
    const errors = { email: 'Поле email должно быть действительным электронным адресом' };
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json(
          { message: 'Переданы некорректные данные', code: 'validation', errors },
          { status: 400 },
        ),
      ),
    );
    const result = await authProvider.login({ email: 'nope', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error).toMatchObject({ message: errors.email, errors });
  });

  it('an empty /user/get after the token logs out and fails', async () => {
    backend({});
    const result = await authProvider.login({ email: 'a@b.c', password: 'x' });
    expect(result.success).toBe(false);
    expect(Cookies.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('check, logout, onError', () => {
  it('check: authenticated with the auth cookie, else redirect to /login', async () => {
    await expect(authProvider.check()).resolves.toEqual({
      authenticated: false,
      logout: true,
      redirectTo: '/login',
    });
    signIn();
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
  });

  /** POST /api/logout answering `reply`, recording the Authorization header of each call. */
  function logoutEndpoint(reply: () => Response = () => new HttpResponse(null, { status: 204 })) {
    const calls: (string | null)[] = [];
    server.use(
      http.post(api('/logout'), ({ request }) => {
        calls.push(request.headers.get('authorization'));
        return reply();
      }),
    );
    return calls;
  }

  it('logout removes auth, user and every other cookie', async () => {
    logoutEndpoint();
    signIn();
    for (const [k, v] of [
      ['queue_name', 'sales'],
      ['sidebarStatus', '1'],
      ['phone_status', 'active'],
      ['foo', 'bar'],
    ])
      Cookies.set(k, v);
    sessionState.set({ user: operator, callsEnabled: true });
    await expect(authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: '/login' });
    expect(Cookies.get()).toEqual({});
    expect(sessionState.get()).toMatchObject({ user: null, callsEnabled: false, queueName: null });
  });

  it('logout ends the token on the server: POST /api/logout with the bearer token it had', async () => {
    const calls = logoutEndpoint();
    const token = signIn();
    const done = authProvider.logout({});
    // The session is over here at once, before the server answers (the menu goes to /login right away).
    expect(Cookies.get('auth')).toBeUndefined();
    await expect(done).resolves.toEqual({ success: true, redirectTo: '/login' });
    expect(calls).toEqual([`Bearer ${token}`]);
  });

  it('logout ends the session even when the server call fails', async () => {
    for (const reply of [
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
      () => HttpResponse.json({ message: 'gone', code: 'unauthorized' }, { status: 401 }),
      () => HttpResponse.error(),
    ]) {
      const calls = logoutEndpoint(reply);
      signIn();
      sessionState.set({ user: operator });
      await expect(authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: '/login' });
      expect(calls).toHaveLength(1);
      expect(Cookies.get()).toEqual({});
      expect(sessionState.get().user).toBeNull();
    }
  });

  it('logout without a session sends nothing', async () => {
    const calls = logoutEndpoint();
    await expect(authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: '/login' });
    expect(calls).toEqual([]);
  });

  it('onError: 401 logs out, anything else does not', async () => {
    await expect(authProvider.onError({ statusCode: 401 })).resolves.toMatchObject({
      logout: true,
      redirectTo: '/login',
    });
    await expect(authProvider.onError({ status: 401 })).resolves.toMatchObject({ logout: true });
    await expect(authProvider.onError({ statusCode: 403 })).resolves.toEqual({});
    await expect(authProvider.onError({ statusCode: 500 })).resolves.toEqual({});
  });
});

describe('identity and permissions', () => {
  it('getIdentity: refreshed from /user/get and stored in the cookie', async () => {
    signIn({ ...operator, full_name: 'Old Name' });
    backend({ ...operator, full_name: 'New Name', offset_timestamp: nowSeconds() });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ full_name: 'New Name' });
    expect(JSON.parse(Cookies.get('user')!).full_name).toBe('New Name');
  });

  it('getIdentity: the cookie user when /user/get fails silently (500)', async () => {
    signIn({ ...operator, full_name: 'Cookie Name' });
    server.use(http.get(api('/user/get'), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ full_name: 'Cookie Name' });
  });

  it('getIdentity: an empty /user/get reply logs out', async () => {
    signIn();
    server.use(http.get(api('/user/get'), () => new HttpResponse('', { status: 200 })));
    await expect(authProvider.getIdentity!()).resolves.toBeNull();
    expect(Cookies.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('getIdentity: null when signed out, without a request', async () => {
    await expect(authProvider.getIdentity!()).resolves.toBeNull();
  });

  it('getPermissions: role and the parsed keys (unknown keys dropped)', async () => {
    await expect(authProvider.getPermissions!()).resolves.toBeNull();
    signIn(withRole('ROLE_SUPERVISOR', 'user.list, campaign.create,not.a.key'));
    await expect(authProvider.getPermissions!()).resolves.toEqual({
      role: 'ROLE_SUPERVISOR',
      permissions: ['user.list', 'campaign.create'],
    });
  });
});

describe('startup restore', () => {
  it('restores the cookies into the session and reloads the user', async () => {
    signIn({ ...operator, full_name: 'Stale' });
    Cookies.set('queue_name', 'sales');
    Cookies.set('sidebarStatus', '0');
    Cookies.set('phone_status', 'pause');
    backend({ ...operator, full_name: 'Fresh', offset_timestamp: nowSeconds() });
    const user = await bootSession();
    expect(user?.full_name).toBe('Fresh');
    expect(sessionState.get()).toMatchObject({
      queueName: 'sales',
      sidebarStatus: '0',
      phoneStatus: 'pause',
      user: { full_name: 'Fresh' },
    });
  });

  it('without auth nothing is loaded', async () => {
    Cookies.set('sidebarStatus', '1');
    await expect(bootSession()).resolves.toBeNull();
    expect(sessionState.get()).toMatchObject({ user: null, sidebarStatus: '1' });
  });
});

describe('password recovery', () => {
  it('forgotPassword posts the e-mail and shows the reply', async () => {
    let body: URLSearchParams | null = null;
    server.use(
      http.post(api('/restore'), async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ message: 'Ссылка отправлена' });
      }),
    );
    const result = await authProvider.forgotPassword!({ email: 'x@y.z' });
    expect(body!.get('email')).toBe('x@y.z');
    expect(result).toMatchObject({ success: true, successNotification: { message: 'Ссылка отправлена' } });
  });

  it('updatePassword posts token and password; a 400 is a failure with the message', async () => {
    let body: URLSearchParams | null = null;
    server.use(
      http.post(api('/restore/reset'), async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return body.get('token') === 'good'
          ? HttpResponse.json({ message: 'Пароль изменён' })
          : HttpResponse.json({ message: 'Ссылка недействительна', code: 'bad_request' }, { status: 400 });
      }),
    );
    const ok = await authProvider.updatePassword!({
      token: 'good',
      password: 'n3w-pass',
      confirmPassword: 'n3w-pass',
    });
    expect(body!.get('password')).toBe('n3w-pass');
    expect(body!.has('confirmPassword')).toBe(false);
    expect(ok).toMatchObject({ success: true, redirectTo: '/login' });
    const bad = await authProvider.updatePassword!({ token: 'old', password: 'x' });
    expect(bad).toMatchObject({ success: false, error: { message: 'Ссылка недействительна' } });
  });
});

describe('offset_timestamp rule', () => {
  const fakeNotifications = () => {
    const opened: { type?: string; message?: unknown; description?: unknown }[] = [];
    setNotificationApi({ open: (args) => void opened.push(args), destroy: () => undefined });
    return opened;
  };

  async function loginAs(user: object, offsetReply?: () => Response) {
    const seen = { puts: [] as URLSearchParams[] };
    server.use(
      http.post(api('/login_check'), () => HttpResponse.json({ token: 'tok-' + Math.random() })),
      http.get(api('/user/get'), () => HttpResponse.json(user)),
      http.put(api('/user/set/offset_timestamp'), async ({ request }) => {
        seen.puts.push(new URLSearchParams(await request.text()));
        return offsetReply ? offsetReply() : HttpResponse.json({ offset_timestamp: nowSeconds() });
      }),
    );
    const result = await authProvider.login({ email: 'a@b.c', password: 'x' });
    return { result, puts: seen.puts };
  }

  it('fresh offset: no update, calls enabled for an operator', async () => {
    const { puts } = await loginAs({ ...operator, offset_timestamp: nowSeconds() - 10 });
    expect(puts).toHaveLength(0);
    expect(sessionState.get().callsEnabled).toBe(true);
  });

  it('stale offset (60 s or more): PUT client_timestamp in seconds, calls enabled', async () => {
    const before = nowSeconds();
    const { puts } = await loginAs({ ...operator, offset_timestamp: before - 60 });
    expect(puts).toHaveLength(1);
    const sent = Number(puts[0].get('client_timestamp'));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(nowSeconds());
    expect(sessionState.get().callsEnabled).toBe(true);
  });

  it('offset in the future by 60 s also counts as stale', async () => {
    const { puts } = await loginAs({ ...operator, offset_timestamp: nowSeconds() + 120 });
    expect(puts).toHaveLength(1);
  });

  it('missing offset: updated', async () => {
    const { puts } = await loginAs({ ...operator, offset_timestamp: null });
    expect(puts).toHaveLength(1);
    expect(sessionState.get().callsEnabled).toBe(true);
  });

  it('402: calls disabled and the notification keyed by the reply message is shown', async () => {
    const opened = fakeNotifications();
    sessionState.set({ callsEnabled: true });
    const { result } = await loginAs({ ...operator, offset_timestamp: null }, () =>
      HttpResponse.json({ message: 'callNotAvailable' }, { status: 402 }),
    );
    expect(result.success).toBe(true); // the login itself succeeded
    expect(sessionState.get().callsEnabled).toBe(false);
    expect(opened).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'Ошибка',
        description: 'Звонки недоступны, обратитесь к руководителю',
      }),
    ]);
    setNotificationApi(null);
  });

  it('other failures are only logged: no notification, calls stay disabled', async () => {
    const opened = fakeNotifications();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = await loginAs({ ...operator, offset_timestamp: null }, () =>
      HttpResponse.json({ message: 'nope' }, { status: 403 }),
    );
    expect(result.success).toBe(true);
    expect(logged).toHaveBeenCalledWith(
      'offset_timestamp update failed',
      expect.objectContaining({ status: 403 }),
    );
    logged.mockRestore();
    expect(opened).toEqual([]);
    expect(sessionState.get().callsEnabled).toBe(false);
    setNotificationApi(null);
  });

  it.each(['ROLE_ADMIN', 'ROLE_GUEST'] as const)('%s: updated, but calls are not enabled', async (role) => {
    const { puts } = await loginAs({ ...withRole(role), offset_timestamp: null });
    expect(puts).toHaveLength(1);
    expect(sessionState.get().callsEnabled).toBe(false);
  });

  it('supervisor: calls enabled', async () => {
    await loginAs({ ...withRole('ROLE_SUPERVISOR'), offset_timestamp: null });
    expect(sessionState.get().callsEnabled).toBe(true);
  });

  it('runs once per token: a later identity refresh does not update again', async () => {
    const { puts } = await loginAs({ ...operator, offset_timestamp: null });
    await authProvider.getIdentity!();
    expect(puts).toHaveLength(1);
  });
});
