import { useCallback, useEffect, useState } from 'react';
import { notify, useApi, useTranslation, type HttpMethod } from '@/src/plugin-api';
import { newestFirst } from './format';
import type { Note } from './types';

type Outcome<T> = { ok: true; data: T } | { ok: false };

/**
 * The contact's notes and the calls that change them (spec 001 section 7). Each change reports itself
 * with the shell's notice and resolves to whether it went through, so a form knows to clear or stay.
 */
export function useNotes(contactId: number) {
  const request = useApi();
  const { t } = useTranslation();
  const [notes, setNotes] = useState<Note[] | undefined>(undefined);

  const call = useCallback(
    async <T>(method: HttpMethod, url: string, body?: object): Promise<Outcome<T>> => {
      try {
        // The transport lets 404 and 500 through as a status; the rest it throws.
        const { status, data } = await request<T>(method, url, body);
        if (status < 300) return { ok: true, data };
      } catch {
        // reported below, like a refused status
      }
      void notify({ type: 'error', message: t('error'), description: t('error') });
      return { ok: false };
    },
    [request, t],
  );

  useEffect(() => {
    let live = true;
    void call<{ items: Note[] }>('get', '/note/list', { contact_id: contactId }).then((reply) => {
      if (live) setNotes(newestFirst(reply.ok ? reply.data.items : []));
    });
    return () => {
      live = false;
    };
  }, [call, contactId]);

  const apply = (outcome: Outcome<unknown>, message: string, change: (all: Note[]) => Note[]) => {
    if (!outcome.ok) return false;
    setNotes((all) => newestFirst(change(all ?? [])));
    void notify({ type: 'success', message: t(message) });
    return true;
  };

  const create = async (text: string) => {
    const reply = await call<Note>('post', '/note/create', { text, contact: String(contactId) });
    return apply(reply, 'created', (all) => (reply.ok ? [reply.data, ...all] : all));
  };

  const update = async (id: number, text: string) => {
    const reply = await call<Note>('put', `/note/update/${id}`, { text });
    return apply(reply, 'updated', (all) => all.map((n) => (reply.ok && n.id === id ? reply.data : n)));
  };

  const remove = async (id: number) =>
    apply(await call('delete', `/note/delete/${id}`), 'deleted', (all) => all.filter((n) => n.id !== id));

  return { notes, create, update, remove };
}
