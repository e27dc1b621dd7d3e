// One page of the bell panel's tasks, read with the SDK's query.
import { useApiQuery } from '@/src/plugin-api';
import { BELL_URL, bellQuery } from './api';
import { useCardSaved } from './use-card-saved';
import type { BellPage, TaskType } from './types';

export interface BellQuery {
  type: TaskType;
  page: number;
  limit: number;
}

/** One page of the caller's tasks of one filter; `reload` after a change on the page or a card's save. */
export function useBellPage({ type, page, limit }: BellQuery, enabled: boolean) {
  const reply = useApiQuery<BellPage>(BELL_URL, bellQuery(type, page, limit), {
    enabled,
    keepPrevious: true,
  });
  useCardSaved(() => reply.refetch());
  return {
    data: reply.error ? null : (reply.data ?? null),
    loading: reply.isFetching,
    reload: reply.refetch,
  };
}
