// The plugins' way to read and write the API: react-query through Refine's useCustom / useCustomMutation,
// so a plugin gets loading and error state, caching, invalidation after a write and polling without
// writing its own effect. Both go through the data provider's `custom` (providers/data-provider.ts), that is
// the shell's transport with its token and language header; there a 404 or 500 becomes an error, so any
// non-2xx reply reaches the caller as an error. The transport's rules stay (401 logs out); Refine's own error
// notice is turned off, since the spec shows no global notice for 404 and 500 and a plugin reports a failure
// in its own words. No retry and no refetch on window focus: one call is one request, as before the SDK.
import { useCustom, useCustomMutation } from '@refinedev/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiError } from '@/providers/http-client';

/** The react-query key of a GET: invalidating `['api', url]` refreshes every query of that url. */
export const apiQueryKey = (url: string, query?: object) => ['api', url, query ?? {}] as const;

export interface ApiQueryOptions {
  /** False holds the call (e.g. until a choice is made); true unless given. */
  enabled?: boolean;
  /** Asks again every so many ms while mounted (the spec's polls). */
  pollMs?: number;
  /**
   * Keeps the last reply while a new url or query loads, so a pager does not blink; a function keeps it
   * only when it returns true for the query that reply answered (e.g. the same filters, another page).
   */
  keepPrevious?: boolean | ((previousQuery: object) => boolean);
}

export interface ApiQuery<T> {
  /** The last reply body of this url and query: undefined until one came; kept after a failed refresh. */
  data: T | undefined;
  /** The failure (an ApiError with `status` for a refused call), or null. */
  error: ApiError | null;
  /** No reply yet for this url and query. */
  isLoading: boolean;
  /** A call is under way (the first or a refresh). */
  isFetching: boolean;
  /** `data` is the last reply of another query, kept by `keepPrevious` while this one loads. */
  isPrevious: boolean;
  /** Asks again now. */
  refetch: () => void;
  /** Puts a fresher reply in the cache without asking (e.g. the reply of a write). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/** GET `url` (relative to /api) with `query` as its query string. */
export function useApiQuery<T = unknown>(
  url: string,
  query?: object,
  { enabled = true, pollMs, keepPrevious = false }: ApiQueryOptions = {},
): ApiQuery<T> {
  const queryClient = useQueryClient();
  const queryKey = apiQueryKey(url, query);
  const { query: result } = useCustom<{ data: T }>({
    url,
    method: 'get',
    config: { query },
    errorNotification: false,
    queryOptions: {
      queryKey,
      enabled,
      refetchInterval: pollMs,
      retry: false,
      refetchOnWindowFocus: false,
      placeholderData: (previous, previousQuery) => {
        const keep =
          typeof keepPrevious === 'function'
            ? previousQuery !== undefined && keepPrevious(previousQuery.queryKey[2] as object)
            : keepPrevious;
        return keep ? keepPreviousData(previous) : undefined;
      },
    },
  });
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      queryClient.setQueryData<{ data: T | undefined }>(queryKey, (old) => ({ data: update(old?.data) })),
    // the key is made of url and query: their text identifies it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, JSON.stringify(queryKey)],
  );
  return {
    data: result.data?.data as T | undefined,
    error: (result.error as ApiError | null) ?? null,
    isLoading: enabled && result.isLoading,
    isFetching: result.isFetching,
    isPrevious: result.isPlaceholderData,
    refetch: result.refetch,
    setData,
  };
}

export type ApiWriteMethod = 'post' | 'put' | 'patch' | 'delete';

export interface ApiWriteOptions {
  /** Urls whose queries are asked again after the write succeeds (prefix match on `['api', url]`). */
  invalidates?: string[];
  /**
   * Sends the body as JSON instead of the transport's form encoding: for bodies a form cannot carry (a nested
   * object the server reads as one, an empty array).
   */
  json?: boolean;
}

/**
 * Writes: `send(method, url, body)` resolves to the reply body and rejects (ApiError) on any non-2xx reply;
 * after a success the queries of `invalidates` are asked again. `isPending` while a write is under way.
 */
export function useApiMutation() {
  const queryClient = useQueryClient();
  const { mutation } = useCustomMutation();
  const { mutateAsync } = mutation;
  const send = useCallback(
    async <T = unknown>(
      method: ApiWriteMethod,
      url: string,
      body?: object,
      options: ApiWriteOptions = {},
    ) => {
      const reply = await mutateAsync({
        url,
        method,
        values: body ?? {},
        ...(options.json && { config: { headers: { 'Content-Type': 'application/json' } } }),
        errorNotification: false,
        successNotification: false,
      });
      await Promise.all(
        (options.invalidates ?? []).map((u) => queryClient.invalidateQueries({ queryKey: ['api', u] })),
      );
      return reply.data as T;
    },
    [mutateAsync, queryClient],
  );
  return { send, isPending: mutation.isPending, error: (mutation.error as ApiError | null) ?? null };
}
