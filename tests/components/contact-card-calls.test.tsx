// The card's calls table and robot data polling (plugins/contact-card): spec 000 sections 2.4 and 4.1, spec 001
// sections 6, 7 and 9 (GET /call/list with limit 500; the all-calls switch; 2 s, then 6 tries 1.8 s apart).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmUser } from '@/providers/user';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import type { ContactCardCallType } from '@/src/plugin-api';
import { toCurrentUser } from '@/src/session/current-user';
import { cardHandlers, inputOf, type, userWithKeys, WithNotices } from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

afterEach(() => {
  vi.useRealTimers();
});

function renderCard(user: CrmUser = admin, callType?: ContactCardCallType, config = DEFAULT_RUNTIME_CONFIG) {
  const ctx = { user: toCurrentUser(user)!, config, contactId: 5 };
  renderInShell(
    <WithNotices>
      <ContactCard ctx={ctx} callType={callType} />
    </WithNotices>,
  );
  return screen.findByTestId('contact-form');
}

const call = (id: number, at: string, extra: object = {}) => ({
  id,
  unique_id: `u-${id}`,
  at,
  audio_path: '',
  file_format: 'wav',
  client_phone: '79001234567',
  campaign: { id: 2, title: 'Spring' },
  context: 'outbound',
  to_phone: '79001234567',
  bill_sec: 95,
  duration: 110,
  initiator_hang_up: 'client',
  status: 1,
  status_operator: 'Agreed',
  contact: { id: 5, full_name: 'Ivan Petrov' },
  operator: { id: 3, full_name: 'Olga Operator' },
  client_status: '',
  robot_status: null,
  call_type: 'TYPE_SYSTEM',
  trunk: 'demo',
  created_at: at,
  ...extra,
});

const OWN = [
  call(1, '2026-03-04T10:05:00Z'),
  call(2, '2026-03-03T08:00:00Z', { call_type: 'TYPE_ROBOT', operator: null }),
];
const OTHER = call(3, '2026-01-02T09:30:00Z', {
  context: 'inbound',
  contact: null,
  operator: null,
  status_operator: '',
});

/** Answers GET /call/list: the contact's calls, or with all_calls one more; returns the queries asked. */
function callList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/call/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const items = q.get('all_calls') === 'true' ? [...OWN, OTHER] : OWN;
      return HttpResponse.json({ items, totalCount: items.length });
    }),
  );
  return queries;
}

const table = () => within(screen.getByTestId('card-calls'));
const allCallsBox = () => screen.queryByRole('checkbox', { name: 'Показать все звонки по номеру' });

describe('the calls table under the tabs', () => {
  it("lists the contact's calls: date, type, direction, phone, operator, durations, status", async () => {
    cardHandlers(server);
    const queries = callList();
    await renderCard();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    expect(Object.fromEntries(queries[0])).toEqual({ limit: '500', page: '1', contact: '5' });
    const [, first, second] = table().getAllByRole('row');
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      dayjs('2026-03-04T10:05:00Z').format('DD-MM-YYYY HH:mm'),
      'Ручной',
      'Исходящий',
      '79001234567',
      'Olga Operator',
      '110 / 95',
      'Agreed',
      '',
    ]);
    expect(within(second).getByText('Робот')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
  });

  it("names a robot call's outcome class, with the robot's words on hover, never a bare status code", async () => {
    cardHandlers(server);
    const robot = (id: number, robot_status: unknown) =>
      call(id, `2026-03-0${id}T10:00:00Z`, {
        call_type: 'TYPE_ROBOT',
        operator: null,
        status_operator: '',
        robot_status,
      });
    server.use(
      http.get('/api/call/list', () =>
        HttpResponse.json({
          items: [
            robot(9, { class: 1, text: 'Yes, interested' }),
            robot(8, { class: '-1' }),
            robot(7, null),
            call(6, '2026-03-01T10:00:00Z', { status_operator: '', status: 3 }),
          ],
          totalCount: 4,
        }),
      ),
    );
    await renderCard();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(5));
    const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[6].textContent;
    const [, agreed, silent, unclassified, manual] = table().getAllByRole('row');
    expect(statusOf(agreed)).toBe('Согласие');
    expect(statusOf(silent)).toBe('Молчание');
    expect(statusOf(unclassified)).toBe('—');
    expect(statusOf(manual)).toBe('—');
    fireEvent.mouseEnter(within(agreed).getByTestId('robot-outcome'));
    expect(await screen.findByText('Yes, interested')).toBeInTheDocument();
  });

  it('plays a recorded call from the play URL POST /call/get_files_type gives', async () => {
    cardHandlers(server);
    const asked: unknown[] = [];
    server.use(
      http.get('/api/call/list', () =>
        HttpResponse.json({
          items: [call(1, '2026-03-04T10:05:00Z', { audio_path: '2026/03/04/u-1.opus' })],
          totalCount: 1,
        }),
      ),
      http.post('/api/call/get_files_type', async ({ request }) => {
        asked.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({
          items: [
            { format: 'opus', path: '2026/03/04/u-1.opus', size: 10, url: '/api/record/play?ticket=t.s' },
          ],
        });
      }),
    );
    await renderCard();
    fireEvent.click(await table().findByRole('button', { name: 'Прослушать запись' }));
    const audio = await table().findByTestId('card-call-audio');
    expect(audio.getAttribute('src')).toBe('/api/record/play?ticket=t.s');
    expect(asked).toEqual([{ id: '1' }]);
  });

  it('the switch asks every call of the phone (all_calls with client_phone)', async () => {
    cardHandlers(server);
    const queries = callList();
    await renderCard();
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    fireEvent.click(allCallsBox()!);
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(4));
    expect(Object.fromEntries(queries[queries.length - 1])).toEqual({
      limit: '500',
      page: '1',
      contact: '5',
      client_phone: '79001234567',
      all_calls: 'true',
    });
    expect(table().getByText('Входящий')).toBeInTheDocument();
    fireEvent.click(allCallsBox()!);
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    expect(queries[queries.length - 1].has('all_calls')).toBe(false);
  });

  it('with CALL_LIST_BY_CAMPAIGN on, says the calls and the switch keep to the project', async () => {
    cardHandlers(server);
    callList();
    const config = { ...DEFAULT_RUNTIME_CONFIG, features: { CALL_LIST_BY_CAMPAIGN: 'true' } };
    await renderCard(admin, undefined, config);
    expect(await table().findByText('Звонки в проекте «Spring»')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Показать все звонки по номеру в этом проекте' }),
    ).toBeInTheDocument();
    expect(allCallsBox()).not.toBeInTheDocument();
  });

  it('hides the switch from guests and without contact.callAllShow', async () => {
    cardHandlers(server);
    callList();
    await renderCard(userWithKeys('ROLE_GUEST', 'contact.show,contact.callShow,contact.callAllShow'));
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    expect(allCallsBox()).not.toBeInTheDocument();
  });

  it('shows the switch to a supervisor only with contact.callAllShow', async () => {
    cardHandlers(server);
    callList();
    await renderCard(userWithKeys('ROLE_SUPERVISOR', 'contact.show,contact.callShow'));
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    expect(allCallsBox()).not.toBeInTheDocument();
  });

  it('has no table (and asks nothing) without contact.callShow', async () => {
    cardHandlers(server);
    const queries = callList();
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.update'));
    expect(screen.queryByTestId('card-calls')).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});

describe('robot data polling', () => {
  /** GET /contact/get_robot_data/5: robot_status appears on try `readyAt` (never when null); the fake times. */
  function robotData(readyAt: number | null) {
    const times: number[] = [];
    server.use(
      http.get('/api/contact/get_robot_data/5', () => {
        times.push(Date.now());
        const ready = readyAt !== null && times.length >= readyAt;
        return HttpResponse.json({
          robot_status: ready ? { class: 1 } : null,
          dynamic_data: ready ? { 101: 'from the robot', 102: '77', 104: 1 } : {},
        });
      }),
    );
    return times;
  }

  /** Moves the fake clock by `ms` in steps of at most 100 ms, letting each reply (real I/O) land before the next. */
  async function elapse(ms: number) {
    for (let left = ms; left > 0; left -= 100) {
      await vi.advanceTimersByTimeAsync(Math.min(100, left));
      for (let i = 0; i < 10; i += 1) await new Promise((r) => setImmediate(r));
    }
  }

  /**
   * Renders the card on a fake clock (the transport's replies need it to move, so findBy cannot wait) and
   * returns the fake time its form appeared at, to within 10 ms.
   */
  async function mountCard(callType?: ContactCardCallType) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    cardHandlers(server);
    callList();
    void renderCard(admin, callType);
    for (let i = 0; i < 1000 && !screen.queryByTestId('contact-form'); i += 1) await elapse(10);
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
    return Date.now();
  }

  it('waits 2 s, then tries 6 times 1.8 s apart while robot_status is empty', async () => {
    const times = robotData(null);
    const start = await mountCard('TYPE_ROBOT');
    await elapse(1900);
    expect(times).toHaveLength(0);
    await elapse(20_000);
    expect(times).toHaveLength(6);
    expect(times[0] - start).toBeGreaterThan(1900);
    expect(times[0] - start).toBeLessThanOrEqual(2000);
    expect(times.slice(1).map((t, i) => t - times[i])).toEqual([1800, 1800, 1800, 1800, 1800]);
  });

  it('stops when robot_status appears and fills the fields the user did not change', async () => {
    const times = robotData(3);
    await mountCard('TYPE_SYSTEM');
    type('Amount', '5');
    await elapse(20_000);
    expect(times).toHaveLength(3);
    expect(inputOf('Note')).toHaveValue('from the robot');
    expect(inputOf('Amount')).toHaveValue('5');
    expect(screen.getByText('Red')).toBeInTheDocument();
  });

  it.each([undefined, 'TYPE_TASK', 'TYPE_TRANSFER'] as const)(
    'does not poll for a card opened with call type %s',
    async (callType) => {
      const times = robotData(1);
      await mountCard(callType);
      await elapse(15_000);
      expect(times).toHaveLength(0);
      expect(inputOf('Note')).toHaveValue('hello');
    },
  );
});
