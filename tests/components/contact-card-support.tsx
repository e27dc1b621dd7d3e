// Fixtures and helpers of the contact card specs (plugins/contact-card).
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { useEffect, type ReactNode } from 'react';
import { NOTIFICATION_CONFIG, setNotificationApi } from '@/providers/notification-provider';
import type { CrmUser } from '@/providers/user';

const label = (id: number, value: string, value_type: string, extra: object = {}) => ({
  id,
  value,
  value_type,
  required_value: false,
  show_field: true,
  options: [],
  ...extra,
});

export const contactFixture = () => ({
  id: 5,
  full_name: 'Ivan Petrov',
  phone: '79001234567',
  additional_phones: [{ id: 11, phone: '79007654321', tz: '', provider: '', region: '' }],
  email: 'ivan@example.com',
  birth_date: '01-02-1990',
  region: '',
  tz: '+03:00',
  provider: '',
  position: '',
  city: '',
  address: '',
  description: '',
  status: { id: 7, title: 'Old status', color: 'red', app_system: false, campaign_id: 1 },
  tags: [5],
  last_tags: [6],
  user: { id: 3, full_name: 'Olga Operator', extension_username: '1003' },
  campaign: { id: 2, title: 'Spring', show_phone: true, by_call_date: false },
  campaign_id: 2,
  dynamic_data: JSON.stringify({ 101: 'hello', 104: 2, 108: 'kept' }),
  template_card: {
    id: 1,
    title: 'Template',
    labels: [
      label(101, 'Note', 'text'),
      label(102, 'Amount', 'number', { required_value: true }),
      label(103, 'Site', 'url'),
      label(104, 'Colour', 'list', {
        options: [
          { id: 1, name: 'Red' },
          { id: 2, name: 'Blue' },
        ],
      }),
      label(105, 'Hobbies', 'multiple_list', {
        options: [
          { id: 1, name: 'Chess' },
          { id: 2, name: 'Golf' },
        ],
      }),
      label(106, 'Visit', 'date'),
      label(107, 'Call at', 'datetime'),
      label(108, 'Secret', 'text', { required_value: true, show_field: false }),
    ],
  },
  crm_id: null,
});

export type ContactFixture = ReturnType<typeof contactFixture>;

export const STATUSES = [
  { id: 8, title: 'New', color: 'blue', campaign_id: 2 },
  { id: 9, title: 'Done', color: 'green', campaign_id: 2 },
];

export const TAGS = [
  { id: 5, title: 'VIP', color: 'red', app_system: false },
  { id: 6, title: 'Robot: agreed', color: 'violet', app_system: true },
  { id: 7, title: 'Wholesale', color: 'none', app_system: false },
];

export const OPERATORS = [
  { id: 3, full_name: 'Olga Operator', extension_username: '1003' },
  { id: 4, full_name: 'Oleg Operator', extension_username: '1004' },
];

/** The look-ups every card makes; `phonesFlag` is the project's active_additional_phone_timeout. */
export function cardHandlers(server: SetupServer, contact: object = contactFixture(), phonesFlag = '0') {
  server.use(
    http.get('/api/contact/5', () => HttpResponse.json(contact)),
    http.get('/api/status/list/', () => HttpResponse.json({ items: STATUSES, totalCount: 2 })),
    http.get('/api/user/get_operators', () => HttpResponse.json(OPERATORS)),
    http.get('/api/user/projects', () =>
      HttpResponse.json({ items: [{ project_id: 2, active_additional_phone_timeout: phonesFlag }] }),
    ),
    http.get('/api/robot/campaign/scripts-operator/2', () =>
      HttpResponse.json({ message: 'no', code: 'not_found' }, { status: 404 }),
    ),
    // The calls table under the tabs (plugins/contact-card/calls); an unanswered request would log out.
    http.get('/api/call/list', () => HttpResponse.json({ items: [], totalCount: 0 })),
    // Every tag (the contact's by name, and to choose), and the phone's last tags (LAST_TAG).
    http.get('/api/tag/options', () => HttpResponse.json({ items: TAGS })),
    http.get('/api/tag/last/:phone', () => HttpResponse.json({ items: [TAGS[1]] })),
    // The phone and e-mail uniqueness checks (form/unique-rules.ts): nobody else holds them by default.
    http.get('/api/contact/check_phone', () => HttpResponse.json({ valid: true, checked: true })),
    http.get('/api/contact/check_email', () => HttpResponse.json({ valid: true, checked: true })),
  );
}

/** The form item whose label is `text`. */
export const itemOf = (text: string) =>
  screen.getByText(text, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

export const inputOf = (text: string) => within(itemOf(text)).getByRole('textbox') as HTMLInputElement;

export const type = (text: string, value: string) => fireEvent.change(inputOf(text), { target: { value } });

export async function pick(text: string, option: string) {
  fireEvent.mouseDown(within(itemOf(text)).getByRole('combobox'));
  const found = (await screen.findAllByText(option)).find((el) => el.closest('.ant-select-item-option'))!;
  fireEvent.click(found);
}

export const userWithKeys = (role: CrmUser['role'], permissions: string): CrmUser => ({
  id: 3,
  role,
  full_name: 'Test User',
  email: 'user@demo.local',
  extension_username: '1003',
  main_trunk_name: 'demo-trunk',
  // Set just now whenever it is read: a fixture made when its module loaded would go stale in a worker that
  // runs files for minutes, and the app would then ask to update it (spec 000 4.5).
  get offset_timestamp() {
    return Math.floor(Date.now() / 1000);
  },
  user_group: { id: 1, title: 'Day shift', card_timeout: 30, operator_auto_answer: false },
  permission_group: { id: 3, title: role, permissions },
});

function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}

/** antd's <App> as the signed-in shell has it, so notify() shows its notices (outside Refine). */
export const WithNotices = ({ children }: { children: ReactNode }) => (
  <App notification={NOTIFICATION_CONFIG}>
    <NotificationBridge />
    {children}
  </App>
);

/**
 * The signed-in shell and the card modal are lazy chunks: transform them once up front so no test waits
 * on that (a busy CI machine), with whatever chunks the test file itself shows.
 */
export async function preloadCardChunks(...more: (() => Promise<unknown>)[]) {
  await import('@/src/routes/SignedInRoutes');
  await import('@/src/routes/GuardedDashboardLayout');
  await import('@/src/routes/GuardedPage');
  await import('@/src/pages/dashboard/DashboardPage');
  await import('@/plugins/contact-card/ContactCardModal');
  for (const load of more) await load();
}
