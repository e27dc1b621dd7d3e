import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactTasksTab from '@/plugins/tasks/ContactTasksTab';
import DueTaskAlerts from '@/plugins/tasks/DueTaskAlerts';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { changeLocale } from '@/src/i18n';
import { closeContactCard, openContactCard, useContactCardState } from '@/src/plugin-api';
import { toCurrentUser } from '@/src/session/current-user';
import { WithNotices } from './contact-card-support';
import { admin, api, renderInShell, signIn, useApiServer, userWith } from './support';
import { taskFixture, typeTime } from './tasks-support';

const { server } = useApiServer();

function OpenCard() {
  const { contactId } = useContactCardState();
  return contactId === null ? null : <span data-testid="open-card">{contactId}</span>;
}

afterEach(() => {
  closeContactCard();
  vi.useRealTimers();
});

function renderTab(user = admin) {
  signIn(user);
  const ctx = { user: toCurrentUser(user)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
  return renderInShell(
    <WithNotices>
      <ContactTasksTab ctx={ctx} />
    </WithNotices>,
  );
}

describe('the card tasks tab (spec 000 section 5)', () => {
  it("lists the contact's tasks of every type", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/task/list'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [taskFixture(1)] });
      }),
    );
    renderTab();
    expect((await screen.findByTestId('task-1')).style.border).toBe('1px solid black');
    expect(Object.fromEntries(queries[0])).toEqual({ contact_id: '5', type: 'all' });
  });

  it('creates a task with text and DD-MM-YYYY HH:mm, then says taskAssigned', async () => {
    const sent: URLSearchParams[] = [];
    let items = [] as ReturnType<typeof taskFixture>[];
    server.use(
      http.get(api('/task/list'), () => HttpResponse.json({ items })),
      http.post(api('/task/create'), async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        items = [taskFixture(7, { text: 'Call back' })];
        return HttpResponse.json(items[0], { status: 201 });
      }),
    );
    renderTab();
    await screen.findByTestId('task-create');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить задачу' }));
    // Both fields' errors: findAll would settle on the first one to appear (the form checks them in turn).
    await waitFor(() => expect(screen.getAllByText('Заполните поле')).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Задача'), { target: { value: 'Call back' } });
    typeTime('Время', '25-11-2026 10:30');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить задачу' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0])).toEqual({
      text: 'Call back',
      notification_at: '25-11-2026 10:30',
      contact: '5',
    });
    expect(await screen.findByText('Задача назначена')).toBeInTheDocument();
    expect(await screen.findByTestId('task-7')).toBeInTheDocument();
  });

  it('shows taskAlreadyExists with the time', async () => {
    server.use(
      http.get(api('/task/list'), () => HttpResponse.json({ items: [] })),
      http.post(api('/task/create'), () =>
        HttpResponse.json(
          { message: 'exists', code: 'taskAlreadyExists', time: '25-11-2026 10:30' },
          { status: 400 },
        ),
      ),
    );
    renderTab();
    await screen.findByTestId('task-create');
    fireEvent.change(screen.getByLabelText('Задача'), { target: { value: 'Call back' } });
    typeTime('Время', '25-11-2026 10:30');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить задачу' }));
    expect(
      await screen.findByText('Задача на это время (25-11-2026 10:30) уже существует'),
    ).toBeInTheDocument();
  });

  it('offers no form without contact.taskCreate', async () => {
    server.use(http.get(api('/task/list'), () => HttpResponse.json({ items: [taskFixture(1)] })));
    renderTab(userWith('ROLE_OPERATOR', 'contact.taskShow'));
    await screen.findByTestId('task-1');
    expect(screen.queryByTestId('task-create')).toBeNull();
  });

  it.each([
    ['ru', 'Время', /пн/i],
    ['en', 'Time', /mo/i],
  ] as const)('the picker week starts on Monday (%s)', async (locale, label, monday) => {
    await changeLocale(locale);
    server.use(http.get(api('/task/list'), () => HttpResponse.json({ items: [] })));
    renderTab();
    await screen.findByTestId('task-create');
    fireEvent.mouseDown(screen.getByLabelText(label));
    fireEvent.click(screen.getByLabelText(label));
    const heads = await screen.findAllByRole('columnheader');
    expect(heads[0]).toHaveTextContent(monday);
  });
});

describe('the due-task pop-up (spec 000 section 4.2)', () => {
  function dueNow() {
    const calls: string[] = [];
    const due = taskFixture(11, {
      text: 'Ring Ivan',
      notification_at: dayjs().add(30, 'second').format('DD-MM-YYYY HH:mm'),
    });
    server.use(
      http.get(api('/task/list'), ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ items: [due] });
      }),
    );
    return calls;
  }

  it('pops up a task due within the minute once, with open-contact', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    signIn(admin);
    const calls = dueNow();
    renderInShell(
      <>
        <DueTaskAlerts />
        <OpenCard />
      </>,
    );
    expect(await screen.findByTestId('due-task-11')).toBeInTheDocument();
    expect(calls).toEqual(['?now=true']);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getAllByTestId('due-task-11')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Открыть контакт/ }));
    expect(await screen.findByTestId('open-card')).toHaveTextContent('5');
  });

  it('stays quiet while a contact card is open, and pops up once it is closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    signIn(admin);
    const calls = dueNow();
    openContactCard(5);
    renderInShell(<DueTaskAlerts />);
    await act(() => vi.advanceTimersByTimeAsync(30_000)); // a poll tick with the card open
    expect(screen.queryByTestId('due-task-11')).toBeNull();
    act(() => closeContactCard());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByTestId('due-task-11')).toBeInTheDocument();
    // The pop-up came from the first tick after closing: the ticks while the card was open asked nothing.
    expect(calls).toEqual(['?now=true']);
  });
});

describe("a task's time as the server writes it", () => {
  it('reads DD-MM-YYYY HH:mm strictly, refusing other shapes and days or hours that do not exist', async () => {
    const { parseTaskTime } = await import('@/plugins/tasks/task-time');
    expect(parseTaskTime('05-03-2025 09:07')?.format('YYYY-MM-DD HH:mm')).toBe('2025-03-05 09:07');
    expect(parseTaskTime('29-02-2024 23:59')?.format('YYYY-MM-DD HH:mm')).toBe('2024-02-29 23:59');
    for (const wrong of [
      '29-02-2025 10:00',
      '05-13-2025 10:00',
      '05-03-2025 24:00',
      '2025-03-05 09:07',
      '5-3-2025 9:07',
      '',
    ])
      expect(parseTaskTime(wrong), wrong).toBeNull();
  });
});
