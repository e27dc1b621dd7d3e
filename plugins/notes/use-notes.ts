// The contact's notes (spec 001 section 7), read with the SDK's query and changed with its mutation.
import { useEffect } from 'react';
import { notify, useApiMutation, useApiQuery, useTranslation, type ApiWriteMethod } from '@/src/plugin-api';
import { newestFirst } from './format';
import type { Note } from './types';

/**
 * The notes, newest first, and the calls that change them. Each change reports itself with the shell's
 * notice and resolves to whether it went through, so a form knows to clear or stay. A change puts its reply
 * into the list at once (the server's copy), so the list is not asked again.
 */
export function useNotes(contactId: number) {
  const { t } = useTranslation();
  const list = useApiQuery<{ items: Note[] }>('/note/list', { contact_id: contactId });
  const { send } = useApiMutation();
  const failed = () => void notify({ type: 'error', message: t('error'), description: t('error') });

  const listFailed = list.error !== null;
  useEffect(() => {
    if (listFailed) failed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, whatever the language
  }, [listFailed]);
  const notes = list.isLoading ? undefined : newestFirst(list.data?.items ?? []);

  const change = async <T>(
    method: ApiWriteMethod,
    url: string,
    body: object | undefined,
    message: string,
    update: (all: Note[], reply: T) => Note[],
  ) => {
    try {
      const reply = await send<T>(method, url, body);
      list.setData((current) => ({ items: update(current?.items ?? [], reply) }));
      void notify({ type: 'success', message: t(message) });
      return true;
    } catch {
      failed();
      return false;
    }
  };

  const create = (text: string) =>
    change<Note>('post', '/note/create', { text, contact: String(contactId) }, 'created', (all, note) => [
      note,
      ...all,
    ]);
  const update = (id: number, text: string) =>
    change<Note>('put', `/note/update/${id}`, { text }, 'updated', (all, note) =>
      all.map((n) => (n.id === id ? note : n)),
    );
  const remove = (id: number) =>
    change('delete', `/note/delete/${id}`, undefined, 'deleted', (all) => all.filter((n) => n.id !== id));

  return { notes, create, update, remove };
}
