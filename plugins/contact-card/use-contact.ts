import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/src/plugin-api';
import type { Contact } from './types';

export type ContactLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; contact: Contact };

/** GET /contact/{id}; `replace` takes a fresher copy (the swap of phones answers with the whole card). */
export function useContact(contactId: number) {
  const request = useApi();
  const [load, setLoad] = useState<ContactLoad>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    request<Contact>('get', `/contact/${contactId}`)
      .then(({ status, data }) => {
        if (live) setLoad(status === 200 && data ? { state: 'ready', contact: data } : { state: 'failed' });
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [request, contactId]);

  const replace = useCallback((contact: Contact) => setLoad({ state: 'ready', contact }), []);
  return { load, replace };
}
