// The contact the card shows, read through the SDK's query (GET /contact/{id}).
import { useCallback } from 'react';
import { useApiQuery } from '@/src/plugin-api';
import type { Contact } from './types';

export type ContactLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; contact: Contact };

/** GET /contact/{id}; `replace` takes a fresher copy (the swap of phones answers with the whole card). */
export function useContact(contactId: number) {
  const { data, isLoading, setData } = useApiQuery<Contact>(`/contact/${contactId}`);
  const load: ContactLoad = isLoading
    ? { state: 'loading' }
    : data
      ? { state: 'ready', contact: data }
      : { state: 'failed' }; // a refusal, a failure or an empty reply
  const replace = useCallback((contact: Contact) => setData(() => contact), [setData]);
  return { load, replace };
}
