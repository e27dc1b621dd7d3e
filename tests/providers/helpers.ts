// Shared set-up of the provider specs: one msw server per file, a clean session and a navigation spy
// per test. Cookies are jsdom's real document.cookie.
import Cookies from 'js-cookie';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLocale } from '@/src/i18n';
import { setNavigator } from '@/providers/session';
import { sessionState } from '@/providers/session-state';
import type { CrmUser } from '@/providers/user';

export const api = (path: string) => `/api${path}`;

export function useApiServer() {
  const server = setupServer();
  const navigate = vi.fn<(path: string) => void>();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await changeLocale('ru');
    localStorage.clear(); // no remembered choice
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
    sessionState.reset();
    window.history.pushState({}, '', '/');
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, navigate };
}

export const operator: CrmUser = {
  id: 3,
  role: 'ROLE_OPERATOR',
  full_name: 'Olga Operator',
  email: 'operator@demo.local',
  extension_username: '1003',
  main_trunk_name: 'demo-trunk',
  offset_timestamp: null,
  user_group: { id: 1, title: 'Day shift', card_timeout: 30, operator_auto_answer: false },
  permission_group: { id: 3, title: 'Operators', permissions: 'global.call,dashboard.list,contact.list' },
};

export const withRole = (role: CrmUser['role'], permissions = ''): CrmUser => ({
  ...operator,
  role,
  permission_group: { id: 9, title: role, permissions },
});

/** Signs a user in the way a past login left it: token and user cookies. */
export function signIn(user: CrmUser = operator, token = 'tok-' + Math.random().toString(36).slice(2)) {
  Cookies.set('auth', token);
  Cookies.set('user', JSON.stringify(user));
  return token;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Records every `document.cookie = ...` string the page writes (attributes included, which reading hides). */
export function recordCookieWrites(): { written: string[]; restore: () => void } {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      written.push(value);
      native.set!.call(document, value);
    },
  });
  return { written, restore: () => void delete (document as { cookie?: string }).cookie };
}
