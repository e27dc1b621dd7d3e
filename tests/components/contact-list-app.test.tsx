// The contact list in the whole app: its route under Reports in the menu, and a row opening the card that
// the contact-card plugin draws (the two plugins meet only through the plugin API).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { plugins } from '@/plugins';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { closeContactCard } from '@/src/plugin-api';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { cardHandlers } from './contact-card-support';
import { listServer, PATH, row, reply, supervisor } from './contact-list-support';
import { api, signIn, useApiServer } from './support';

const { server } = useApiServer();
afterEach(() => closeContactCard());

beforeAll(async () => {
  await import('@/src/routes/SignedInRoutes');
  await import('@/src/routes/GuardedDashboardLayout');
  await import('@/src/routes/GuardedPage');
  await import('@/plugins/contact-card/ContactCardModal');
  await import('@/plugins/contact-list/ContactListPage');
});

describe('the contact list in the app', () => {
  it('is listed under Reports and opens the card of a clicked row', async () => {
    const user = supervisor();
    signIn(user);
    listServer(server, () => reply({ items: [row(5)], totalCount: 1 }));
    cardHandlers(server);
    server.use(
      http.get(api('/user/get'), () => HttpResponse.json(user)),
      http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
    );
    window.history.pushState({}, '', PATH);
    render(
      <App config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }} registry={registerPlugins(plugins)} />,
    );

    const table = await screen.findByTestId('contact-list-table');
    const menu = screen.getByTestId('sidebar');
    expect(within(menu).getByText('Отчёты')).toBeInTheDocument();
    expect(within(menu).getByText('Контакты')).toBeInTheDocument();
    fireEvent.click(await within(table).findByText('Contact 5'));
    expect(await screen.findByTestId('contact-form')).toBeInTheDocument();
  });
});
