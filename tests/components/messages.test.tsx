// The e-mail and SMS tabs of the contact card (plugins/messages; spec 000 sections 2.4, 4.1, 5; spec 001
// sections 6 and 7), in the signed-in app with the card and this plugin only.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import contactCard from '@/plugins/contact-card';
import messagesPlugin from '@/plugins/messages';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { addResourceBundles } from '@/src/i18n';
import { openContactCard } from '@/src/plugin-api';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { cardHandlers, userWithKeys, preloadCardChunks } from './contact-card-support';
import { api, signIn, useApiServer } from './support';

addResourceBundles(messagesPlugin.i18n!, 'messages');

const { server } = useApiServer();

beforeAll(() =>
  preloadCardChunks(
    () => import('@/plugins/messages/EmailTab'),
    () => import('@/plugins/messages/SmsTab'),
  ),
);

const ALL_KEYS =
  'dashboard.list,contact.show,contact.emailShow,contact.emailCreate,contact.smsShow,contact.smsCreate';
const supervisor = userWithKeys('ROLE_SUPERVISOR', ALL_KEYS);

const META = {
  messageTemplateSms: 'Thank you for your time',
  messageTemplateEmail: 'Here is our offer',
  emailSubject: 'Our offer',
  messageFileName: '',
  messageFile: '',
};

const message = (id: number, type: string, status: 'sent' | 'failed' | 'queued', extra: object = {}) => ({
  id,
  type,
  text: `Message ${id}`,
  email_subject: type === 'TYPE_EMAIL' ? `Subject ${id}` : '',
  file_name: '',
  file: '',
  contact: 5,
  campaign: 2,
  created_at: '2026-11-21T17:40:00',
  status,
  status_title: { sent: 'Отправлено', failed: 'Не отправлено', queued: 'В очереди' }[status],
  status_detail: { sent: '', failed: 'HTTP 402: no credit', queued: 'HTTP 503: busy' }[status],
  ...extra,
});

const EMAILS = [
  message(2, 'TYPE_EMAIL', 'sent', { file: 'a1b2.pdf', file_name: 'offer.pdf' }),
  message(1, 'TYPE_EMAIL', 'failed'),
];
const SMS = [message(3, 'TYPE_SMS', 'failed')];

interface Sent {
  url: string;
  body: Record<string, string>;
  hasFile?: boolean;
}

function start(user: CrmUser, mailer = 'true') {
  const sent: Sent[] = [];
  const downloads: (string | null)[] = [];
  signIn(user);
  cardHandlers(server);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/message/list/5'), ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      return HttpResponse.json({ items: type === 'TYPE_EMAIL' ? EMAILS : SMS, meta: META });
    }),
    http.post(api('/message/uploadFile'), async ({ request }) => {
      // jsdom's XHR loses a file's name and bytes on the way to msw; that the part is there is what it can
      // show (the server test checks the bytes that arrive by e-mail).
      const data = await request.formData();
      sent.push({ url: '/message/uploadFile', body: {}, hasFile: data.has('file') });
      return HttpResponse.json({ file_name: 'prices.txt', file: 'f00d.txt' });
    }),
    http.post(api('/message/create'), async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push({ url: '/message/create', body });
      return HttpResponse.json(message(9, body.type, 'sent'), { status: 201 });
    }),
    http.get(api('/message/getFile/:file'), ({ request, params }) => {
      downloads.push(`${String(params.file)} ${request.headers.get('Authorization')}`);
      return new HttpResponse('PDF', { headers: { 'content-type': 'application/octet-stream' } });
    }),
  );
  window.history.pushState({}, '', '/dashboard');
  render(
    <App
      config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0', features: { MAILER_ENABLED: mailer } }}
      registry={registerPlugins([contactCard, messagesPlugin])}
    />,
  );
  return { sent, downloads };
}

async function openTab(name: 'E-mail' | 'SMS') {
  await screen.findByTestId('sidebar');
  act(() => openContactCard(5));
  const tabs = await screen.findByTestId('card-tabs');
  fireEvent.click(within(tabs).getByRole('tab', { name }));
  return screen.findByTestId(name === 'E-mail' ? 'messages-TYPE_EMAIL' : 'messages-TYPE_SMS');
}

const field = (tab: HTMLElement, label: string) =>
  within(tab).getByRole('textbox', { name: label }) as HTMLInputElement | HTMLTextAreaElement;

describe('the e-mail and SMS tabs of the contact card', () => {
  it('hides both tabs while the mailer is off', async () => {
    start(supervisor, 'false');
    await screen.findByTestId('sidebar');
    act(() => openContactCard(5));
    const tabs = await screen.findByTestId('card-tabs');
    expect(within(tabs).queryByRole('tab', { name: 'E-mail' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'SMS' })).toBeNull();
  });

  it('shows each tab only with its show key while the mailer is on', async () => {
    start(userWithKeys('ROLE_SUPERVISOR', 'dashboard.list,contact.show,contact.smsShow'));
    await screen.findByTestId('sidebar');
    act(() => openContactCard(5));
    const tabs = await screen.findByTestId('card-tabs');
    await within(tabs).findByRole('tab', { name: 'SMS' });
    expect(within(tabs).queryByRole('tab', { name: 'E-mail' })).toBeNull();
  });

  it('lists the e-mails with their status, prefills the templates, downloads an attachment with the token', async () => {
    const { downloads } = start(supervisor);
    const tab = await openTab('E-mail');
    const first = await within(tab).findByTestId('message-2');
    expect(within(first).getByTestId('message-status')).toHaveTextContent('Отправлено');
    expect(within(first).getByText('Subject 2')).toBeInTheDocument();
    expect(within(within(tab).getByTestId('message-1')).getByTestId('message-status')).toHaveTextContent(
      'Не отправлено',
    );
    expect(field(tab, 'Тема письма')).toHaveValue('Our offer');
    expect(field(tab, 'Текст письма')).toHaveValue('Here is our offer');
    fireEvent.click(within(first).getByRole('button', { name: 'Скачать offer.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['a1b2.pdf Bearer tok-3']));
  });

  it('uploads the attachment first, then creates the e-mail with its stored name, and says so', async () => {
    const { sent } = start(supervisor);
    const tab = await openTab('E-mail');
    fireEvent.change(field(tab, 'Тема письма'), { target: { value: 'Prices' } });
    fireEvent.change(field(tab, 'Текст письма'), { target: { value: 'See attached' } });
    const input = tab.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['price list'], 'prices.txt', { type: 'text/plain' })] },
    });
    await within(tab).findByText('prices.txt');
    fireEvent.click(within(tab).getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText('Отправлено', { selector: '.ant-notification-notice-message' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { url: '/message/uploadFile', body: {}, hasFile: true },
      {
        url: '/message/create',
        body: {
          type: 'TYPE_EMAIL',
          text: 'See attached',
          contact: '5',
          email_subject: 'Prices',
          file: 'f00d.txt',
          file_name: 'prices.txt',
        },
      },
    ]);
    await waitFor(() => expect(field(tab, 'Тема письма')).toHaveValue('Our offer'));
  });

  it('requires the subject and text of an e-mail and sends nothing without them', async () => {
    const { sent } = start(supervisor);
    const tab = await openTab('E-mail');
    fireEvent.change(field(tab, 'Тема письма'), { target: { value: ' ' } });
    fireEvent.change(field(tab, 'Текст письма'), { target: { value: '' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Отправить' }));
    expect(await within(tab).findByText('Поле Тема письма обязательно для заполнения')).toBeInTheDocument();
    expect(await within(tab).findByText('Поле Текст письма обязательно для заполнения')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends an SMS with its required text and no subject', async () => {
    const { sent } = start(supervisor);
    const tab = await openTab('SMS');
    expect(within(within(tab).getByTestId('message-3')).getByTestId('message-status')).toHaveTextContent(
      'Не отправлено',
    );
    expect(within(tab).queryByRole('textbox', { name: 'Тема письма' })).toBeNull();
    expect(tab.querySelector('input[type="file"]')).toBeNull();
    fireEvent.change(field(tab, 'Текст SMS'), { target: { value: '' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Отправить' }));
    expect(await within(tab).findByText('Поле Текст SMS обязательно для заполнения')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(field(tab, 'Текст SMS'), { target: { value: 'Call me' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/message/create', body: { type: 'TYPE_SMS', text: 'Call me', contact: '5' } },
      ]),
    );
  });

  it('says a message is queued when the provider is busy, and shows it sent once the server has sent it', async () => {
    let tries = 0;
    start(supervisor);
    server.use(
      http.post(api('/message/create'), () =>
        HttpResponse.json(message(9, 'TYPE_SMS', 'queued'), { status: 201 }),
      ),
      // The list as the server has it: queued until its second reading after the send, then sent.
      http.get(api('/message/list/5'), () => {
        const state =
          tries === 0
            ? []
            : tries < 3
              ? [message(9, 'TYPE_SMS', 'queued')]
              : [message(9, 'TYPE_SMS', 'sent')];
        tries += 1;
        return HttpResponse.json({ items: state, meta: META });
      }),
    );
    const tab = await openTab('SMS');
    fireEvent.change(field(tab, 'Текст SMS'), { target: { value: 'Call me' } });
    fireEvent.click(within(tab).getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText(/^В очереди/, { selector: '.ant-notification-notice-message' }),
    ).toBeInTheDocument();
    const status = () => within(within(tab).getByTestId('message-9')).getByTestId('message-status');
    await waitFor(() => expect(status()).toHaveTextContent('В очереди'));
    await waitFor(() => expect(status()).toHaveTextContent('Отправлено'), { timeout: 8000 });
  }, 15_000);

  it('shows no form without the create key', async () => {
    start(userWithKeys('ROLE_SUPERVISOR', 'dashboard.list,contact.show,contact.emailShow'));
    const tab = await openTab('E-mail');
    await within(tab).findByTestId('message-2');
    expect(within(tab).queryByRole('button', { name: 'Отправить' })).toBeNull();
  });
});
