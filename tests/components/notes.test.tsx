// The notes tab of the contact card (plugins/notes; spec 000 sections 2.4, 4.1, 5; spec 001 sections 6-8),
// in the signed-in app with the card and this plugin only, so other plugins' calls need no handlers here.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import contactCard from '@/plugins/contact-card';
import notesPlugin from '@/plugins/notes';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { addResourceBundles } from '@/src/i18n';
import { openContactCard } from '@/src/plugin-api';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { cardHandlers, userWithKeys, preloadCardChunks } from './contact-card-support';
import { api, signIn, useApiServer } from './support';

addResourceBundles(notesPlugin.i18n!, 'notes');

const { server } = useApiServer();

beforeAll(() => preloadCardChunks(() => import('@/plugins/notes/NotesTab')));

const ALL_KEYS =
  'dashboard.list,contact.show,contact.commentShow,contact.commentCreate,contact.commentUpdate,contact.commentDelete';
const supervisor = userWithKeys('ROLE_SUPERVISOR', ALL_KEYS);

const note = (id: number, text: string, created_at: string, user: CrmUser['id'] | null = 3) => ({
  id,
  text,
  contact: 5,
  created_at,
  updated_at: created_at,
  user: user === null ? null : { id: user, full_name: user === 3 ? 'Olga Operator' : 'Oleg Operator' },
});

// Out of order on purpose: the tab shows the newest first whatever the reply's order.
const NOTES = [
  note(1, 'Asked to call back', '2026-11-20T09:05:00'),
  note(2, '<b>Not bold</b>\nsecond line', '2026-11-21T17:40:00', 4),
];

interface Sent {
  method: string;
  url: string;
  body: Record<string, string>;
}

function start(user: CrmUser, items: object[] = NOTES) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body;
  };
  signIn(user);
  cardHandlers(server);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
    http.get(api('/note/list'), ({ request }) =>
      new URL(request.url).searchParams.get('contact_id') === '5'
        ? HttpResponse.json({ items })
        : HttpResponse.json({ items: [] }),
    ),
    http.post(api('/note/create'), async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json(note(9, body.text, '2026-11-23T10:00:00'), { status: 201 });
    }),
    http.put(api('/note/update/:id'), async ({ request, params }) => {
      const body = await record(request);
      return HttpResponse.json({ ...NOTES.find((n) => n.id === Number(params.id)), text: body.text });
    }),
    http.delete(api('/note/delete/:id'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  window.history.pushState({}, '', '/dashboard');
  render(
    <App
      config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }}
      registry={registerPlugins([contactCard, notesPlugin])}
    />,
  );
  return sent;
}

async function openNotes() {
  await screen.findByTestId('sidebar');
  act(() => openContactCard(5));
  const tabs = await screen.findByTestId('card-tabs');
  fireEvent.click(within(tabs).getByRole('tab', { name: 'Комментарии' }));
  await screen.findByTestId('note-1');
  return screen.getByTestId('notes');
}

const noteIds = () =>
  [...document.querySelectorAll('[data-testid^="note-"]')].map((el) => el.getAttribute('data-testid'));
const popover = () => document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement;

describe('the notes tab of the contact card', () => {
  it('lists the notes newest first with author, date and the text as plain text, line breaks kept', async () => {
    start(supervisor);
    await openNotes();
    expect(noteIds()).toEqual(['note-2', 'note-1']);
    const newest = screen.getByTestId('note-2');
    expect(within(newest).getByText('Oleg Operator')).toBeInTheDocument();
    expect(within(newest).getByText('21-11-2026 17:40')).toBeInTheDocument();
    const text = within(newest).getByText(/Not bold/);
    expect(text.textContent).toBe('<b>Not bold</b>\nsecond line');
    expect(text.querySelector('b')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  });

  it('creates a note from the text and the contact, shows it first and says so', async () => {
    const sent = start(supervisor);
    const notes = await openNotes();
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Текст' }), {
      target: { value: 'Sent the offer' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Добавить' }));
    const created = await screen.findByTestId('note-9');
    expect(within(created).getByText('Sent the offer', { selector: 'div' })).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/note/create', body: { text: 'Sent the offer', contact: '5' } },
    ]);
    expect(noteIds()[0]).toBe('note-9');
    expect(await screen.findByText('Создано')).toBeInTheDocument();
    await waitFor(() => expect(within(notes).getByRole('textbox', { name: 'Текст' })).toHaveValue(''));
  });

  it('refuses an empty or blank text with the required message and sends nothing', async () => {
    const sent = start(supervisor);
    const notes = await openNotes();
    fireEvent.click(within(notes).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Поле Текст обязательно для заполнения')).toBeInTheDocument();
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Текст' }), { target: { value: '   ' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText('Поле Текст обязательно для заполнения')).toBeInTheDocument();
    // A real text is sent next: had the blank one been sent, it would be in the list before it.
    fireEvent.change(within(notes).getByRole('textbox', { name: 'Текст' }), { target: { value: 'Real' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ method: 'POST', url: '/api/note/create', body: { text: 'Real', contact: '5' } }]);
  });

  it('edits a note: view, edit, save through PUT', async () => {
    const sent = start(supervisor);
    await openNotes();
    const item = screen.getByTestId('note-1');
    fireEvent.click(within(item).getByRole('button', { name: 'Изменить' }));
    const box = within(item).getByRole('textbox', { name: 'Текст' });
    expect(box).toHaveValue('Asked to call back');
    fireEvent.change(box, { target: { value: 'Call back on Monday' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(item).getByText('Call back on Monday')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/note/update/1', body: { text: 'Call back on Monday' } },
    ]);
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('deletes a note only after the confirmation; cancelling sends nothing', async () => {
    const sent = start(supervisor);
    await openNotes();
    const item = screen.getByTestId('note-1');
    fireEvent.click(within(item).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалить запись?')).toBeInTheDocument();
    fireEvent.click(within(popover()).getByRole('button', { name: 'Отмена' }));
    // The confirmed delete below is the only request: the cancelled one sent nothing.
    expect(sent).toEqual([]);

    fireEvent.click(within(item).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(popover()).toBeTruthy());
    fireEvent.click(within(popover()).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByTestId('note-1')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/note/delete/1', body: {} }]);
    expect(await screen.findByText('Удалено')).toBeInTheDocument();
  });

  it('gives a guest no edit or delete buttons, even holding the keys', async () => {
    start(userWithKeys('ROLE_GUEST', ALL_KEYS));
    await openNotes();
    expect(screen.getByTestId('note-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('lets an operator change only the notes they wrote, as the server does', async () => {
    start(userWithKeys('ROLE_OPERATOR', ALL_KEYS));
    await openNotes();
    expect(
      within(screen.getByTestId('note-1')).getByRole('button', { name: 'Изменить' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('note-2')).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(screen.getByTestId('note-2')).queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('has no tab without contact.commentShow', async () => {
    start(userWithKeys('ROLE_SUPERVISOR', 'dashboard.list,contact.show,contact.commentCreate'));
    await screen.findByTestId('sidebar');
    act(() => openContactCard(5));
    const tabs = await screen.findByTestId('card-tabs');
    expect(within(tabs).queryByRole('tab', { name: 'Комментарии' })).not.toBeInTheDocument();
  });

  it('shows the generic error notice when the list cannot be loaded', async () => {
    start(supervisor);
    server.use(http.get(api('/note/list'), () => HttpResponse.json({}, { status: 500 })));
    await screen.findByTestId('sidebar');
    act(() => openContactCard(5));
    fireEvent.click(within(await screen.findByTestId('card-tabs')).getByRole('tab', { name: 'Комментарии' }));
    expect((await screen.findAllByText('Ошибка')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Комментариев пока нет')).toBeInTheDocument();
  });
});
