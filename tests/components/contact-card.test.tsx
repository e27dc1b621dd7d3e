// The contact card in the whole app: opened from anywhere through the plugin API, hosted by the dashboard
// layout, provided by plugins/contact-card; and the standalone route (spec 000 section 2.4).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import {
  closeContactCard,
  contactCardState,
  definePlugin,
  openContactCard,
  useContactCardState,
} from '@/src/plugin-api';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { cardHandlers, contactFixture, preloadCardChunks } from './contact-card-support';
import { admin, api, signIn, useApiServer } from './support';

const { server } = useApiServer();

beforeAll(() => preloadCardChunks(() => import('@/plugins/contact-card/ContactCardPage')));

// Another plugin adding a tab to the card through the slot, as the tasks and notes will.
const notesTab = definePlugin({
  id: 'notes-demo',
  i18n: { en: { tab: 'Notes' }, ru: { tab: 'Заметки' } },
  slots: {
    'contactCard.tabs': [
      {
        id: 'notes-demo.tab',
        title: 'tab',
        load: async () => ({ default: ({ ctx }) => <p>{`Notes of contact ${ctx.contactId}`}</p> }),
      },
    ],
  },
});

function start(path: string, user: CrmUser) {
  signIn(user);
  cardHandlers(server);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
    http.get(api('/robot/campaign/scripts-operator/2'), () =>
      HttpResponse.json([
        {
          id: 1,
          title: 'Greeting',
          script:
            '<p>Hello</p><script>parent.hacked = 1</script>' +
            '<p>I am {operator} of {project}; { Full_Name }, {phone}, {status}: {note} / {Colour} / {misspelt}</p>',
        },
      ]),
    ),
  );
  window.history.pushState({}, '', path);
  return render(
    <App
      config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }}
      registry={registerPlugins([...plugins, notesTab])}
    />,
  );
}

const modal = () => document.querySelector('.ant-modal') as HTMLElement | null;

describe('opening a contact card from anywhere', () => {
  it('openContactCard shows the modal, 96% wide; Escape and a click outside do not close it, the button does', async () => {
    start('/dashboard', admin);
    await screen.findByTestId('sidebar');
    act(() => openContactCard(5));
    const form = await screen.findByTestId('contact-form');
    expect(within(modal()!).getByText('Карточка контакта')).toBeInTheDocument();
    expect(modal()!.style.width).toBe('96%');
    expect(form).toBeInTheDocument();

    fireEvent.keyDown(document.querySelector('.ant-modal-wrap')!, { key: 'Escape', keyCode: 27 });
    fireEvent.mouseDown(document.querySelector('.ant-modal-wrap')!);
    fireEvent.mouseUp(document.querySelector('.ant-modal-wrap')!);
    fireEvent.click(document.querySelector('.ant-modal-wrap')!);
    // The events are handled inside act(): had one closed the card, the store would say so already.
    expect(contactCardState().contactId).toBe(5);
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
    expect((document.querySelector('.ant-modal-wrap') as HTMLElement).style.display).not.toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument());
  });

  it("shows other plugins' tabs in slot order and the script in a sandbox without scripts; the tab is remembered", async () => {
    start('/dashboard', admin);
    await screen.findByTestId('sidebar');
    server.use(
      http.get(api('/contact/5'), () =>
        HttpResponse.json({ ...contactFixture(), full_name: 'Ivan <b>Petrov' }),
      ),
    );
    act(() => openContactCard(5, { taskId: 77 }));
    const tabs = await screen.findByTestId('card-tabs');
    const titles = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    // The base tab, the slot's items in their order (the tasks and notes plugins', then the demo plugin's
    // without an order), then the script.
    expect(titles).toEqual(['Контакт', 'Задачи', 'Комментарии', 'Заметки', 'Скрипт']);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Заметки' }));
    expect(await screen.findByText('Notes of contact 5')).toBeInTheDocument();
    expect(localStorage.getItem('contactCard.activeTab')).toBe('notes-demo.tab');

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Скрипт' }));
    const frame = await screen.findByTestId('operator-script');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello</p>');
    // The placeholders are filled in (the user reading it, the project, the contact, its card fields by
    // caption with list options by name, escaped); an unknown one stays as typed.
    expect(frame.getAttribute('srcdoc')).toContain(
      '<p>I am Anna Admin of Spring; Ivan &#60;b&#62;Petrov, 79001234567, Old status: hello / Blue / {misspelt}</p>',
    );

    act(() => closeContactCard());
    await waitFor(() => expect(screen.queryByTestId('card-tabs')).not.toBeInTheDocument());
    act(() => openContactCard(5));
    await screen.findByTestId('operator-script');
  });

  it('useContactCardState tells other parts whether a card is open, with its options', () => {
    let seen: ReturnType<typeof useContactCardState> | null = null;
    function Probe() {
      seen = useContactCardState();
      return null;
    }
    render(<Probe />);
    act(() => openContactCard(9, { taskId: 3 }));
    expect(seen).toEqual({ contactId: 9, options: { taskId: 3 } });
    act(() => closeContactCard());
    expect(seen).toEqual({ contactId: null, options: {} });
    expect(() => openContactCard(0)).toThrow();
  });
});

describe('standalone card', () => {
  it('/contact/:id renders the same card inside the layout', async () => {
    start('/contact/5', admin);
    const form = await screen.findByTestId('contact-form');
    expect(within(form).getByDisplayValue('Ivan Petrov')).toBeInTheDocument();
    expect(modal()).toBeNull();
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Карточка контакта')).toBeInTheDocument();
  });
});
