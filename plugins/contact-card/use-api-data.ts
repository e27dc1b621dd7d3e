import { useEffect, useState } from 'react';
import { useApi } from '@/src/plugin-api';

/**
 * A GET the card needs beside the contact. `undefined` while loading or when skipped; `fallback` when the
 * server refuses or fails, so the card still works with what it has (a missing list is not fatal).
 */
export function useApiData<T>(url: string | null, query: object | undefined, fallback: T): T | undefined {
  const request = useApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const queryKey = JSON.stringify(query ?? null);

  useEffect(() => {
    if (url === null) return;
    let live = true;
    request<T>('get', url, JSON.parse(queryKey) ?? undefined)
      .then(({ status, data: body }) => live && setData(status === 200 ? body : fallback))
      .catch(() => live && setData(fallback));
    return () => {
      live = false;
    };
    // `fallback` is a constant of the caller; a new array each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, url, queryKey]);

  return data;
}
