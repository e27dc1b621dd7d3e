// Which of two replies about one import is the later: a poll's reply can arrive after a fresher push, and
// must not take the shown progress back.
import type { ImportItem } from '@/src/plugin-api';

const finished = (item: ImportItem) => item.status !== 'STATUS_PROCESSING';

export function newerItem(shown: ImportItem, other: ImportItem | undefined): ImportItem {
  if (!other || other.id !== shown.id) return shown;
  if (finished(shown) !== finished(other)) return finished(shown) ? shown : other;
  return other.processed_rows >= shown.processed_rows ? other : shown;
}
