// Shared set-up of the shell's component specs: an msw server, a clean session per test, and a
// wrapper with the shell's contexts (router, i18n, runtime config, plugin registry, Refine's data hooks with a
// fresh query cache, antd locale).
import { Refine } from '@refinedev/core';
import { cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { http, HttpResponse, isCommonAssetRequest } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { restoreFromCookies, setNavigator } from '@/providers/session';
import { sessionState } from '@/providers/session-state';
import type { CrmUser } from '@/providers/user';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/src/boot/runtime-config';
import { RuntimeConfigProvider } from '@/src/boot/runtime-config-context';
import { changeLocale, i18n } from '@/src/i18n';
import { createPluginRegistry, type PluginRegistry } from '@/src/plugin-api/registry';
import { PluginRegistryProvider } from '@/src/plugin-api/registry-context';
import { AntdLocale } from '@/src/shared/AntdLocale';

export const api = (path: string) => `/api${path}`;

/**
 * What the signed-in app asks in the background on every page (the ping, the task bell, the due-task
 * poll, the softphone's settings and projects, the import and export lists, and the logout call): answered quietly by default, since an unanswered request is a network error and logs the user
 * out. A test that cares installs its own handler, which comes first.
 */
const backgroundHandlers = [
  http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
  http.get(api('/task/list/bell'), () =>
    HttpResponse.json({ items: [], current: 1, numItemsPerPage: 1, totalCount: 0 }),
  ),
  http.get(api('/task/list'), ({ request }) =>
    new URL(request.url).searchParams.get('now') === 'true' ? HttpResponse.json({ items: [] }) : undefined,
  ),
  // The softphone of users with global.call: no SIP server, so it neither registers nor opens its socket.
  http.get(api('/softphone/settings'), () => HttpResponse.json({ available: false, reason: 'sipServerOff' })),
  http.get(api('/user/projects'), () => HttpResponse.json({ items: [] })),
  // The import and export dropdowns of admins and supervisors (issue 13): nothing under way.
  http.get(api('/contact/import/latest'), () => HttpResponse.json({ items: [] })),
  http.get(api('/call/getQueueDownload'), () => HttpResponse.json({ items: [] })),
  // Logging out ends the token on the server too.
  http.post(api('/logout'), () => new HttpResponse(null, { status: 204 })),
];

export function useApiServer() {
  const server = setupServer(...backgroundHandlers);
  const navigate = vi.fn<(path: string) => void>();
  // Requests still in flight when a test ends would reach the next test's handlers and lists. A request
  // ends with msw's request:end, or earlier when refused as unhandled or its handler threw (no end event).
  const inFlight = new Set<Request>();
  server.events.on('request:start', ({ request }) => void inFlight.add(request));
  server.events.on('request:end', ({ request }) => void inFlight.delete(request));
  server.events.on('unhandledException', ({ request }) => void inFlight.delete(request));
  beforeAll(async () => {
    server.listen({
      onUnhandledRequest: (request, print) => {
        inFlight.delete(request);
        if (!isCommonAssetRequest(request)) print.error();
      },
    });
    // Plugins load the transport on first use; loaded here, a test's first request starts at once
    // instead of landing in a later test while the module is still being transformed.
    await import('@/providers/http-client');
  });
  beforeEach(async () => {
    await changeLocale('ru');
    localStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
    sessionState.reset();
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(async () => {
    // Unmounted first, so that no component starts another request while the last ones finish.
    cleanup();
    await vi.waitFor(() => expect(inFlight.size).toBe(0), { timeout: 8_000 });
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return { server, navigate };
}

export const userWith = (role: CrmUser['role'], permissions = '', fullName = 'Olga Operator'): CrmUser => ({
  id: 3,
  role,
  full_name: fullName,
  email: 'operator@demo.local',
  extension_username: '1003',
  main_trunk_name: 'demo-trunk',
  // Set just now whenever it is read: a fixture made when its module loaded would go stale in a worker that
  // runs files for minutes, and the app would then ask to update it (spec 000 4.5).
  get offset_timestamp() {
    return Math.floor(Date.now() / 1000);
  },
  user_group: { id: 1, title: 'Day shift', card_timeout: 30, operator_auto_answer: false },
  permission_group: { id: 3, title: role, permissions },
});

export const operator = userWith('ROLE_OPERATOR', 'global.call,dashboard.list,report.list,contact.list');
export const admin = userWith('ROLE_ADMIN', '', 'Anna Admin');

/** As a past login left it: token and user cookies, restored into the session store. */
export function signIn(user: CrmUser) {
  Cookies.set('auth', `tok-${user.id}`);
  Cookies.set('user', JSON.stringify(user));
  restoreFromCookies();
}

/** Refine with the shell's data, auth and notice providers, so the SDK's data hooks work; a fresh query cache
 * per render, so no reply of an earlier test is reused. */
export const WithRefine = ({ children }: { children: ReactNode }) => (
  <Refine
    dataProvider={dataProvider}
    authProvider={authProvider}
    notificationProvider={notificationProvider}
    options={{ disableTelemetry: true, reactQuery: { clientConfig: new QueryClient() } }}
  >
    {children}
  </Refine>
);

interface ShellOptions {
  route?: string;
  config?: Partial<RuntimeConfig>;
  registry?: PluginRegistry;
}

export function renderInShell(
  ui: ReactNode,
  { route = '/', config, registry = createPluginRegistry() }: ShellOptions = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigProvider config={{ ...DEFAULT_RUNTIME_CONFIG, ...config }}>
          <PluginRegistryProvider registry={registry}>
            <WithRefine>
              <AntdLocale>{ui}</AntdLocale>
            </WithRefine>
          </PluginRegistryProvider>
        </RuntimeConfigProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}
