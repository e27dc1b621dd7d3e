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

export interface LiveListOptions<T = never> {
  pollMs?: number;
  /** How many items the endpoint answers: a new pushed item pushes the oldest out. */
  max?: number;
  /**
   * Which of the shown item and an arriving one about the same id to keep (default: the arriving one). A
   * push sent before an action's reply can arrive after it: an import cancelled by its button must not be
   * shown running again by the progress pushed just before.
   */
  newer?: (shown: T, arriving: T) => T;
}

const latest = <T>(_shown: T, arriving: T) => arriving;

export function upsertItem<T extends { id: number }>(
  items: readonly T[],
  item: T,
  max: number,
  newer: (shown: T, arriving: T) => T = latest,
): T[] {
  const at = items.findIndex((i) => i.id === item.id);
  if (at >= 0) return items.map((i, n) => (n === at ? newer(i, item) : i));
  return [item, ...items].slice(0, max);
}

export function useLiveList<E extends ServerEventName>(
  url: string,
  event: E,
  { pollMs, max = 10, newer }: LiveListOptions<ServerEvents[E]> = {},
) {
  type Item = ServerEvents[E];
  const list = useApiQuery<{ items: Item[] }>(url, undefined, { pollMs });
  const { setData, refetch } = list;
  const put = useCallback(
    (item: Item) => setData((reply) => ({ items: upsertItem(reply?.items ?? [], item, max, newer) })),
    [setData, max, newer],
  );
  const drop = useCallback(
    (id: number) => setData((reply) => ({ items: (reply?.items ?? []).filter((i) => i.id !== id) })),
    [setData],
  );
  useServerEvent(event, put);
  useServerReconnect(refetch);
  return { items: list.data?.items ?? [], failed: list.error !== null, put, drop, refetch };
}
