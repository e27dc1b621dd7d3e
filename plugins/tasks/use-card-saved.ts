import { useEffect, useRef } from 'react';
import { onContactCardSaved } from '@/src/plugin-api';

/**
 * Runs `listener` after every successful save of a contact card. Saving a card opened for a call task clears
 * that task (spec 000 section 4.1), so the bell and the task lists reload; the card reaches them only
 * through the plugin API.
 */
export function useCardSaved(listener: (contactId: number) => void) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onContactCardSaved((contactId) => latest.current(contactId)), []);
}
