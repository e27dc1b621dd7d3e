// The phone a component talks to. Slot items render in different parts of the page, so they share one
// phone per tab (instance.ts); tests hand components a fake one through PhoneContext.
import { createContext, useContext } from 'react';
import { phoneInstance } from './instance';
import { usePhoneStore, type PhoneStore } from './store';
import type { PhoneActions, PhoneState } from './types';

export interface PhoneHandle {
  store: PhoneStore;
  actions: PhoneActions;
}

export const PhoneContext = createContext<PhoneHandle | null>(null);

function usePhoneHandle(): PhoneHandle {
  return useContext(PhoneContext) ?? phoneInstance();
}

export const usePhoneState = (): PhoneState => usePhoneStore(usePhoneHandle().store);
export const usePhoneActions = (): PhoneActions => usePhoneHandle().actions;
