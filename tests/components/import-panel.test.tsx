// The top bar's import dropdown (plugins/contact-import; spec 000 sections 2.3 and 4.3, spec 001 section 9):
// 200 px wide, a running import's progress and cancel, a finished one's counters, rejected rows and undo,
// pushes applied at once with the 60 s poll as the fallback, and who sees it at all.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plugins } from '@/plugins';
import ImportPanel from '@/plugins/contact-import/ImportPanel';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { Slot } from '@/src/plugin-api';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { toCurrentUser } from '@/src/session/current-user';
import { openSockets, pushFromServer } from '../setup/fake-socket-io';
import {
  aMinuteLater,
  fakeIntervals,
  importItem,
  openPanel,
  serveList,
  showPanel,
} from './job-panel-support';
import { admin, api, renderInShell, signIn, userWith, useApiServer } from './support';

const { server } = useApiServer();
afterEach(() => vi.useRealTimers());
const LATEST = api('/contact/import/latest');
const item = (id: number) => within(screen.getByTestId(`import-item-${id}`));
const running = (extra = {}) =>
  importItem(1, {
    status: 'STATUS_PROCESSING',
    total_rows: 1000,
    processed_rows: 250,
    can_undo: false,
    ...extra,
  });

describe('the import dropdown', () => {
  it('shows a running import’s progress with cancel, and a finished one’s counters, rejects and undo', async () => {
    serveList(server, LATEST, () => [running(), importItem(2, { dry_run: true, can_undo: false })]);
    showPanel(<ImportPanel />, admin);
    await openPanel('import-panel-button');
    const panel = await screen.findByTestId('import-panel');
    expect(panel.style.width).toBe('200px');
    await screen.findByTestId('import-item-2');
    expect(item(1).getByTestId('import-status')).toHaveTextContent('Выполняется');
    expect(item(1).getByText('250 из 1000 строк')).toBeInTheDocument();
    expect(item(1).getByTestId('import-cancel')).toBeInTheDocument();
    expect(item(1).queryByTestId('import-counters')).toBeNull();
    expect(item(2).getByText('Пробный запуск')).toBeInTheDocument();
    const counters = item(2).getByTestId('import-counters');
    expect(within(counters).getByText('Импортировано контактов').nextSibling).toHaveTextContent('6');
    expect(counters.querySelector('[data-counter="rejected_rows"]')).toHaveTextContent('Отклонённые строки4');
    expect(item(2).getByTestId('import-rejects')).toBeInTheDocument();
    expect(item(2).queryByTestId('import-undo')).toBeNull();
    expect(item(2).queryByTestId('import-cancel')).toBeNull();
    expect(screen.getByTestId('import-panel-button').closest('.ant-badge')).toHaveTextContent('1');
  });

  it('cancels, downloads the rejected rows, and undoes after the confirmation', async () => {
    serveList(server, LATEST, () => [running(), importItem(2)]);
    const asked: string[] = [];
    server.use(
      http.delete(api('/contact/import/cancel/:id'), ({ params }) => {
        asked.push(`cancel ${params.id}`);
        return HttpResponse.json(running({ status: 'STATUS_CANCELED', processed_rows: 300 }));
      }),
      http.get(api('/contact/import/rejects/:id'), ({ params }) => {
        asked.push(`rejects ${params.id}`);
        return new HttpResponse('phone;reason\n12;invalid\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
      http.post(api('/contact/import/undo/:id'), ({ params }) => {
        asked.push(`undo ${params.id}`);
        return HttpResponse.json({
          item: importItem(2, { can_undo: false, undone_at: '2026-01-10T13:00:00.000Z' }),
          removed: 5,
          kept: 1,
        });
      }),
    );
    showPanel(<ImportPanel />, admin);
    await openPanel('import-panel-button');
    await screen.findByTestId('import-item-2');
    fireEvent.click(item(1).getByTestId('import-cancel'));
    await waitFor(() => expect(item(1).getByTestId('import-status')).toHaveTextContent('Отменён'));
    expect(item(1).getByTestId('import-counters')).toBeInTheDocument();
    fireEvent.click(item(2).getByTestId('import-rejects'));
    await waitFor(() => expect(asked).toContain('rejects 2'));
    fireEvent.click(item(2).getByTestId('import-undo'));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    expect(
      await screen.findByText('Удалено контактов: 5; оставлено, так как изменены: 1'),
    ).toBeInTheDocument();
    await waitFor(() => expect(item(2).queryByTestId('import-undo')).toBeNull());
    expect(asked).toEqual(['cancel 1', 'rejects 2', 'undo 2']);
  });

  it('applies pushed progress at once, and asks again every 60 s', async () => {
    fakeIntervals();
    const asked = serveList(server, LATEST, () => [running()]);
    showPanel(<ImportPanel />, admin);
    await openPanel('import-panel-button');
    await screen.findByTestId('import-item-1');
    await vi.waitFor(() => expect(openSockets().filter((s) => s.connected)).toHaveLength(1));
    pushFromServer('import.changed', running({ processed_rows: 900 }));
    await screen.findByText('900 из 1000 строк');
    pushFromServer('import.changed', running({ status: 'STATUS_DONE', processed_rows: 1000 }));
    await waitFor(() => expect(item(1).getByTestId('import-status')).toHaveTextContent('Завершён'));
    expect(asked.count).toBe(1);
    await aMinuteLater();
    await vi.waitFor(() => expect(asked.count).toBe(2));
  });

  it('is in the top bar of admins and supervisors holding campaign.import, beside the export dropdown', async () => {
    const registry = registerPlugins(plugins);
    const topbar = (keys: string, role: 'ROLE_SUPERVISOR' | 'ROLE_OPERATOR') => {
      const user = userWith(role, keys);
      signIn(user);
      return renderInShell(
        <Slot name="topbar" ctx={{ user: toCurrentUser(user)!, config: DEFAULT_RUNTIME_CONFIG }} />,
        {
          registry,
        },
      );
    };
    const first = topbar('dashboard.list,campaign.import', 'ROLE_SUPERVISOR');
    await screen.findByTestId('import-panel-button');
    await screen.findByTestId('export-panel-button');
    first.unmount();
    const second = topbar('dashboard.list', 'ROLE_SUPERVISOR');
    await screen.findByTestId('export-panel-button');
    expect(screen.queryByTestId('import-panel-button')).toBeNull();
    second.unmount();
    topbar('dashboard.list,campaign.import,contact.download', 'ROLE_OPERATOR');
    await screen.findByTestId('ping-indicator');
    expect(screen.queryByTestId('import-panel-button')).toBeNull();
    expect(screen.queryByTestId('export-panel-button')).toBeNull();
  });
});
