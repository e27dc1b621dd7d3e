// A tiny observable store of the session as the providers know it: the user, whether calls are enabled
// (the offset_timestamp rule, spec 000 4.5) and the values restored from cookies at startup.
// Outside React: sessionState.get() / subscribe(); in React: useSessionState(selector) or useCallsEnabled().
import { createStore } from '@/src/shared/create-store';
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

const store = createStore<SessionSnapshot>(EMPTY);

export const sessionState = {
  get: store.get,
  /** Shallow patch; listeners run only when something changed. */
  set(patch: Partial<SessionSnapshot>): void {
    const current = store.get();
    const next = { ...current, ...patch };
    if ((Object.keys(next) as (keyof SessionSnapshot)[]).every((k) => next[k] === current[k])) return;
    store.set(next);
  },
  reset(): void {
    sessionState.set(EMPTY);
  },
  subscribe: store.subscribe,
};

/** Re-renders when the selected value changes; select primitives or stable references. */
export const useSessionState = <T>(select: (state: SessionSnapshot) => T): T => store.use(select);

export const useCallsEnabled = (): boolean => useSessionState((s) => s.callsEnabled);
