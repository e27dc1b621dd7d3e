// A pushed item replaces the shown one of its id unless the list says which is newer: the top bar's panels
// keep a cancelled import or export cancelled when the progress pushed just before the cancel comes after it.
import { describe, expect, it } from 'vitest';
import { newerItem } from '@/plugins/contact-import/newer-item';
import { newerExport } from '@/plugins/export-queue/newer-export';
import type { ExportItem, ImportItem } from '@/src/plugin-api';
import { upsertItem } from '@/src/plugin-api/server-events/use-live-list';

const item = (id: number, status: ImportItem['status'], processed_rows: number) =>
  ({ id, status, processed_rows }) as ImportItem;

describe('upsertItem', () => {
  it('replaces the item of the same id by default, and puts a new one first within max', () => {
    const shown = [item(2, 'STATUS_CANCELED', 30_000), item(1, 'STATUS_DONE', 10)];
    expect(upsertItem(shown, item(2, 'STATUS_PROCESSING', 20_000), 10)[0]).toEqual(
      item(2, 'STATUS_PROCESSING', 20_000),
    );
    expect(upsertItem(shown, item(3, 'STATUS_PROCESSING', 0), 2).map((i) => i.id)).toEqual([3, 2]);
  });

  it('keeps a cancelled import when an older progress push arrives after the cancel', () => {
    const shown = [item(2, 'STATUS_CANCELED', 30_000), item(1, 'STATUS_DONE', 10)];
    const late = item(2, 'STATUS_PROCESSING', 20_000);
    expect(upsertItem(shown, late, 10, newerItem)).toEqual(shown);
    // Progress still moves forward while it runs.
    const running = [item(2, 'STATUS_PROCESSING', 20_000)];
    expect(upsertItem(running, item(2, 'STATUS_PROCESSING', 25_000), 10, newerItem)[0].processed_rows).toBe(
      25_000,
    );
    expect(upsertItem(running, item(2, 'STATUS_CANCELED', 25_000), 10, newerItem)[0].status).toBe(
      'STATUS_CANCELED',
    );
  });

  it('keeps a cancelled export when an older progress push arrives after the cancel', () => {
    const exp = (status: ExportItem['status'], sync_count: number) =>
      ({ id: 5, status, sync_count }) as ExportItem;
    const shown = [exp('STATUS_CANCELED', 15_000)];
    expect(upsertItem(shown, exp('STATUS_PROCESSING', 10_000), 10, newerExport)).toEqual(shown);
    const running = [exp('STATUS_PROCESSING', 10_000)];
    expect(upsertItem(running, exp('STATUS_PROCESSING', 5_000), 10, newerExport)).toEqual(running);
    expect(upsertItem(running, exp('STATUS_PROCESSING', 20_000), 10, newerExport)[0].sync_count).toBe(20_000);
    expect(upsertItem(running, exp('STATUS_DONE', 20_000), 10, newerExport)[0].status).toBe('STATUS_DONE');
  });
});
