// Spec 000 section 4.3 for the export dropdown (plugins/export-queue/download-rules.ts): CSV once some rows are
// written; XLSX only at most 1,000,000 rows, all written, and not processing.
import { describe, expect, it } from 'vitest';
import { csvReady, xlsxBlock } from '@/plugins/export-queue/download-rules';
import type { ExportItem } from '@/src/contracts';

const item = (row_count: number, sync_count: number, status: ExportItem['status'] = 'STATUS_DONE') =>
  ({ id: 1, row_count, sync_count, status }) as ExportItem;

describe('the export download rules', () => {
  it('offers CSV as soon as one row is written, whatever the status', () => {
    expect(csvReady(item(10, 0, 'STATUS_PROCESSING'))).toBe(false);
    expect(csvReady(item(10, 1, 'STATUS_PROCESSING'))).toBe(true);
    expect(csvReady(item(10, 3, 'STATUS_ERROR'))).toBe(true);
  });

  it('offers XLSX up to exactly 1,000,000 rows, complete and finished', () => {
    expect(xlsxBlock(item(1_000_000, 1_000_000))).toBeNull();
    expect(xlsxBlock(item(1_000_001, 1_000_001))).toBe('tooMany');
    expect(xlsxBlock(item(100, 99))).toBe('notDone');
    expect(xlsxBlock(item(100, 100, 'STATUS_PROCESSING'))).toBe('notDone');
    expect(xlsxBlock(item(100, 100, 'STATUS_CANCELED'))).toBeNull();
    expect(xlsxBlock(item(0, 0))).toBe('notDone');
  });
});
