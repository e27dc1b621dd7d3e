// A tiny observable store of the session as the providers know it: the user, whether calls are enabled
// (the offset_timestamp rule, spec 000 4.5) and the values restored from cookies at startup.
// Outside React: sessionState.get() / subscribe(); in React: useSessionState(selector) or useCallsEnabled().
import { useSyncExternalStore } from 'react';
import type { CrmUser } from './user';

export interface SessionSnapshot {
  user: CrmUser | null;
  /** False until the offset update succeeds for a non-admin, non-guest user; false again after a 402. */
  callsEnabled: boolean;
  queueName: string | null;
  /** '1' open, '0' collapsed, null when never toggled. */
  sidebarStatus: string | null;
  phoneStatus: string | null;
}

const EMPTY: SessionSnapshot = {
  user: null,
  callsEnabled: false,
  queueName: null,
  sidebarStatus: null,
  phoneStatus: null,
};

let snapshot: SessionSnapshot = EMPTY;
const listeners = new Set<(state: SessionSnapshot) => void>();

export const sessionState = {
  get: (): SessionSnapshot => snapshot,
  /** Shallow patch; listeners run only when something changed. */
  set(patch: Partial<SessionSnapshot>): void {
    const next = { ...snapshot, ...patch };
    if ((Object.keys(next) as (keyof SessionSnapshot)[]).every((k) => next[k] === snapshot[k])) return;
    snapshot = next;
    for (const listener of [...listeners]) listener(snapshot);
  },
  reset(): void {
    sessionState.set(EMPTY);
  },
  subscribe(listener: (state: SessionSnapshot) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Re-renders when the selected value changes; select primitives or stable references. */
export function useSessionState<T>(select: (state: SessionSnapshot) => T): T {
  return useSyncExternalStore(
    sessionState.subscribe,
    () => select(snapshot),
    () => select(EMPTY),
  );
}

export const useCallsEnabled = (): boolean => useSessionState((s) => s.callsEnabled);
