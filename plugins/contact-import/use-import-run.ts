// The import started on the page, kept live: its own `import.changed` pushes, and while it runs GET
// /contact/import/{id} every 60 s (spec 001 section 9) and when the push connection comes back.
import { useState } from 'react';
import { useApiQuery, useServerEvent, useServerReconnect, type ImportItem } from '@/src/plugin-api';
import { isRunning } from './ImportStatus';
import { newerItem } from './newer-item';
import { POLL_MS } from './use-latest-imports';

export function useImportRun() {
  const [item, setItem] = useState<ImportItem | null>(null);
  const running = item !== null && isRunning(item);
  const poll = useApiQuery<ImportItem>(`/contact/import/${item?.id}`, undefined, {
    enabled: running,
    pollMs: POLL_MS,
  });
  useServerEvent('import.changed', (pushed) =>
    setItem((shown) => (shown?.id === pushed.id ? pushed : shown)),
  );
  useServerReconnect(poll.refetch, running);
  return { item: item && newerItem(item, poll.data), show: setItem };
}
