// Shared by the import and export dropdown specs (issue 13): a panel rendered in the shell with the notices,
// a served list that records every time it is asked, and the items of the contract.
import { act, fireEvent, screen } from '@testing-library/react';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { useEffect, type ReactNode } from 'react';
import { vi } from 'vitest';
import { NOTIFICATION_CONFIG, setNotificationApi } from '@/providers/notification-provider';
import type { CrmUser } from '@/providers/user';
import type { ExportItem, ImportItem } from '@/src/contracts';
import { renderInShell, signIn } from './support';

function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return null;
}

export function showPanel(panel: ReactNode, user: CrmUser, route = '/') {
  signIn(user);
  return renderInShell(
    <App notification={NOTIFICATION_CONFIG}>
      <NotificationBridge />
      {panel}
    </App>,
    { route },
  );
}

/** Serves `url` with `items()` at each ask; returns how many times it was asked. */
export function serveList(server: SetupServer, url: string, items: () => object[]) {
  const asked = { count: 0 };
  server.use(
    http.get(url, () => {
      asked.count += 1;
      return HttpResponse.json({ items: items() });
    }),
  );
  return asked;
}

export async function openPanel(button: string) {
  fireEvent.click(await screen.findByTestId(button));
}

/**
 * Fakes setInterval only (requests, antd and testing-library keep real time), so the spec's 60 s poll can be
 * run by `aMinuteLater()`; wait with vi.waitFor meanwhile, whose timers are real. Call before rendering.
 */
export const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

export const aMinuteLater = () => act(() => vi.advanceTimersByTimeAsync(60_000));

export const exportItem = (id: number, extra: Partial<ExportItem> = {}): ExportItem => ({
  id,
  user: { full_name: 'Sam Supervisor', email: 'supervisor@demo.local' },
  type: 'contact',
  file: `export_${id}.csv`,
  row_count: 100,
  sync_count: 100,
  status: 'STATUS_DONE',
  error: null,
  created_at: '2026-01-10T12:00:00.000Z',
  finished_at: '2026-01-10T12:01:00.000Z',
  ...extra,
});

export const importItem = (id: number, extra: Partial<ImportItem> = {}): ImportItem => ({
  id,
  user: { id: 3, full_name: 'Sam Supervisor' },
  campaign: { id: 2, title: 'Spring' },
  file_name: `clients-${id}.csv`,
  status: 'STATUS_DONE',
  dry_run: false,
  total_rows: 10,
  processed_rows: 10,
  last_id: null,
  import_count_contact: 6,
  in_queue_count: 0,
  black_list_count: 1,
  import_count_additional_phones: 0,
  duplicate_contact: 1,
  duplicate_contact_in_file: 1,
  no_contact_additional_phones: 0,
  invalid_contact_count: 1,
  blocked_regions_count: 0,
  rejected_rows: 4,
  error: null,
  created_at: '2026-01-10T12:00:00.000Z',
  finished_at: '2026-01-10T12:01:00.000Z',
  undone_at: null,
  can_undo: true,
  ...extra,
});
