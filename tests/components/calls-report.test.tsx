// Reports > Calls (plugins/calls-report; issue 12): the query sent to GET /api/call/list?report=true, its
// filters and order, keyset steps, the column chooser remembered per user, status change, delete with a
// confirmation and the recording player's play URL.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import callsReport from '@/plugins/calls-report';
import CallsReportPage from '@/plugins/calls-report/CallsReportPage';
import type { CrmUser } from '@/providers/user';
import { addResourceBundles } from '@/src/i18n';
import { serveExports } from './export-support';
import { renderInShell, signIn, userWith, useApiServer } from './support';

addResourceBundles(callsReport.i18n!, 'calls-report');

const { server } = useApiServer();

const call = (id: number, extra: object = {}) => ({
  id,
  unique_id: `u-${id}`,
  at: '2026-01-10T12:00:00.000Z',
  client_phone: `7916000000${id}`,
  campaign: { id: 2, title: 'Spring' },
  context: 'outbound',
  to_phone: `7916000000${id}`,
  trunk: 'carrier-a',
  source: '74950000000',
  duration: 40,
  bill_sec: 30,
  dial_sec: 10,
  wait_sec: 0,
  talk_sec: 30,
  initiator_hang_up: 'client',
  status: 1,
  status_label: 'Отвечен',
  status_operator: '',
  contact: { id: 5, full_name: 'Ivan Petrov' },
  operator: { id: 3, full_name: 'Olga Operator' },
  client_status: '',
  robot_status: null,
  call_type: 'TYPE_SYSTEM',
  status_groups: [],
  provider: '',
  region: '',
  tz: '',
  result: null,
  tags: [],
  comments: 0,
  price: 1.5,
  audio_path: '',
  file_format: '',
  ...extra,
});

const STATUSES = [
  { code: 1, label: 'Отвечен' },
  { code: 3, label: 'Занято' },
  { code: 12, label: 'Брошен в очереди' },
];

interface Asked {
  lists: URLSearchParams[];
  writes: { method: string; url: string; body: string }[];
}

function serve(next: string | null = null): Asked {
  const asked: Asked = { lists: [], writes: [] };
  const record = async ({ request }: { request: Request }) => {
    asked.writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: await request.text(),
    });
  };
  server.use(
    http.get('/api/call/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.lists.push(q);
      const items = q.get('cursor')
        ? [call(9)]
        : [call(7, { audio_path: '2026/01/10/u-7.opus', file_format: 'opus' }), call(8)];
      return HttpResponse.json({
        items,
        totalCount: 3,
        totalCountExact: true,
        page: q.get('cursor') ? 2 : 1,
        next: q.get('cursor') ? null : next,
        prev: q.get('cursor') ? 'back' : null,
        statuses: STATUSES,
      });
    }),
    http.get('/api/user/get_operators', () => HttpResponse.json([{ id: 4, full_name: 'Oleg Operator' }])),
    http.put('/api/call/update/:id', async (info) => {
      await record(info);
      return HttpResponse.json({ id: 7, status: 12, status_label: 'Брошен в очереди' });
    }),
    http.delete('/api/call/delete/:id', async (info) => {
      await record(info);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/call/get_files_type', async (info) => {
      await record(info);
      return HttpResponse.json({
        items: [
          { format: 'opus', path: '2026/01/10/u-7.opus', size: 9000, url: '/api/record/play?ticket=abc.def' },
        ],
      });
    }),
  );
  return asked;
}

const ALL_KEYS = 'report.list,call.list,call.update,call.delete,call.download,contact.show';
const show = (user: CrmUser = userWith('ROLE_SUPERVISOR', ALL_KEYS, 'Sam Supervisor')) => {
  signIn(user);
  return renderInShell(
    <App>
      <CallsReportPage />
    </App>,
    { route: '/call/list' },
  );
};
const table = () => screen.getByTestId('calls-report-table');
const headers = () => [...table().querySelectorAll('th')].map((th) => th.textContent);
const last = (asked: Asked) => asked.lists[asked.lists.length - 1];

describe('the calls report', () => {
  it('asks for the first page newest first, sends the filters, and steps by cursor', async () => {
    const asked = serve('next-1');
    show();
    await within(table()).findByText('79160000007');
    expect([...asked.lists[0].entries()].sort()).toEqual([
      ['limit', '50'],
      ['order', 'desc'],
      ['report', 'true'],
      ['sort', 'at'],
    ]);
    expect(headers()).toEqual(expect.arrayContaining(['Дата', 'Телефон клиента', 'Статус', 'Запись']));
    const first = within(table()).getByText('79160000007').closest('tr')!;
    for (const text of ['Ручной', 'Исходящий', 'Spring', 'Olga Operator', '1.50'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('calls-report-phone'), { target: { value: ' 0000 ' } });
    fireEvent.click(screen.getByTestId('calls-report-apply'));
    await waitFor(() => expect(last(asked).get('phone')).toBe('0000'));
    fireEvent.click(screen.getByTestId('calls-report-next'));
    await waitFor(() => expect(last(asked).get('cursor')).toBe('next-1'));
    await within(table()).findByText('79160000009');
    // Sorting by a column asks the server's order and starts again without a cursor.
    fireEvent.click([...table().querySelectorAll('th')].find((th) => th.textContent === 'Длительность')!);
    await waitFor(() => expect(last(asked).get('sort')).toBe('duration'));
    expect(last(asked).get('cursor')).toBeNull();
  });

  it("marks the project, contact and operator cells with their records' ids (the every-page journey's hook)", async () => {
    serve();
    show();
    const row = (await within(table()).findByText('79160000007')).closest('tr')!;
    expect(within(row).getByText('Spring')).toHaveAttribute('data-reference-id', '2');
    expect(within(row).getByText('Ivan Petrov')).toHaveAttribute('data-reference-id', '5');
    expect(within(row).getByText('Olga Operator')).toHaveAttribute('data-reference-id', '3');
  });

  it('remembers the chosen columns per user', async () => {
    serve();
    show();
    await within(table()).findByText('79160000007');
    expect(headers()).not.toContain('Транк');
    fireEvent.click(screen.getByTestId('calls-report-columns'));
    fireEvent.click(within(await screen.findByTestId('calls-report-columns-list')).getByLabelText('Транк'));
    await waitFor(() => expect(headers()).toContain('Транк'));
    expect(JSON.parse(localStorage.getItem('calls-report.columns.3')!)).toContain('trunk');
    cleanup();
    show();
    await within(table()).findAllByText('carrier-a');
    expect(headers()).toContain('Транк');
  });

  it('changes a status with call.update and deletes a call only after the confirmation', async () => {
    const asked = serve();
    show();
    const status = await screen.findByTestId('calls-report-status-7');
    fireEvent.mouseDown(within(status).getByRole('combobox'));
    const option = (await screen.findAllByText('Брошен в очереди')).find((el) =>
      el.closest('.ant-select-item-option'),
    )!;
    fireEvent.click(option);
    await waitFor(() => expect(asked.writes).toHaveLength(1));
    expect(asked.writes[0]).toMatchObject({ method: 'PUT', url: '/api/call/update/7' });
    expect(new URLSearchParams(asked.writes[0].body).get('status')).toBe('12');
    fireEvent.click(screen.getByTestId('calls-report-delete-8'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    fireEvent.click(screen.getByTestId('calls-report-delete-8'));
    const confirm = await screen.findAllByRole('button', { name: 'Удалить' });
    fireEvent.click(confirm[confirm.length - 1]);
    await waitFor(() => expect(asked.writes).toHaveLength(2));
    expect(asked.writes[1]).toMatchObject({ method: 'DELETE', url: '/api/call/delete/8' });
  });

  it('plays a recording from the play URL the server gives, and hides what the keys do not allow', async () => {
    const asked = serve();
    show();
    const row = (await within(table()).findByText('79160000007')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Слушать' }));
    const audio = (await screen.findByTestId('calls-report-audio')) as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/record/play?ticket=abc.def');
    expect(asked.writes[0]).toMatchObject({ method: 'POST', url: '/api/call/get_files_type' });
    expect(within(row).getByRole('button', { name: 'Скачать' })).toBeInTheDocument();
    cleanup();
    serve();
    show(userWith('ROLE_GUEST', 'report.list,call.list', 'Gus Guest'));
    await within(table()).findByText('79160000007');
    expect(screen.queryByTestId('calls-report-status-7')).toBeNull();
    expect(screen.queryByTestId('calls-report-delete-7')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать' })).toBeNull();
  });

  it('exports the calls with the report’s filters and order, not its mode or page size (call.download)', async () => {
    serve();
    const starts = serveExports(server);
    show();
    await within(table()).findByText('79160000007');
    fireEvent.change(screen.getByTestId('calls-report-phone'), { target: { value: '0000' } });
    fireEvent.click(screen.getByTestId('calls-report-apply'));
    fireEvent.click(screen.getByTestId('export-button'));
    const chooser = within(await screen.findByTestId('export-dialog'));
    await chooser.findByLabelText('Телефон');
    fireEvent.click(chooser.getByTestId('export-start'));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0].type).toBe('call');
    expect(starts[0].body.filters).toEqual({ phone: '0000', sort: 'at', order: 'desc' });
    cleanup();
    serve();
    show(userWith('ROLE_SUPERVISOR', 'report.list,call.list', 'Sam Supervisor'));
    await within(table()).findByText('79160000007');
    expect(screen.queryByTestId('export-button')).toBeNull();
  });
});

describe('the calls report, readable (issue 14)', () => {
  it('declares every column a width, cuts names with a tooltip and names the row buttons', async () => {
    serve();
    show();
    const contact = (await within(table()).findAllByText('Ivan Petrov'))[0];
    const row = contact.closest('tr')!; // hovering remounts the cell's text under its tooltip
    const cols = [...table().querySelectorAll('colgroup col')];
    // The selection-free table: one col per header, each declared (none left to squeeze).
    expect(cols.length).toBe(table().querySelectorAll('thead th').length);
    expect(cols.every((col) => parseInt((col as HTMLElement).style.width, 10) > 0)).toBe(true);
    expect(contact.closest('td')).toHaveClass('ant-table-cell-ellipsis');
    fireEvent.mouseEnter(contact);
    fireEvent.mouseOver(contact);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain('Ivan Petrov'),
    );

    const buttons = within(row).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toHaveAttribute('aria-label');
    fireEvent.mouseEnter(within(row).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain('Удалить'),
    );
  });
});
