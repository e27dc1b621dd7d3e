import { useCallback, useEffect, useState } from 'react';
import { listBell } from './api';
import { useCardSaved } from './use-card-saved';
import type { BellPage, TaskType } from './types';

export interface BellQuery {
  type: TaskType;
  page: number;
  limit: number;
}

/** One page of the caller's tasks of one filter; `reload` after a change on the page or a card's save. */
export function useBellPage(query: BellQuery, enabled: boolean) {
  const [data, setData] = useState<BellPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const { type, page, limit } = query;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    listBell(type, page, limit)
      .then((reply) => current && setData(reply))
      .catch(() => current && setData(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [type, page, limit, enabled, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useCardSaved(reload);
  return { data, loading, reload };
}
