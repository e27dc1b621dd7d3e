// The whole shell as main.tsx starts it: route registry, guard, layouts, Refine and the plugins.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { admin, api, operator, signIn, useApiServer, userWith } from './support';

const { server } = useApiServer();

// The signed-in part is a lazy chunk; transform it once up front so no test waits for that.
beforeAll(async () => {
  await import('@/src/routes/SignedInRoutes');
  await import('@/src/routes/GuardedDashboardLayout');
  await import('@/src/routes/GuardedPage');
  await import('@/src/pages/not-found/NotFoundPage');
  await import('@/plugins/ping/PingIndicator');
  await import('@/src/pages/dashboard/DashboardPage');
  await import('@/src/resources/ui/pages');
});

function start(path: string, user?: CrmUser) {
  if (user) signIn(user);
  server.use(
    http.get(api('/user/get'), () =>
      user ? HttpResponse.json(user) : HttpResponse.json({ message: 'no' }, { status: 401 }),
    ),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
  );
  window.history.pushState({}, '', path);
  return render(
    <App config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }} registry={registerPlugins(plugins)} />,
  );
}

const location = () => window.location.pathname + window.location.search;

describe('routing and the guard', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    start('/settings/user/list');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(location()).toBe('/login?to=%2Fsettings%2Fuser%2Flist');
  });

  it('opens /restore without signing in', async () => {
    start('/restore');
    expect(await screen.findByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
    expect(location()).toBe('/restore');
  });

  it('/ leads a signed-in user to the dashboard: welcome, name, role, and the ping plugin in the top bar', async () => {
    start('/', admin);
    expect(await screen.findByText('Добро пожаловать, Anna Admin!')).toBeInTheDocument();
    expect(screen.getByText('Роль: Администратор')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(await within(screen.getByTestId('topbar')).findByTestId('ping-indicator')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Рабочий стол | Call Centre CRM'));
  });

  it('sends a user without the permission of a route to /login, saying why, with a way back (issue 14)', async () => {
    start('/settings/user/list?currentPage=2', operator);
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(location()).toBe('/login?denied=1&to=%2Fsettings%2Fuser%2Flist%3FcurrentPage%3D2');
    const notice = screen.getByTestId('login-denied');
    expect(notice).toHaveTextContent(
      'У вашей учётной записи нет доступа к странице /settings/user/list?currentPage=2.',
    );
    fireEvent.click(within(notice).getByRole('link', { name: 'вернитесь на главную' }));
    expect(await screen.findByText('Добро пожаловать, Olga Operator!')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('logging out ends on /login itself, with every cookie gone and the token ended on the server', async () => {
    const ended: (string | null)[] = [];
    server.use(
      http.post(api('/logout'), ({ request }) => {
        ended.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    start('/dashboard', admin);
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('logout'));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    await waitFor(() => expect(document.cookie).toBe(''));
    expect(location()).toBe('/login');
    await waitFor(() => expect(ended).toEqual([`Bearer tok-${admin.id}`])); // signIn's token
  });

  it('shows a 404 page inside the layout for unknown paths', async () => {
    start('/no/such/page', operator);
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });
});

describe('Settings → Users', () => {
  const people = [
    {
      ...userWith('ROLE_OPERATOR', 'dashboard.list', 'Olga Operator'),
      id: 3,
      user_group_id: 7,
      reference_labels: { user_group_id: { 7: 'Day shift' } },
    },
    { ...admin, id: 1, email: 'admin@demo.local', extension_username: null, user_group_id: null },
  ];

  it('lists users from GET /api/user/list with server paging (page 1, limit 10)', async () => {
    const queries: string[] = [];
    server.use(
      http.get(api('/user/list'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ items: people, totalCount: 420, page: 1, limit: 10 });
      }),
    );
    start(
      '/settings/user/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,settings.list,user.list', 'Sam Supervisor'),
    );
    const table = await screen.findByTestId('resource-table', {}, { timeout: 15_000 });
    expect(await within(table).findByText('Olga Operator')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['ФИО', 'E-mail', 'Роль', 'Внутренний номер', 'Группа пользователей']),
    );
    // The generated list never shows a password column.
    expect(headers.join()).not.toMatch(/Пароль/);
    const olga = within(table).getByText('Olga Operator').closest('tr')!;
    await waitFor(() => expect(olga).toHaveTextContent('Day shift'));
    const cells = [...olga.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(expect.arrayContaining(['operator@demo.local', 'Оператор', '1003', 'Day shift']));
    expect(queries[0]).toContain('page=1');
    expect(queries[0]).toContain('limit=10');
    // 420 rows at 10 a page: 42 pages, never more than five numbered buttons, the first and the last among them.
    const pager = [...document.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);
    expect(pager.length).toBeLessThanOrEqual(5);
    expect(pager).toEqual(expect.arrayContaining(['1', '42']));
    expect(document.querySelector('.ant-pagination-options')).toHaveTextContent('10 / стр.');
    // The page is kept in the address (syncWithLocation) with nothing but the table's own parameters.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('currentPage')).toBe('1'));
    const params = [...new URLSearchParams(window.location.search).keys()];
    expect(params).toEqual(expect.arrayContaining(['currentPage', 'pageSize']));
    expect(document.querySelector('.ant-pagination-item-2 a')!.getAttribute('href')).not.toMatch(/\*|%2A/i);
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Настройки')).toBeInTheDocument();
  });
});
