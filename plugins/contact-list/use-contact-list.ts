// One page of the contact list. A numbered page is read by `page`; a step to the next or previous page
// follows the reply's keyset cursor instead, so stepping through deep pages costs what the first does
// (an offset would walk every row before it). A cursor is only good for the query that gave it.
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/src/plugin-api';
import type { ListReply } from './types';

interface Step {
  token: string;
  page: number;
  query: string;
}

interface Loaded {
  query: string;
  data: ListReply;
}

export function useContactList(query: Record<string, unknown>, page: number) {
  const request = useApi();
  const key = JSON.stringify(query);
  const [step, setStep] = useState<Step | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const cursor = step && step.query === key && step.page === page ? step.token : null;

  useEffect(() => {
    let live = true;
    setLoading(true);
    const params = { ...JSON.parse(key), ...(cursor ? { cursor } : { page }) };
    request<ListReply>('get', '/contact/list', params)
      .then(({ status, data }) => {
        if (status !== 200) throw new Error(`contact list answered ${status}`);
        if (live) setLoaded({ query: key, data });
        if (live) setFailed(false);
      })
      .catch(() => {
        if (!live) return;
        // A refused cursor (rows or filters changed under it): the page number still gets there.
        if (cursor) setStep(null);
        else setFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [request, key, page, cursor, round]);

  const reply = loaded?.query === key ? loaded.data : null;

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

  const reload = useCallback(() => setRound((n) => n + 1), []);

  return { reply, loading, failed, prepare, reload };
}
