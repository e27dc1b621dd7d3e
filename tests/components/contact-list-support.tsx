// Fixtures and helpers of the contact list specs (plugins/contact-list).
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import contactList from '@/plugins/contact-list';
import ContactListPage from '@/plugins/contact-list/ContactListPage';
import { NOTIFICATION_CONFIG, setNotificationApi } from '@/providers/notification-provider';
import type { CrmUser } from '@/providers/user';
import { addResourceBundles } from '@/src/i18n';
import { useContactCardState } from '@/src/plugin-api';
import { renderInShell, signIn, userWith } from './support';

addResourceBundles(contactList.i18n!, 'contact-list');

export const PATH = '/report/contacts';

export const row = (id: number, extra: object = {}) => ({
  id,
  full_name: `Contact ${id}`,
  phone: `7916000000${id}`,
  additional_phones: [],
  email: '',
  status: { id: 8, title: 'New', color: 'blue' },
  status_groups: ['Open ones'],
  user: { id: 3, full_name: 'Olga Operator' },
  campaign: { id: 2, title: 'Spring' },
  tags: [{ id: 5, title: 'VIP', color: 'red' }],
  bot_attempts: 1,
  tasks_count: 2,
  has_recall_task: true,
  tz: 'Europe/Moscow',
  tz_offset: 180,
  call_date: null,
  created_at: '2025-03-04T05:06:00.000Z',
  updated_at: '2025-03-05T07:08:00.000Z',
  ...extra,
});

export interface Reply {
  items: object[];
  totalCount: number;
  totalCountExact: boolean;
  page: number;
  next: string | null;
  prev: string | null;
}

export const reply = (extra: Partial<Reply> = {}): Reply => ({
  items: [row(7, { phone: '*****67' }), row(8)],
  totalCount: 2,
  totalCountExact: true,
  page: 1,
  next: null,
  prev: null,
  ...extra,
});

/** Serves the list (`answer` sees each query) and its look-ups; returns the queries asked, in order. */
export function listServer(server: SetupServer, answer: (q: URLSearchParams) => Reply = () => reply()) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/contact/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json({ ...answer(query), limit: Number(query.get('limit')), pageCount: 1 });
    }),
    http.get('/api/user/projects', () => HttpResponse.json({ items: [{ project_id: 2, title: 'Spring' }] })),
    http.get('/api/status/list/', () =>
      HttpResponse.json({
        items: [
          { id: 8, title: 'New', color: 'blue' },
          { id: 9, title: 'Done', color: 'green' },
        ],
      }),
    ),
    http.get('/api/user/get_operators', () => HttpResponse.json([{ id: 4, full_name: 'Oleg Operator' }])),
  );
  return asked;
}

export const LIST_KEYS = 'report.list,contact.list,contact.show';
export const supervisor = (keys = `${LIST_KEYS},contact.statusChange,contact.operatorChange`): CrmUser =>
  userWith('ROLE_SUPERVISOR', keys, 'Sam Supervisor');

function Probes() {
  const { search } = useLocation();
  const { contactId } = useContactCardState();
  return (
    <>
      <output data-testid="address">{search}</output>
      <output data-testid="open-card">{contactId ?? ''}</output>
    </>
  );
}

function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}

export function showList(user: CrmUser, search = '') {
  signIn(user);
  return renderInShell(
    <App notification={NOTIFICATION_CONFIG}>
      <NotificationBridge />
      <ContactListPage />
      <Probes />
    </App>,
    { route: `${PATH}${search}` },
  );
}

/** The address's query, as URLSearchParams. */
export const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
