// One small external store for the phone's state, so the engine (not React) owns it and every
// component re-renders only through useSyncExternalStore: the plugin API's createStore, set by patches.
import { createStore } from '@/src/plugin-api';
import { INITIAL_PHONE_STATE, type PhoneState } from './types';

export interface PhoneStore {
  get: () => PhoneState;
  set: (patch: Partial<PhoneState>) => void;
  subscribe: (listener: () => void) => () => void;
  /** The state in React, re-rendering on every change. */
  use: () => PhoneState;
}

export function createPhoneStore(initial: PhoneState = INITIAL_PHONE_STATE): PhoneStore {
  const store = createStore(initial);
  return {
    get: store.get,
    set: (patch) => store.set((state) => ({ ...state, ...patch })),
    subscribe: store.subscribe,
    use: () => store.use(),
  };
}

export const usePhoneStore = (store: PhoneStore): PhoneState => store.use();
