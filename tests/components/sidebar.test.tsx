import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import type { CrmUser } from '@/providers/user';
import type { RuntimeConfig } from '@/src/boot/runtime-config';
import DashboardLayout from '@/src/layouts/DashboardLayout';
import { toRefineResources } from '@/src/routes/refine-resources';
import { shellRoutes } from '@/src/routes/route-registry';
import { admin, api, operator, renderInShell, signIn, useApiServer, userWith } from './support';

const { server } = useApiServer();

const setWidth = (px: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
afterEach(() => setWidth(1280));

function renderLayout(user: CrmUser, { config }: { config?: Partial<RuntimeConfig> } = {}) {
  signIn(user);
  server.use(http.get(api('/user/get'), () => HttpResponse.json(user)));
  return renderInShell(
    <Refine
      routerProvider={routerProvider}
      authProvider={authProvider}
      // The layout polls the user's projects (GET /user/projects) through the data provider.
      dataProvider={dataProvider}
      resources={toRefineResources(shellRoutes)}
      options={{ disableTelemetry: true }}
    >
      <Routes>
        <Route element={<DashboardLayout routes={shellRoutes} />}>
          <Route path="/dashboard" element={<p>the page</p>} />
        </Route>
        <Route path="/login" element={<p>the login page</p>} />
      </Routes>
    </Refine>,
    { route: '/dashboard', config },
  );
}

const shell = () => document.querySelector('.shell') as HTMLElement;
const sidebar = () => screen.getByTestId('sidebar');

describe('sidebar state', () => {
  it('opens by default and saves 0 then 1 in the sidebarStatus cookie on each toggle', async () => {
    renderLayout(admin);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(shell()).toHaveAttribute('data-sidebar', 'open');
    const toggle = screen.getByTestId('sidebar-toggle');
    await userEvent.click(toggle);
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(Cookies.get('sidebarStatus')).toBe('0');
    await userEvent.click(toggle);
    expect(shell()).toHaveAttribute('data-sidebar', 'open');
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('restores a collapsed sidebar from the cookie, 54 px wide, and opens to 285 px', async () => {
    Cookies.set('sidebarStatus', '0');
    renderLayout(admin);
    await screen.findByText('the page');
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(shell().style.getPropertyValue('--sidebar-width')).toBe('54px');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(shell().style.getPropertyValue('--sidebar-width')).toBe('285px');
  });

  it('below 992 px starts closed, opens over a backdrop, and a backdrop click closes it', async () => {
    setWidth(800);
    renderLayout(admin);
    await screen.findByText('the page');
    expect(shell()).toHaveAttribute('data-device', 'mobile');
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(shell()).toHaveAttribute('data-sidebar', 'open');
    await userEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();
  });

  it('closes when the window shrinks below 992 px', async () => {
    renderLayout(admin);
    await screen.findByText('the page');
    setWidth(900);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(shell()).toHaveAttribute('data-device', 'mobile');
  });
});

describe('sidebar menu', () => {
  it('an operator sees the dashboard but not the settings', async () => {
    renderLayout(operator);
    const menu = within(sidebar());
    expect(await menu.findByRole('link', { name: 'Рабочий стол' })).toHaveAttribute('href', '/dashboard');
    expect(menu.queryByText('Настройки')).not.toBeInTheDocument();
    expect(menu.queryByText('Пользователи')).not.toBeInTheDocument();
  });

  it('an admin sees everything: Settings opens onto Users', async () => {
    renderLayout(admin);
    const menu = within(sidebar());
    expect(await menu.findByRole('link', { name: 'Рабочий стол' })).toBeInTheDocument();
    await userEvent.click(menu.getByText('Настройки'));
    expect(await menu.findByRole('link', { name: 'Пользователи' })).toHaveAttribute(
      'href',
      '/settings/user/list',
    );
  });

  it('a supervisor with settings.list and user.list sees Users too', async () => {
    renderLayout(userWith('ROLE_SUPERVISOR', 'dashboard.list,settings.list,user.list'));
    const menu = within(sidebar());
    await userEvent.click(await menu.findByText('Настройки'));
    expect(await menu.findByRole('link', { name: 'Пользователи' })).toBeInTheDocument();
  });

  it('shows Help only with SHOW_LOGO, and its integrations only to admin and supervisor', async () => {
    const { unmount } = renderLayout(operator, { config: { features: { SHOW_LOGO: 'true' } } });
    const menu = within(sidebar());
    await userEvent.click(await menu.findByText('Помощь'));
    expect(await menu.findByRole('link', { name: 'Руководство оператора (PDF)' })).toHaveAttribute(
      'href',
      '/api/docs/operator_guide.pdf',
    );
    expect(menu.queryByText('Интеграции')).not.toBeInTheDocument();
    unmount();

    renderLayout(admin, { config: { features: { SHOW_LOGO: 'true' } } });
    await userEvent.click(await within(sidebar()).findByText('Помощь'));
    expect(await within(sidebar()).findByText('Интеграции')).toBeInTheDocument();
  });

  it('has no Help without SHOW_LOGO, nor for a guest', async () => {
    const { unmount } = renderLayout(admin);
    await within(sidebar()).findByRole('link', { name: 'Рабочий стол' });
    expect(within(sidebar()).queryByText('Помощь')).not.toBeInTheDocument();
    unmount();
    renderLayout(userWith('ROLE_GUEST', 'dashboard.list'), { config: { features: { SHOW_LOGO: 'true' } } });
    await within(sidebar()).findByRole('link', { name: 'Рабочий стол' });
    expect(within(sidebar()).queryByText('Помощь')).not.toBeInTheDocument();
  });

  it('shows the custom logo when the server found one, else the title as a wordmark', async () => {
    const { unmount } = renderLayout(admin, { config: { title: 'Acme Calls' } });
    expect(await screen.findByTestId('sidebar-logo')).toHaveTextContent('Acme Calls');
    unmount();
    renderLayout(admin, {
      config: { title: 'Acme', logo: { sidebar: '/custom/logo_sidebar.png', sidebar_min: null } },
    });
    expect(within(await screen.findByTestId('sidebar-logo')).getByRole('img')).toHaveAttribute(
      'src',
      '/custom/logo_sidebar.png',
    );
  });
});

describe('top bar', () => {
  it('shows breadcrumbs and a user menu with name, e-mail and log out', async () => {
    renderLayout(operator);
    expect(await within(screen.getByTestId('breadcrumbs')).findByText('Рабочий стол')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('E-mail: operator@demo.local')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(Cookies.get('auth')).toBeUndefined());
    expect(await screen.findByText('the login page')).toBeInTheDocument();
  });
});
