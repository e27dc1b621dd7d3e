// A GET the card needs beside the contact, through the SDK's query.
import { useApiQuery } from '@/src/plugin-api';

/**
 * `undefined` while loading or when skipped (`url` null); `fallback` when the server refuses or fails, so the
 * card still works with what it has (a missing list is not fatal). The last reply stays while a new query
 * loads (a page of calls does not blink).
 */
export function useApiData<T>(url: string | null, query: object | undefined, fallback: T): T | undefined {
  const reply = useApiQuery<T>(url ?? '', query, { enabled: url !== null, keepPrevious: true });
  if (url === null) return undefined;
  return reply.error ? fallback : reply.data;
}
