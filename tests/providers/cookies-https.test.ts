// @vitest-environment-options {"url":"https://crm.example/login"}
// Over https the session cookies carry Secure (issue 10): the bearer token never goes out over plain http.
// They stay readable by scripts (spec 000 4.5: the transport reads the token from `auth`).
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authProvider } from '@/providers/auth-provider';
import { getToken } from '@/providers/cookies';
import { setSidebarStatus } from '@/providers/session';
import { api, nowSeconds, operator, recordCookieWrites, useApiServer } from './helpers';

const { server } = useApiServer();

describe('cookies on a page served over https', () => {
  it('login stores the token and the user with Secure; logout removes them', async () => {
    window.history.pushState({}, '', '/login');
    expect(window.location.protocol).toBe('https:');
    server.use(
      http.post(api('/login_check'), () => HttpResponse.json({ token: 'secure-token' })),
      http.get(api('/user/get'), () => HttpResponse.json({ ...operator, offset_timestamp: nowSeconds() })),
      http.put(api('/user/set/offset_timestamp'), () =>
        HttpResponse.json({ offset_timestamp: nowSeconds() }),
      ),
      http.post(api('/logout'), () => new HttpResponse(null, { status: 204 })),
    );
    const cookies = recordCookieWrites();
    try {
      await expect(
        authProvider.login({ email: 'operator@demo.local', password: 'x' }),
      ).resolves.toMatchObject({
        success: true,
      });
      setSidebarStatus(true);
      expect(getToken()).toBe('secure-token');
      for (const name of ['auth', 'user', 'sidebarStatus']) {
        const write = cookies.written.find((c) => c.startsWith(`${name}=`));
        expect(write, name).toMatch(/;\s*secure/i);
        expect(write, name).toMatch(/;\s*path=\//i);
      }
      await authProvider.logout({});
      expect(Cookies.get()).toEqual({});
    } finally {
      cookies.restore();
    }
  });
});
