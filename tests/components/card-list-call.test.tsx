// Calling from the card list (plugins/card-list): the pager's call button places a manual call of the card's
// main phone through the shell's phone bridge, for global.call holders once the softphone can call.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishPhoneState } from '@/src/plugin-api';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { CARD_LIST_KEYS, cardListServer, cardListUser, SPRING } from './card-list-support';
import { preloadCardChunks } from './contact-card-support';
import { api, signIn, useApiServer } from './support';
import { useFakePhone } from './fake-phone';

const { server } = useApiServer();

beforeAll(() =>
  preloadCardChunks(
    () => import('@/plugins/card-list/CardListPage'),
    () => import('@/plugins/card-list/CardPagerBar'),
  ),
);

const fakePhone = useFakePhone();

const CALLER_KEYS = `${CARD_LIST_KEYS},global.call`;

/**
 * The app as card-list-support's startApp starts it, without the softphone plugin: the fake phone above
 * stands in for it (a real one would register over SIP and publish its own state).
 */
function startApp(path: string, user: CrmUser) {
  signIn(user);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
  );
  window.history.pushState({}, '', path);
  const withoutSoftphone = plugins.filter((plugin) => plugin.id !== 'softphone');
  return render(
    <App
      config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }}
      registry={registerPlugins(withoutSoftphone)}
    />,
  );
}
const modal = () => document.querySelector('.ant-modal') as HTMLElement;

async function pagerInCard() {
  await screen.findByTestId('contact-form');
  return within(await within(modal()).findByTestId('card-pager'));
}

describe('the call button of the card list', () => {
  it("calls the current card's main phone as a manual call of its project, card after card", async () => {
    const call = fakePhone();
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(CALLER_KEYS));
    const pager = await pagerInCard();
    fireEvent.click(pager.getByRole('button', { name: /Позвонить$/ }));
    expect(call).toHaveBeenLastCalledWith({
      phone: '79001234567',
      contactId: 5,
      campaignId: 2,
      callType: 'TYPE_SYSTEM',
    });

    fireEvent.click(pager.getByRole('button', { name: 'Следующий контакт' }));
    // The next card replaces the open one, its top bar and pager with it: look them up afresh.
    const freshCall = () =>
      within(within(modal()).getByTestId('card-pager')).getByRole('button', { name: /Позвонить$/ });
    await waitFor(() => expect(within(modal()).getByTestId('card-position')).toHaveTextContent('2 из 3'));
    await waitFor(() => expect(freshCall()).toBeEnabled());
    fireEvent.click(freshCall());
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ contactId: 6, campaignId: 2 }));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is disabled while the softphone cannot call, and enabled once it can', async () => {
    const call = fakePhone(false);
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(CALLER_KEYS));
    const pager = await pagerInCard();
    const button = pager.getByRole('button', { name: /Позвонить$/ });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(call).not.toHaveBeenCalled();
    act(() => publishPhoneState({ canCall: true, busy: false }));
    expect(pager.getByRole('button', { name: /Позвонить$/ })).toBeEnabled();
  });

  it('says the softphone is not ready while it cannot call', async () => {
    fakePhone(false);
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser(CALLER_KEYS));
    const pager = await pagerInCard();
    fireEvent.mouseEnter(pager.getByTestId('card-call-hint'));
    expect(await screen.findByText('Софтфон не готов к звонку')).toBeInTheDocument();
  });

  it('is disabled without global.call, with a tooltip saying so', async () => {
    const call = fakePhone();
    cardListServer(server, [SPRING]);
    startApp('/report/cards', cardListUser());
    const pager = await pagerInCard();
    expect(pager.getByRole('button', { name: /Позвонить$/ })).toBeDisabled();
    fireEvent.mouseEnter(pager.getByTestId('card-call-hint'));
    expect(await screen.findByText('У вас нет права звонить')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('never calls a masked phone: disabled, with a tooltip saying the number is hidden', async () => {
    const call = fakePhone();
    cardListServer(server, [SPRING], 1);
    server.use(
      http.get(api('/contact/list/cards'), () =>
        HttpResponse.json({
          items: [{ id: 5, full_name: 'Ivan Petrov', phone: '*****67' }],
          current: 1,
          currentItemCount: 1,
          numItemsPerPage: 1,
          pageCount: 1,
          pageRange: [],
          totalCount: 1,
        }),
      ),
    );
    startApp('/report/cards', cardListUser(CALLER_KEYS));
    const pager = await pagerInCard();
    expect(pager.getByRole('button', { name: /Позвонить$/ })).toBeDisabled();
    fireEvent.mouseEnter(pager.getByTestId('card-call-hint'));
    expect(
      await screen.findByText('Номер скрыт от вас, позвонить на него отсюда нельзя'),
    ).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('still says noContactsToCall for a project without contacts, with nothing to call', async () => {
    fakePhone();
    cardListServer(server, [SPRING], 0);
    startApp('/report/cards', cardListUser(CALLER_KEYS));
    expect((await screen.findAllByText('Нет контактов для обзвона')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Позвонить$/ })).not.toBeInTheDocument();
  });
});
