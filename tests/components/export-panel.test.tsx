// The top bar's export dropdown (plugins/export-queue; spec 000 sections 2.3 and 4.3, spec 001 section 9): the
// download rules per item, cancel and delete, pushes applied at once, and the 60 s poll and the reconnect as
// the fallbacks.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExportPanel from '@/plugins/export-queue/ExportPanel';
import { dropAndReconnect, openSockets, pushFromServer } from '../setup/fake-socket-io';
import {
  aMinuteLater,
  exportItem,
  fakeIntervals,
  openPanel,
  serveList,
  showPanel,
} from './job-panel-support';
import { admin, api, useApiServer } from './support';

const { server } = useApiServer();
afterEach(() => vi.useRealTimers());
const QUEUE = api('/call/getQueueDownload');
const item = (id: number) => within(screen.getByTestId(`export-item-${id}`));
const button = (id: number, name: 'csv' | 'xlsx' | 'cancel' | 'delete') =>
  item(id).queryByTestId(`export-${name}`);

describe('the export dropdown', () => {
  it('offers CSV once rows are written, XLSX only complete, finished and within a million rows', async () => {
    serveList(server, QUEUE, () => [
      exportItem(1, { status: 'STATUS_PROCESSING', row_count: 2000, sync_count: 500 }),
      exportItem(2),
      exportItem(3, { row_count: 1_000_001, sync_count: 1_000_001 }),
      exportItem(4, { status: 'STATUS_PROCESSING', row_count: 0, sync_count: 0 }),
      exportItem(5, { status: 'STATUS_ERROR', sync_count: 40, error: 'disk full' }),
      exportItem(6, { row_count: 1_000_000, sync_count: 1_000_000, status: 'STATUS_CANCELED' }),
    ]);
    showPanel(<ExportPanel />, admin);
    await openPanel('export-panel-button');
    await screen.findByTestId('export-item-6');
    const enabled = (id: number, name: 'csv' | 'xlsx') => !(button(id, name) as HTMLButtonElement).disabled;
    expect([1, 2, 3, 4, 5, 6].map((id) => [enabled(id, 'csv'), enabled(id, 'xlsx')])).toEqual([
      [true, false],
      [true, true],
      [true, false],
      [false, false],
      [true, false],
      [true, true],
    ]);
    expect([1, 2, 4].map((id) => button(id, 'cancel') !== null)).toEqual([true, false, true]);
    expect(item(1).getByText('500 из 2000 строк')).toBeInTheDocument();
    expect(item(5).getByText('disk full')).toBeInTheDocument();
    expect(screen.getByTestId('export-panel-button').closest('.ant-badge')).toHaveTextContent('2');
  });

  it('downloads the chosen format, cancels a running export and deletes one after the confirmation', async () => {
    let items = [
      exportItem(1, { status: 'STATUS_PROCESSING', row_count: 2000, sync_count: 500 }),
      exportItem(2),
    ];
    serveList(server, QUEUE, () => items);
    const asked: string[] = [];
    server.use(
      http.get(api('/call/downloadQueueDownload/:id'), ({ request }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return new HttpResponse('a;b\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
      http.post(api('/export/cancel/:id'), ({ params }) => {
        asked.push(`cancel ${params.id}`);
        return HttpResponse.json(
          exportItem(1, { status: 'STATUS_CANCELED', row_count: 2000, sync_count: 700 }),
        );
      }),
      http.delete(api('/call/deleteQueueDownload/:id'), ({ params }) => {
        asked.push(`delete ${params.id}`);
        items = items.filter((i) => i.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    showPanel(<ExportPanel />, admin);
    await openPanel('export-panel-button');
    await screen.findByTestId('export-item-2');
    fireEvent.click(button(2, 'xlsx')!);
    await waitFor(() => expect(asked).toEqual(['/api/call/downloadQueueDownload/2?file_format=xlsx']));
    fireEvent.click(button(1, 'cancel')!);
    await waitFor(() => expect(item(1).getByTestId('export-status')).toHaveTextContent('Отменена'));
    expect(button(1, 'cancel')).toBeNull();
    expect(item(1).getByText('700 из 2000 строк')).toBeInTheDocument();
    fireEvent.click(button(2, 'delete')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByTestId('export-item-2')).toBeNull());
    expect(asked.slice(1)).toEqual(['cancel 1', 'delete 2']);
  });

  it('applies pushed items at once, newest first', async () => {
    serveList(server, QUEUE, () => [
      exportItem(1, { status: 'STATUS_PROCESSING', row_count: 2000, sync_count: 500 }),
    ]);
    showPanel(<ExportPanel />, admin);
    await openPanel('export-panel-button');
    await screen.findByTestId('export-item-1');
    await waitFor(() => expect(openSockets().filter((s) => s.connected)).toHaveLength(1));
    expect(openSockets()[0].url).toBe('/app');
    expect(openSockets()[0].auths).toEqual([{ token: 'tok-3' }]);

    pushFromServer('export.changed', exportItem(1, { row_count: 2000, sync_count: 2000 }));
    await waitFor(() => expect(button(1, 'xlsx')).not.toBeDisabled());
    pushFromServer(
      'export.changed',
      exportItem(9, { type: 'call', status: 'STATUS_PROCESSING', sync_count: 0 }),
    );
    const listed = await screen.findByTestId('export-item-9');
    expect(within(listed).getByText('Звонки')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^export-item-/).map((el) => el.dataset.testid)).toEqual([
      'export-item-9',
      'export-item-1',
    ]);
  });

  it('asks again every 60 s, and when the push connection comes back', async () => {
    fakeIntervals();
    const asked = serveList(server, QUEUE, () => [exportItem(1)]);
    showPanel(<ExportPanel />, admin);
    await vi.waitFor(() => expect(asked.count).toBe(1));
    await vi.waitFor(() => expect(openSockets().filter((s) => s.connected)).toHaveLength(1));
    await aMinuteLater();
    await vi.waitFor(() => expect(asked.count).toBe(2));
    dropAndReconnect();
    await vi.waitFor(() => expect(asked.count).toBe(3));
  });
});
