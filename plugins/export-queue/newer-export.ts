// Which of two versions of one export to show: a progress push sent just before a cancel's reply can arrive
// after it, and must not show the cancelled export running again. An export never runs again once finished.
import type { ExportItem } from '@/src/plugin-api';

const finished = (item: ExportItem) => item.status !== 'STATUS_PROCESSING';

export function newerExport(shown: ExportItem, arriving: ExportItem): ExportItem {
  if (finished(shown) !== finished(arriving)) return finished(shown) ? shown : arriving;
  return arriving.sync_count >= shown.sync_count ? arriving : shown;
}
