// The list a declaration generates (src/resources/ui/list): columns by type, filters and sorting sent
// the server's way and kept in the address, the page size remembered per path, references resolved,
// delete behind confirm.delete, and the buttons each action's keys allow.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, api, useApiServer, userWith } from './support';
import { fakeResource, location, preloadChunks, startApp, tags } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

const table = () => screen.findByTestId('resource-table', {}, { timeout: 15_000 });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;
const last = <T,>(list: T[]) => list[list.length - 1];

/** The path of every API request the app makes from now on (to check the ones it must never make). */
const stopListening: (() => void)[] = [];
afterEach(() => stopListening.splice(0).forEach((stop) => stop()));
function askedPaths(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  stopListening.push(() => server.events.removeListener('request:start', listener));
  return paths;
}
const optionNamed = async (name: string) =>
  (await screen.findAllByText(name)).find((el) => el.closest('.ant-select-item-option'))!;

describe('the generated list', () => {
  it('shows the declared columns by type, paged 10 a page and sorted by the declared default', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', admin);
    const vip = await rowOf('VIP');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Название', 'Цвет', 'Системный тег', 'Действия']);
    const cells = vip.querySelectorAll('td');
    expect(cells[1]).toHaveTextContent('Красный');
    expect(cells[1].querySelector('.crud-swatch')).toHaveAttribute('data-color', 'red');
    expect(cells[2]).toHaveTextContent('Нет');
    expect(within(await rowOf('Callback')).getByText('Да')).toBeInTheDocument();
    const query = fake.lists[0];
    expect([query.get('page'), query.get('limit'), query.get('sort'), query.get('order')]).toEqual([
      '1',
      '10',
      'id',
      'desc',
    ]);
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Теги')).toBeInTheDocument();
  });

  it('highlights its menu entry, also on its create page', async () => {
    fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/create', admin);
    await screen.findByTestId('resource-form-tag', {}, { timeout: 15_000 });
    const selected = await waitFor(() => {
      const item = screen.getByTestId('sidebar').querySelector('.ant-menu-item-selected');
      expect(item).not.toBeNull();
      return item!;
    });
    expect(selected).toHaveTextContent('Теги');
  });

  it('filters with contains and eq the server way, and keeps the filter in the address', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', admin);
    await rowOf('VIP');
    const bar = screen.getByTestId('filter-bar');
    await userEvent.type(within(bar).getByLabelText('Название'), 'cal');
    await userEvent.click(within(bar).getByTestId('filter-apply'));
    await waitFor(() => expect(last(fake.lists).get('title')).toBe('cal'));
    expect(last(fake.lists).get('page')).toBe('1');
    await waitFor(() =>
      expect(within(screen.getByTestId('resource-table')).queryByText('VIP')).not.toBeInTheDocument(),
    );
    expect(decodeURIComponent(location())).toContain('filters[0][field]=title');

    // A colour: a select of the colours with their names.
    fireEvent.mouseDown(within(bar).getByLabelText('Цвет'));
    fireEvent.click(await optionNamed('Зелёный'));
    await userEvent.click(within(bar).getByTestId('filter-apply'));
    await waitFor(() => expect(last(fake.lists).get('color')).toBe('green'));
    expect(last(fake.lists).get('title')).toBe('cal');
  });

  it('restores the filter bar from the address after a reload', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(
      server,
      '/settings/tag/list?filters[0][field]=title&filters[0][operator]=contains&filters[0][value]=spa',
      admin,
    );
    await rowOf('Spam');
    expect(fake.lists[0].get('title')).toBe('spa');
    expect(within(screen.getByTestId('filter-bar')).getByLabelText('Название')).toHaveValue('spa');
  });

  it('sorts by a sortable column on the server', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', admin);
    await rowOf('VIP');
    const titleHeader = within(await table()).getByRole('columnheader', { name: /Название/ });
    fireEvent.click(titleHeader);
    await waitFor(() =>
      expect([last(fake.lists).get('sort'), last(fake.lists).get('order')]).toEqual(['title', 'asc']),
    );
    // Colour is not declared sortable.
    expect(within(await table()).getByRole('columnheader', { name: 'Цвет' })).not.toHaveClass(
      'ant-table-column-has-sorters',
    );
  });

  it('remembers the page size per path in localStorage; the address wins', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      title: `Tag ${i + 1}`,
      color: 'none',
      app_system: false,
    }));
    const fake = fakeResource(server, 'tag', many);
    const { unmount } = startApp(server, '/settings/tag/list', admin);
    await rowOf('Tag 45');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('30 / стр.'));
    await waitFor(() => expect(last(fake.lists).get('limit')).toBe('30'));
    expect(localStorage.getItem('pageSize:/settings/tag/list')).toBe('30');
    unmount();

    fake.lists.length = 0;
    const again = startApp(server, '/settings/tag/list', admin);
    await rowOf('Tag 45');
    expect(fake.lists[0].get('limit')).toBe('30');
    expect(document.querySelector('.ant-pagination-options')).toHaveTextContent('30 / стр.');
    again.unmount();

    fake.lists.length = 0;
    const other = fakeResource(server, 'status', []);
    server.use(
      http.get(api('/campaign/list'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const third = startApp(server, '/settings/status/list', admin);
    await table();
    await waitFor(() => expect(other.lists[0]?.get('limit')).toBe('10'));
    third.unmount();

    startApp(server, '/settings/tag/list?pageSize=50&currentPage=1', admin);
    await rowOf('Tag 45');
    expect(fake.lists[0].get('limit')).toBe('50');
  });

  it('shows references by the labels the row carries, without asking for the referenced rows', async () => {
    fakeResource(server, 'status_group', [
      {
        id: 1,
        title: 'Success',
        color: 'green',
        statuses: [11, 12],
        reference_labels: { statuses: { 11: 'Sale', 12: 'Call back' } },
      },
      {
        id: 2,
        title: 'Failure',
        color: 'red',
        statuses: [12, 13],
        reference_labels: { statuses: { 12: 'Call back' } },
      },
    ]);
    const asked = askedPaths();
    startApp(server, '/settings/statusGroup/list', admin);
    const success = await rowOf('Success');
    expect(within(success).getByText('Sale')).toBeInTheDocument();
    expect(within(success).getByText('Call back')).toBeInTheDocument();
    const failure = await rowOf('Failure');
    expect(within(failure).getByText('Call back')).toBeInTheDocument();
    expect(within(failure).getByText('#13 (не найдено)')).toBeInTheDocument(); // deleted meanwhile
    expect(asked.filter((path) => path.startsWith('/api/status/'))).toEqual([]);
  });

  it('deletes after confirm.delete with yes and cancel, then says deleted', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', admin);
    const spam = await rowOf('Spam');
    await userEvent.click(await within(spam).findByTestId('resource-delete'));
    // The confirmation, not the button's own tooltip (a hover comes with the click).
    const confirm = await waitFor(() => {
      const open = screen.getAllByRole('tooltip').find((el) => el.closest('.ant-popover'));
      expect(open).toBeDefined();
      return open!;
    });
    expect(confirm).toHaveTextContent('Удалить запись?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(fake.deleted).toEqual([]);

    await userEvent.click(within(spam).getByTestId('resource-delete'));
    const again = await waitFor(() => {
      const open = screen
        .getAllByRole('tooltip')
        .find((el) => el.closest('.ant-popover') && !el.closest('.ant-popover-hidden'));
      expect(open).toBeDefined();
      return open!;
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(fake.deleted).toEqual([3]));
    expect(await screen.findByText('Удалено')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('resource-table')).queryByText('Spam')).not.toBeInTheDocument(),
    );
  });
});

describe('access', () => {
  it('a supervisor with list keys only sees rows and show buttons, no create, edit or delete', async () => {
    fakeResource(server, 'tag', tags);
    startApp(
      server,
      '/settings/tag/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,settings.list,tag.list'),
    );
    const vip = await rowOf('VIP');
    await waitFor(() => expect(within(vip).getByTestId('resource-show')).toBeInTheDocument());
    expect(within(vip).queryByTestId('resource-edit')).not.toBeInTheDocument();
    expect(within(vip).queryByTestId('resource-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('resource-create')).not.toBeInTheDocument();
  });

  it('each button follows its own key', async () => {
    fakeResource(server, 'tag', tags);
    startApp(
      server,
      '/settings/tag/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,settings.list,tag.list,tag.update'),
    );
    const vip = await rowOf('VIP');
    expect(await within(vip).findByTestId('resource-edit')).toBeInTheDocument();
    expect(within(vip).queryByTestId('resource-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('resource-create')).not.toBeInTheDocument();
  });

  it('statuses offer no delete even to an admin (the declaration has no delete key)', async () => {
    fakeResource(server, 'status', [{ id: 1, title: 'New', color: 'blue', active: true, app_system: false }]);
    // No projects resource yet: the server answers 404 and the project filter stays empty.
    server.use(
      http.get(api('/campaign/list'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    startApp(server, '/settings/status/list', admin);
    const row = await rowOf('New');
    expect(await within(row).findByTestId('resource-edit')).toBeInTheDocument();
    expect(within(row).queryByTestId('resource-delete')).not.toBeInTheDocument();
    expect(await screen.findByTestId('resource-create')).toBeInTheDocument();
  });

  it('the guard keeps a user without the create key off the create page', async () => {
    fakeResource(server, 'tag', tags);
    startApp(
      server,
      '/settings/tag/create',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,settings.list,tag.list'),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 15_000 });
  });

  it('a user without settings.list sees no Settings entry and is sent away from a list', async () => {
    fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', userWith('ROLE_SUPERVISOR', 'dashboard.list,tag.list'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 15_000 });
  });

  it('a guest reads the projects and a project by the names the replies carry, asking nothing it may not read (issue 14)', async () => {
    const guest = userWith(
      'ROLE_GUEST',
      'dashboard.list,report.list,campaign.list,contact.list',
      'Gleb Guest',
    );
    fakeResource(server, 'campaign', [
      {
        id: 5,
        title: 'Spring sale',
        queue_name: 'campaign_5',
        user_group_id: 1,
        supervisor_id: 2,
        guest_id: 4,
        trunk_id: 7,
        template_card_id: 3,
        reference_labels: {
          user_group_id: { 1: 'Day shift' },
          supervisor_id: { 2: 'Sergey Supervisor' },
          guest_id: { 4: 'Gleb Guest' },
          trunk_id: { 7: 'Demo carrier' },
          template_card_id: { 3: 'Demo card' },
        },
      },
    ]);
    const asked = askedPaths();
    startApp(server, '/campaign/list', guest);
    const row = await rowOf('Spring sale');
    for (const name of ['Day shift', 'Sergey Supervisor', 'Demo carrier'])
      expect(within(row).getByText(name)).toBeInTheDocument();
    // No filter over rows the guest may not list (its options would be refused); the others stay.
    const bar = screen.getByTestId('filter-bar');
    expect(within(bar).getByLabelText('Название')).toBeInTheDocument();
    for (const label of ['Группа пользователей', 'Супервайзер', 'Транк'])
      expect(within(bar).queryByText(label)).toBeNull();

    await userEvent.click(await within(row).findByTestId('resource-show'));
    const page = await screen.findByTestId('resource-show-campaign', {}, { timeout: 15_000 });
    expect(await within(page).findByText('Gleb Guest')).toBeInTheDocument();
    expect(within(page).getByText('Demo card')).toBeInTheDocument();
    const referenced = /^\/api\/(user_group|user|trunk|moh|template_card|script_operator)\/(list|\d+)/;
    expect(asked.filter((path) => referenced.test(path))).toEqual([]);
  });

  it('/settings/tag leads to the list', async () => {
    fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag', admin);
    await rowOf('VIP');
    expect(window.location.pathname).toBe('/settings/tag/list');
  });
});
