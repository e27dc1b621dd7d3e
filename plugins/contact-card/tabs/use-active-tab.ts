import { useState } from 'react';

/** Spec 000 section 2.4: the active tab is remembered locally, across cards and sessions. */
export const ACTIVE_TAB_KEY = 'contactCard.activeTab';

const read = (): string | null => {
  try {
    return localStorage.getItem(ACTIVE_TAB_KEY);
  } catch {
    return null;
  }
};

/** The remembered tab when it is among `available`, else the first one. */
export function useActiveTab(available: readonly string[]) {
  const [stored, setStored] = useState(read);
  const active = stored && available.includes(stored) ? stored : available[0];
  const choose = (key: string) => {
    setStored(key);
    try {
      localStorage.setItem(ACTIVE_TAB_KEY, key);
    } catch {
      // private mode: remembered for this card only
    }
  };
  return [active, choose] as const;
}
