// A list endpoint whose items the server pushes as they change (`{ items }` of the newest first, each with
// an id): asked every `pollMs` as the fallback (the spec's polls), again when the push connection comes back,
// and between those each pushed item replaces the one with its id or comes first when new.
import { useCallback } from 'react';
import { useApiQuery } from '../data-hooks';
import {
  useServerEvent,
  useServerReconnect,
  type ServerEventName,
  type ServerEvents,
} from './use-server-event';

export interface LiveListOptions {
  pollMs?: number;
  /** How many items the endpoint answers: a new pushed item pushes the oldest out. */
  max?: number;
}

export function upsertItem<T extends { id: number }>(items: readonly T[], item: T, max: number): T[] {
  const at = items.findIndex((i) => i.id === item.id);
  if (at >= 0) return items.map((i, n) => (n === at ? item : i));
  return [item, ...items].slice(0, max);
}

export function useLiveList<E extends ServerEventName>(
  url: string,
  event: E,
  { pollMs, max = 10 }: LiveListOptions = {},
) {
  type Item = ServerEvents[E];
  const list = useApiQuery<{ items: Item[] }>(url, undefined, { pollMs });
  const { setData, refetch } = list;
  const put = useCallback(
    (item: Item) => setData((reply) => ({ items: upsertItem(reply?.items ?? [], item, max) })),
    [setData, max],
  );
  const drop = useCallback(
    (id: number) => setData((reply) => ({ items: (reply?.items ?? []).filter((i) => i.id !== id) })),
    [setData],
  );
  useServerEvent(event, put);
  useServerReconnect(refetch);
  return { items: list.data?.items ?? [], failed: list.error !== null, put, drop, refetch };
}
