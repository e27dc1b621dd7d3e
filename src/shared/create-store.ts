// One small external store: a value, the listeners told when it changes, and a React hook over
// useSyncExternalStore. The app-wide states that live outside React (the open contact card, the phone
// bridge, the session, the card-list pager, the softphone's state) each kept a listener set of their own;
// they share this one instead. Plugins get it through the plugin API.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  /**
   * A new value, or an updater from the current one (so T itself is never a function). Listeners run only
   * when the value is another one (Object.is).
   */
  set(next: T | ((current: T) => T)): void;
  /** Runs `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
  /**
   * The value in React, re-rendering when it changes; with `select`, what it picks (a primitive or a stable
   * reference, as useSyncExternalStore compares snapshots by identity).
   */
  use(): T;
  use<S>(select: (value: T) => S): S;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();

  const subscribe = (listener: (value: T) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  function set(next: T | ((current: T) => T)) {
    const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
    if (Object.is(resolved, value)) return;
    value = resolved;
    // A copy: a listener may unsubscribe (or subscribe another) while it runs.
    for (const listener of [...listeners]) listener(value);
  }

  function use<S>(select?: (value: T) => S): T | S {
    const snapshot = (): T | S => (select ? select(value) : value);
    return useSyncExternalStore(subscribe, snapshot, snapshot);
  }

  return { get: () => value, set, subscribe, use: use as Store<T>['use'] };
}
