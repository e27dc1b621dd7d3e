// Manual calling from the card list (plugins/card-list): the project choice of spec 000 section 2.6, one card
// at a time drawn by the contact-card plugin, the pager inside the open card, and the notices of spec 001
// section 8 when there is nothing to call or the list cannot be read.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeContactCard, USER_PROJECTS_POLL_MS } from '@/src/plugin-api';
import { AUTUMN, CARD_LIST_KEYS, cardListServer, cardListUser, SPRING, startApp } from './card-list-support';
import { admin, api, useApiServer } from './support';
import { preloadCardChunks } from './contact-card-support';

const { server } = useApiServer();

beforeAll(() =>
  preloadCardChunks(
    () => import('@/plugins/card-list/CardListPage'),
    () => import('@/plugins/card-list/CardPagerBar'),
  ),
);

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const cardModal = async () => {
  await screen.findByTestId('contact-form');
  return modal();
};
const nameInCard = async (name: string) =>
  waitFor(() => expect(within(modal()).getByDisplayValue(name)).toBeInTheDocument());

describe('the card list with one project', () => {
  it('opens the first card with the pager in its top bar; next and previous page one card at a time', async () => {
    const asked = cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(), server);
    const card = await cardModal();
    await nameInCard('Ivan Petrov');
    expect(asked).toEqual(['2:1:1']);
    const pager = await within(card).findByTestId('card-pager');
    expect(within(pager).getByTestId('card-position')).toHaveTextContent('1 из 3');
    expect(within(pager).getByRole('button', { name: 'Предыдущий контакт' })).toBeDisabled();

    fireEvent.click(within(pager).getByRole('button', { name: 'Следующий контакт' }));
    await nameInCard('Maria Smirnova');
    await waitFor(() => expect(within(modal()).getByTestId('card-position')).toHaveTextContent('2 из 3'));
    fireEvent.click(within(modal()).getByRole('button', { name: 'Следующий контакт' }));
    await nameInCard('Pavel Orlov');
    await waitFor(() =>
      expect(within(modal()).getByRole('button', { name: 'Следующий контакт' })).toBeDisabled(),
    );
    fireEvent.click(within(modal()).getByRole('button', { name: 'Предыдущий контакт' }));
    await nameInCard('Maria Smirnova');
    expect(asked).toEqual(['2:1:1', '2:2:1', '2:3:1', '2:2:1']);
  });

  // Calling itself (global.call, the softphone's readiness): card-list-call.test.tsx.
  it('keeps the call button visible but disabled without global.call, with a tooltip saying why', async () => {
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(), server);
    const card = await cardModal();
    const pager = await within(card).findByTestId('card-pager');
    const call = within(pager).getByRole('button', { name: /Позвонить$/ });
    expect(call).toBeInTheDocument();
    expect(call).toBeDisabled();
    fireEvent.mouseEnter(within(pager).getByTestId('card-call-hint'));
    expect(await screen.findByText('У вас нет права звонить')).toBeInTheDocument();
  });

  it('shows the pager on the page once the card is closed, and opens the card again', async () => {
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(), server);
    await cardModal();
    act(() => closeContactCard());
    await waitFor(() => expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument());
    expect(screen.getByTestId('card-position')).toHaveTextContent('1 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Открыть карточку' }));
    await nameInCard('Ivan Petrov');
  });
});

describe('choosing the project', () => {
  it('asks first when the user has two projects, then lists the chosen one', async () => {
    const asked = cardListServer(server, [SPRING, AUTUMN]);
    startApp('/report/cards', cardListUser(), server);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Выберите проект для обзвона')).toBeInTheDocument();
    expect(asked).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('Autumn')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Начать' }));
    await cardModal();
    expect(asked).toEqual(['4:1:1']);
  });

  it('says the user is in no project and to contact the administrator', async () => {
    const asked = cardListServer(server, []);
    startApp('/report/cards', cardListUser(), server);
    expect(await screen.findByText('Вы не добавлены ни в один проект')).toBeInTheDocument();
    expect(screen.getByText('Обратитесь к администратору')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('projects given and taken while working (spec 001 sections 7 and 9, issue 14)', () => {
  afterEach(() => vi.useRealTimers());

  /** GET /user/projects answering `projects.items`, counting the calls. */
  function projectsServer(items: object[]) {
    const projects = { items, calls: 0 };
    server.use(
      http.get(api('/user/projects'), () => {
        projects.calls += 1;
        return HttpResponse.json({ items: projects.items });
      }),
    );
    return projects;
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks every 15 s, once for the whole page, and opens the cards of a project given meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    cardListServer(server, []);
    const projects = projectsServer([]);
    startApp('/report/cards', cardListUser(), server);
    expect(await screen.findByText('Вы не добавлены ни в один проект')).toBeInTheDocument();
    const before = projects.calls;
    projects.items = [SPRING];
    await advance(USER_PROJECTS_POLL_MS - 1);
    expect(projects.calls).toBe(before);
    await advance(1);
    await cardModal();
    await nameInCard('Ivan Petrov');
    // The poll asked once; the card it opened reads the projects too when it mounts.
    const opened = projects.calls;
    expect(opened).toBeGreaterThan(before);
    await advance(USER_PROJECTS_POLL_MS);
    expect(projects.calls).toBe(opened + 1);
  });

  it("leaves an administrator's projects alone (no poll)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const projects = projectsServer([SPRING]);
    startApp('/dashboard', admin, server);
    expect(await screen.findByTestId('sidebar', {}, { timeout: 15_000 })).toBeInTheDocument();
    const before = projects.calls;
    await advance(3 * USER_PROJECTS_POLL_MS);
    expect(projects.calls).toBe(before);
  });
});

describe('nothing to call, or no list', () => {
  it('says noContactsToCall for a project without contacts', async () => {
    cardListServer(server, [SPRING], 0);
    startApp('/report/cards', cardListUser(), server);
    expect((await screen.findAllByText('Нет контактов для обзвона')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument();
  });

  it('says noProjectManualCall when the list cannot be read, and goes back to the dashboard', async () => {
    cardListServer(server, [SPRING]);
    server.use(
      http.get(api('/contact/list/cards'), () =>
        HttpResponse.json({ message: 'no', code: 'forbidden' }, { status: 403 }),
      ),
    );
    startApp('/report/cards', cardListUser(), server);
    expect(await screen.findByText('Вы не состоите в проекте: ручной набор недоступен')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});

describe('the menu entry', () => {
  it('is under Reports for holders of contact.cardList only', async () => {
    cardListServer(server, [SPRING]);
    startApp('/dashboard', cardListUser(), server);
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.click(await within(sidebar).findByText('Отчёты'));
    fireEvent.click(await within(sidebar).findByText('Ручной обзвон'));
    await waitFor(() => expect(window.location.pathname).toBe('/report/cards'));
  });

  it('is absent without contact.cardList, and so is the empty Reports group', async () => {
    startApp('/dashboard', cardListUser(CARD_LIST_KEYS.replace(',contact.cardList', '')), server);
    const sidebar = await screen.findByTestId('sidebar');
    await within(sidebar).findByText('Рабочий стол');
    expect(within(sidebar).queryByText('Ручной обзвон')).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('Отчёты')).not.toBeInTheDocument();
  });
});
