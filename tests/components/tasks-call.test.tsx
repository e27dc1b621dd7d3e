// Calling from a task item (spec 000 sections 2.5 and 5, spec 001 section 6) through the shell's phone
// bridge, and the task lists reloading after a contact card is saved (spec 000 section 4.1).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ContactTasksTab from '@/plugins/tasks/ContactTasksTab';
import TaskBell from '@/plugins/tasks/TaskBell';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { notifyContactCardSaved, publishPhoneState } from '@/src/plugin-api';
import { toCurrentUser } from '@/src/session/current-user';
import { WithNotices } from './contact-card-support';
import { admin, api, renderInShell, signIn, useApiServer } from './support';
import { bellPage, taskFixture } from './tasks-support';
import { useFakePhone } from './fake-phone';

const { server } = useApiServer();

const fakePhone = useFakePhone();

/** Answers the bell with `items`, recording every query's task_type:page:limit. */
function bell(items = [taskFixture(1)]) {
  const queries: string[] = [];
  server.use(
    http.get(api('/task/list/bell'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(`${q.get('task_type')}:${q.get('page')}:${q.get('limit')}`);
      return HttpResponse.json(bellPage(items));
    }),
  );
  return queries;
}

async function openBell() {
  signIn(admin);
  renderInShell(
    <WithNotices>
      <TaskBell />
    </WithNotices>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Задачи' }));
  return screen.findByRole('dialog');
}

const callOf = async (id: number) =>
  within(await screen.findByTestId(`task-${id}`)).getByRole('button', { name: 'Позвонить' });

describe('the call button of a task', () => {
  it("calls the task's contact phone as a task call, with the contact, its project and the task", async () => {
    const call = fakePhone();
    bell([taskFixture(1)]);
    await openBell();
    fireEvent.click(await callOf(1));
    expect(call).toHaveBeenCalledWith({
      phone: '79001234567',
      contactId: 5,
      campaignId: 2,
      taskId: 1,
      callType: 'TYPE_TASK',
    });
  });

  it('is disabled while the softphone cannot call, and enabled once it can', async () => {
    const call = fakePhone(false);
    bell([taskFixture(1)]);
    await openBell();
    expect(await callOf(1)).toBeDisabled();
    fireEvent.click(await callOf(1));
    expect(call).not.toHaveBeenCalled();
    act(() => publishPhoneState({ canCall: true, busy: false }));
    expect(await callOf(1)).toBeEnabled();
  });

  it('shows the generic error for a task without a contact, or whose contact has no phone', async () => {
    const call = fakePhone();
    bell([
      taskFixture(1, { contact: null }),
      taskFixture(2, { contact: { id: 6, full_name: 'No Phone', phone: null, campaign: null } }),
    ]);
    await openBell();
    // A notice's title and text are both Ошибка (spec 001 section 8).
    fireEvent.click(await callOf(1));
    await waitFor(() => expect(screen.getAllByText('Ошибка')).toHaveLength(2));
    fireEvent.click(await callOf(2));
    await waitFor(() => expect(screen.getAllByText('Ошибка')).toHaveLength(4));
    expect(call).not.toHaveBeenCalled();
  });

  it('never calls a masked phone: the button is disabled and its tooltip says the number is hidden', async () => {
    const call = fakePhone();
    bell([
      taskFixture(1, {
        contact: { id: 5, full_name: 'Ivan Petrov', phone: '*****67', campaign: { id: 2, title: 'Spring' } },
      }),
    ]);
    await openBell();
    expect(await callOf(1)).toBeDisabled();
    fireEvent.click(await callOf(1));
    expect(call).not.toHaveBeenCalled();
    fireEvent.mouseEnter(within(screen.getByTestId('task-1')).getByTestId('task-call-hint'));
    expect(
      await screen.findByText('Номер скрыт от вас, позвонить на него отсюда нельзя'),
    ).toBeInTheDocument();
  });
});

describe('after a contact card is saved', () => {
  it('the bell reloads its badge and the open page', async () => {
    const queries = bell([taskFixture(1)]);
    const drawer = await openBell();
    await within(drawer).findByText('Task 1');
    await waitFor(() => expect(queries).toEqual(['all:1:1', 'all:1:10']));
    act(() => notifyContactCardSaved(5));
    await waitFor(() => expect(queries).toHaveLength(4));
    expect(queries.slice(2).sort()).toEqual(['all:1:1', 'all:1:10']);
  });

  it("the card's tasks tab reloads for that contact only", async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/task/list'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('contact_id') ?? '');
        return HttpResponse.json({ items: [taskFixture(1)] });
      }),
    );
    signIn(admin);
    const ctx = { user: toCurrentUser(admin)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
    renderInShell(
      <WithNotices>
        <ContactTasksTab ctx={ctx} />
      </WithNotices>,
    );
    await screen.findByTestId('task-1');
    expect(asked).toEqual(['5']);
    act(() => notifyContactCardSaved(9));
    act(() => notifyContactCardSaved(5));
    await waitFor(() => expect(asked).toEqual(['5', '5']));
  });
});
