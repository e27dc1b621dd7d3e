// The task bell's badge, read with the SDK's query on the spec's 30 s task poll.
import { useApiQuery } from '@/src/plugin-api';
import { BELL_URL, bellQuery } from './api';
import { useCardSaved } from './use-card-saved';
import { TASK_POLL_MS } from './use-every';
import type { BellPage, TaskType } from './types';

/**
 * The filter the bell opens on: every task, the ones to act on first (the server orders the bell's pages:
 * open tasks by time, so the overdue lead, then today's and later ones, then the completed).
 */
export const BELL_DEFAULT_TYPE: TaskType = 'all';

/**
 * The badge counts the tasks that need action now: not completed and due by the end of today, overdue ones
 * included (the server's `counts.due`), which the panel lists first. Refreshed with the 30 s task poll and
 * after a contact card is saved; a failed refresh keeps the last count.
 */
export function useBellCount() {
  const { data, refetch } = useApiQuery<BellPage>(BELL_URL, bellQuery(BELL_DEFAULT_TYPE, 1, 1), {
    pollMs: TASK_POLL_MS,
  });
  useCardSaved(() => refetch());
  return { count: data?.counts?.due ?? 0, refresh: refetch };
}
