import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import TaskBell from '@/plugins/tasks/TaskBell';
import { WithNotices } from './contact-card-support';
import { admin, api, renderInShell, signIn, useApiServer, userWith } from './support';
import { bellPage, taskFixture } from './tasks-support';

const { server } = useApiServer();

/** Answers the bell with `items` (and `total` for the badge), recording every query. */
function bell(items = [taskFixture(1)], total = items.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/task/list/bell'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(bellPage(items, total));
    }),
  );
  return queries;
}

const renderBell = () =>
  renderInShell(
    <WithNotices>
      <TaskBell />
    </WithNotices>,
  );

async function openBell() {
  fireEvent.click(screen.getByRole('button', { name: 'Задачи' }));
  return screen.findByRole('dialog');
}

describe('task bell (spec 000 sections 2.3, 4.2)', () => {
  it('counts the tasks due now on the badge, capped at 99', async () => {
    signIn(admin);
    const queries = bell([], 150);
    renderBell();
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ task_type: 'all', page: '1', limit: '1' });
  });

  it('counts the overdue tasks, not only the future one, and opens on them with each filter counted (issue 14)', async () => {
    signIn(admin);
    // Two overdue tasks and one next week, each filter answered as the server does (overdue first in `all`).
    const tasks = [
      taskFixture(1, { state: 'overdue', overdue: true, text: 'Call back Ivan' }),
      taskFixture(2, { state: 'overdue', overdue: true, text: 'Send the offer' }),
      taskFixture(3, { state: 'active', text: 'Next week' }),
    ];
    const counts = { all: 3, active: 1, overdue: 2, called: 0, completed: 0, absent: 2, auto: 0, due: 2 };
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/task/list/bell'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const type = query.get('task_type') as keyof typeof counts;
        const items = type === 'all' ? tasks : tasks.filter((t) => t.state === type);
        return HttpResponse.json(bellPage(items, counts[type], counts));
      }),
    );
    renderBell();
    await waitFor(() => expect(screen.getByTestId('task-badge')).toHaveTextContent('2'));
    const drawer = await openBell();
    const items = await within(drawer).findAllByTestId(/^task-\d+$/);
    expect(items.map((item) => item.dataset.state)).toEqual(['overdue', 'overdue', 'active']);
    expect(queries.at(-1)!.get('task_type')).toBe('all');
    fireEvent.mouseDown(within(drawer).getByRole('combobox'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')),
      ).toEqual([
        'Активные (1)',
        'Просроченные (2)',
        'Прозвоненные (0)',
        'Выполненные (0)',
        'Все (3)',
        'Пропущенные (2)',
        'Автозвонок (0)',
      ]),
    );
  });

  it('opens on every task and sends the chosen task_type, from page 1', async () => {
    signIn(admin);
    const queries = bell();
    renderBell();
    const drawer = await openBell();
    expect(await within(drawer).findByText('Task 1')).toBeInTheDocument();
    expect(queries.at(-1)!.get('task_type')).toBe('all');
    expect(queries.at(-1)!.get('limit')).toBe('10');

    fireEvent.mouseDown(within(drawer).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Просроченные (1)'));
    await waitFor(() => expect(queries.at(-1)!.get('task_type')).toBe('overdue'));
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('colours items by class with a 2 px border in the bell', async () => {
    signIn(admin);
    bell([
      taskFixture(1, { state: 'called', call_count: 1 }),
      taskFixture(2, { state: 'active' }),
      taskFixture(3, { state: 'completed', success: true }),
      taskFixture(4, { state: 'overdue', overdue: true }),
    ]);
    renderBell();
    await openBell();
    const border = async (id: number) => (await screen.findByTestId(`task-${id}`)).style.border;
    expect(await border(1)).toBe('2px solid orange');
    expect(await border(2)).toBe('2px solid black');
    expect(await border(3)).toBe('2px solid green');
    expect(await border(4)).toBe('2px solid red');
  });
});

describe('task item buttons (spec 001 section 6)', () => {
  it('completes a task: POST /task/success/{id}, then reloads', async () => {
    signIn(admin);
    const queries = bell();
    const done: string[] = [];
    server.use(
      http.post(api('/task/success/:id'), ({ params }) => {
        done.push(String(params.id));
        return HttpResponse.json(taskFixture(1, { success: true, state: 'completed' }));
      }),
    );
    renderBell();
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    const before = queries.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Выполнить' }));
    await waitFor(() => expect(done).toEqual(['1']));
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('deletes after confirm.delete: DELETE /task/delete/{id}', async () => {
    signIn(admin);
    bell();
    const deleted: string[] = [];
    server.use(
      http.delete(api('/task/delete/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderBell();
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить запись?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(deleted).toEqual(['1']));
    expect(await screen.findByText('Удалено')).toBeInTheDocument();
  });

  it('update switches to edit mode, then validates and saves with PUT /task/update/{id}', async () => {
    signIn(admin);
    bell();
    const sent: URLSearchParams[] = [];
    server.use(
      http.put(api('/task/update/:id'), async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(taskFixture(1, { text: 'Changed' }));
      }),
    );
    renderBell();
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Изменить' }));
    const text = await within(drawer).findByLabelText('Задача');
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    expect(await within(drawer).findByText('Заполните поле')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(text, { target: { value: 'Changed' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('text')).toBe('Changed');
    expect(sent[0].get('notification_at')).toBe('25-11-2026 10:00');
    expect(sent[0].get('user')).toBe('3');
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Сохранить' })).toBeNull());
  });

  it('shows the generic error when a change fails', async () => {
    signIn(admin);
    bell();
    server.use(
      http.post(api('/task/success/:id'), () => HttpResponse.json({ message: 'no' }, { status: 403 })),
    );
    renderBell();
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Выполнить' }));
    expect((await screen.findAllByText('Ошибка')).length).toBeGreaterThan(0);
  });

  it('hides the buttons the keys do not allow, and completed tasks lose complete and update', async () => {
    signIn(userWith('ROLE_OPERATOR', 'contact.taskShow,contact.taskUpdate,contact.taskDelete'));
    bell([
      taskFixture(1),
      taskFixture(2, { overdue: true, state: 'overdue' }),
      taskFixture(3, { success: true, state: 'completed' }),
      taskFixture(4, { user: { id: 9, full_name: 'Other', extension_username: '1009' } }),
    ]);
    renderBell();
    await openBell();
    const buttons = async (id: number) =>
      within(await screen.findByTestId(`task-${id}`))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    // no taskComplete, no taskDeleteOverdue, no contact.show, no global.call
    expect(await buttons(1)).toEqual(['Изменить', 'Удалить']);
    expect(await buttons(2)).toEqual(['Изменить']);
    expect(await buttons(3)).toEqual(['Удалить']);
    expect(await buttons(4)).toEqual([]);
  });

  it('shows call (disabled until a softphone can call) and open contact with their keys', async () => {
    signIn(admin);
    bell();
    renderBell();
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    expect(within(drawer).getByRole('button', { name: 'Позвонить' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Открыть контакт' })).toBeEnabled();
  });
});
