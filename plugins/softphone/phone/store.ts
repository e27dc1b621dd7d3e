// One small external store for the phone's state, so the engine (not React) owns it and every
// component re-renders only through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { INITIAL_PHONE_STATE, type PhoneState } from './types';

export interface PhoneStore {
  get: () => PhoneState;
  set: (patch: Partial<PhoneState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPhoneStore(initial: PhoneState = INITIAL_PHONE_STATE): PhoneStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const usePhoneStore = (store: PhoneStore): PhoneState =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
