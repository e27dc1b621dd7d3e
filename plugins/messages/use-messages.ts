import { useCallback, useEffect, useState } from 'react';
import { notify, useApi, useTranslation } from '@/src/plugin-api';
import type { Draft, Message, MessageMeta, MessageType } from './types';

/** A refusal the server explained: its message, and the fields it named (a 400). */
export interface Refusal {
  message?: string;
  errors?: Record<string, string | string[]>;
}

const refusalOf = (err: unknown): Refusal => {
  const e = (err ?? {}) as Refusal;
  return { message: typeof e.message === 'string' ? e.message : undefined, errors: e.errors };
};

/**
 * A contact's messages of one type with the project's templates (spec 001 section 7), and sending one: an
 * attachment is uploaded first, then the message is created with the stored name. Resolves to null when
 * sent (whatever the delivery's outcome, which the list shows) or to the refusal.
 */
export function useMessages(contactId: number, type: MessageType) {
  const request = useApi();
  const { t } = useTranslation();
  const { t: own } = useTranslation('messages');
  const [items, setItems] = useState<Message[] | undefined>(undefined);
  const [meta, setMeta] = useState<MessageMeta | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const { status, data } = await request<{ items: Message[]; meta: MessageMeta }>(
        'get',
        `/message/list/${contactId}`,
        { type },
      );
      if (status < 300) {
        setItems(data.items);
        setMeta(data.meta);
        return;
      }
    } catch {
      // reported below
    }
    setItems((current) => current ?? []);
    void notify({ type: 'error', message: t('error') });
  }, [request, contactId, type, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const send = async (draft: Draft): Promise<Refusal | null> => {
    try {
      const body: Record<string, string> = { type, text: draft.text, contact: String(contactId) };
      if (type === 'TYPE_EMAIL') body.email_subject = draft.email_subject ?? '';
      if (type === 'TYPE_EMAIL' && draft.attachment) {
        const upload = new FormData();
        upload.append('file', draft.attachment, draft.attachment.name);
        const { status, data } = await request<{ file: string; file_name: string }>(
          'post',
          '/message/uploadFile',
          upload,
        );
        if (status >= 300) throw new Error(t('error'));
        body.file = data.file;
        body.file_name = data.file_name;
      }
      const { status, data } = await request<Message>('post', '/message/create', body);
      if (status >= 300) throw new Error(t('error'));
      void notify(
        data.status === 'failed'
          ? { type: 'warning', message: own('notSent'), description: data.status_detail }
          : { type: 'success', message: own('sent') },
      );
      await load();
      return null;
    } catch (err) {
      const refusal = refusalOf(err);
      void notify({ type: 'error', message: t('error'), description: refusal.message });
      return refusal;
    }
  };

  return { items, meta, send };
}
