// The card on show, shared by the page and the pager in the open card's top bar (CardPagerBar): two lazily
// loaded parts of this plugin that never render one inside the other, so they meet here, not through props.
import { useSyncExternalStore } from 'react';

export interface PagerState {
  contactId: number;
  /** The card's main phone as the list sent it (masked for a viewer who may not see it). */
  phone: string;
  /** The project the list calls. */
  campaignId: number;
  /** With one card a page (spec 001 section 9) the page number is the card's position. */
  page: number;
  total: number;
  loading: boolean;
  go: (page: number) => void;
}

let state: PagerState | null = null;
const listeners = new Set<() => void>();

export function publishPager(next: PagerState | null): void {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePager = (): PagerState | null =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
