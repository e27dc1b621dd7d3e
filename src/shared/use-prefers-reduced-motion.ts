import { useSyncExternalStore } from 'react';

// The system's "reduce motion" setting (an accessibility need: vestibular disorders, WCAG 2.3.3), followed
// live: a user who turns it on mid-session sees the next menu open without sliding.
const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
