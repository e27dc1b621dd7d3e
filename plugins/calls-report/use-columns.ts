// The columns a user chose to see, remembered in this browser per user id (the server keeps no per-user UI
// settings; docs/decisions.md, "Calls report columns"). Unknown or stale keys are dropped on reading.
import { useState } from 'react';

export const ALL_COLUMNS = [
  'id',
  'at',
  'client_phone',
  'campaign',
  'context',
  'to_phone',
  'trunk',
  'source',
  'duration',
  'bill_sec',
  'dial_sec',
  'wait_sec',
  'talk_sec',
  'initiator_hang_up',
  'status',
  'status_operator',
  'contact',
  'operator',
  'client_status',
  'robot_status',
  'call_type',
  'status_groups',
  'provider',
  'region',
  'tz',
  'result',
  'tags',
  'comments',
  'price',
  'recording',
] as const;
export type ColumnKey = (typeof ALL_COLUMNS)[number];

export const DEFAULT_COLUMNS: ColumnKey[] = [
  'at',
  'client_phone',
  'campaign',
  'context',
  'operator',
  'contact',
  'duration',
  'talk_sec',
  'status',
  'call_type',
  'price',
  'recording',
];

export const columnsStorageKey = (userId: number) => `calls-report.columns.${userId}`;

function remembered(userId: number): ColumnKey[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(columnsStorageKey(userId)) ?? 'null');
    if (!Array.isArray(saved)) return DEFAULT_COLUMNS;
    return ALL_COLUMNS.filter((key) => saved.includes(key));
  } catch {
    return DEFAULT_COLUMNS;
  }
}

export function useChosenColumns(userId: number) {
  const [chosen, setChosen] = useState<ColumnKey[]>(() => remembered(userId));
  const choose = (next: ColumnKey[]) => {
    localStorage.setItem(columnsStorageKey(userId), JSON.stringify(next));
    setChosen(next);
  };
  return [chosen, choose] as const;
}
