// One page of the calls report by keyset: the first page without a cursor, then the reply's `next` or
// `prev` cursor. A cursor belongs to the query that gave it, so other filters or another order start again
// at the first page; a refused cursor (rows changed under it) does too.
import { useEffect, useState } from 'react';
import { useApiQuery } from '@/src/plugin-api';
import type { ReportReply } from './types';

export function useReport(query: Record<string, unknown>) {
  const key = JSON.stringify(query);
  const [at, setAt] = useState<{ key: string; cursor: string } | null>(null);
  const cursor = at?.key === key ? at.cursor : null;
  const sameQuery = (previous: object) => {
    const rest: Record<string, unknown> = { ...previous };
    delete rest.cursor;
    return JSON.stringify(rest) === key;
  };
  const list = useApiQuery<ReportReply>('/call/list', cursor ? { ...query, cursor } : query, {
    keepPrevious: sameQuery,
  });
  const refused = list.error !== null && cursor !== null;
  useEffect(() => {
    if (refused) setAt(null);
  }, [refused]);
  const reply = list.data ?? null;
  const go = (token: string | null) => setAt(token ? { key, cursor: token } : null);
  return {
    reply,
    loading: list.isFetching,
    failed: list.error !== null && cursor === null,
    next: reply?.next ? () => go(reply.next) : null,
    prev: reply?.prev ? () => go(reply.page <= 2 ? null : reply.prev) : null,
  };
}
