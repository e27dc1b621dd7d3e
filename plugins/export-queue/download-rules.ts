// Spec 000 section 4.3: a download is offered once some rows are written; CSV at any time after that (a
// partial file while the export runs), XLSX only for at most 1,000,000 rows, all of them written, and the
// export no longer processing.
import { XLSX_MAX_ROWS, type ExportItem } from '@/src/plugin-api';

export type XlsxBlock = 'tooMany' | 'notDone' | null;

export const csvReady = (item: ExportItem): boolean => item.sync_count > 0;

/** Why XLSX is not offered yet, or null when it is. */
export function xlsxBlock(item: ExportItem): XlsxBlock {
  if (item.row_count > XLSX_MAX_ROWS) return 'tooMany';
  const complete = item.sync_count > 0 && item.sync_count === item.row_count;
  return complete && item.status !== 'STATUS_PROCESSING' ? null : 'notDone';
}
