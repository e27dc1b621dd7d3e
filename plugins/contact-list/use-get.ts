// A look-up the list needs beside its rows (projects, statuses, operators). A refused or failed look-up
// leaves its select empty rather than breaking the page.
import { useEffect, useState } from 'react';
import { useApi } from '@/src/plugin-api';

export function useGet<T>(url: string | null, query?: object): T | null {
  const request = useApi();
  const [data, setData] = useState<{ key: string; value: T | null } | null>(null);
  const params = JSON.stringify(query ?? {});
  const key = `${url} ${params}`;

  useEffect(() => {
    if (url === null) return;
    let live = true;
    request<T>('get', url, JSON.parse(params))
      .then(({ status, data: body }) => live && setData({ key, value: status === 200 ? body : null }))
      .catch(() => live && setData({ key, value: null }));
    return () => {
      live = false;
    };
  }, [request, url, params, key]);

  return url !== null && data?.key === key ? data.value : null;
}
