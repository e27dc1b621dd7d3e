// The task bell's badge, read with the SDK's query on the spec's 30 s task poll.
import { useApiQuery } from '@/src/plugin-api';
import { BELL_URL, bellQuery } from './api';
import { useCardSaved } from './use-card-saved';
import { TASK_POLL_MS } from './use-every';
import type { BellPage, TaskType } from './types';

/**
 * The badge counts the caller's active tasks (not done, not yet due or left to the automatic call): the
 * filter the panel opens on, so the number is what the user finds there. Refreshed with the 30 s task poll
 * and after a contact card is saved; a failed refresh keeps the last count.
 */
export const BADGE_TYPE: TaskType = 'active';

export function useBellCount() {
  const { data, refetch } = useApiQuery<BellPage>(BELL_URL, bellQuery(BADGE_TYPE, 1, 1), {
    pollMs: TASK_POLL_MS,
  });
  useCardSaved(() => refetch());
  return { count: data?.totalCount ?? 0, refresh: refetch };
}
