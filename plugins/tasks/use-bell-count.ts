import { useCallback, useState } from 'react';
import { listBell } from './api';
import { useCardSaved } from './use-card-saved';
import { TASK_POLL_MS, useEvery } from './use-every';
import type { TaskType } from './types';

/**
 * The badge counts the caller's active tasks (not done, not yet due or left to the automatic call): the
 * filter the panel opens on, so the number is what the user finds there. Refreshed with the 30 s task poll
 * and after a contact card is saved.
 */
export const BADGE_TYPE: TaskType = 'active';

export function useBellCount() {
  const [count, setCount] = useState(0);
  const refresh = useCallback(() => {
    listBell(BADGE_TYPE, 1, 1)
      .then((reply) => setCount(reply.totalCount))
      .catch(() => undefined);
  }, []);
  useEvery(TASK_POLL_MS, refresh);
  useCardSaved(refresh);
  return { count, refresh };
}
