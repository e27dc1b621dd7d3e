// One page of the contact list. A numbered page is read by `page`; a step to the next or previous page
// follows the reply's keyset cursor instead, so stepping through deep pages costs what the first does
// (an offset would walk every row before it). A cursor is only good for the query that gave it.
import { useCallback, useEffect, useState } from 'react';
import { useApiQuery } from '@/src/plugin-api';
import type { ListReply } from './types';

interface Step {
  token: string;
  page: number;
  query: string;
}

export function useContactList(query: Record<string, unknown>, page: number) {
  const key = JSON.stringify(query);
  const [step, setStep] = useState<Step | null>(null);
  const cursor = step && step.query === key && step.page === page ? step.token : null;
  const params = { ...query, ...(cursor ? { cursor } : { page }) };
  // The rows of the same filters stay while another page loads; other filters start empty.
  const sameFilters = (previous: object) => {
    const filters: Record<string, unknown> = { ...previous };
    delete filters.cursor;
    delete filters.page;
    return JSON.stringify(filters) === key;
  };
  const list = useApiQuery<ListReply>('/contact/list', params, { keepPrevious: sameFilters });

  // A refused cursor (rows or filters changed under it): the page number still gets there.
  const refusedCursor = list.error !== null && cursor !== null;
  useEffect(() => {
    if (refusedCursor) setStep(null);
  }, [refusedCursor]);

  const reply = list.data ?? null;

  /** Call before moving to `target`: a step of one page from the page shown goes by its cursor. */
  const prepare = useCallback(
    (target: number) => {
      const near = reply?.page === page;
      const token =
        near && target === page + 1 ? reply.next : near && target === page - 1 ? reply.prev : null;
      setStep(token ? { token, page: target, query: key } : null);
    },
    [reply, page, key],
  );

  const { refetch } = list;
  return {
    reply,
    loading: list.isFetching,
    failed: list.error !== null && !cursor,
    prepare,
    reload: refetch,
  };
}
