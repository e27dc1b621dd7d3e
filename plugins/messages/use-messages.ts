// A contact's messages of one type with the project's templates (spec 001 section 7), read with the SDK's
// query; sending one goes through its mutation and asks the list again. The server sends in the
// background and tries again after a provider's temporary failure: while a message is still queued the
// list is asked again every few seconds, so its status turns sent or failed on its own.
import { useEffect, useState } from 'react';
import { notify, useApiMutation, useApiQuery, useTranslation } from '@/src/plugin-api';
import type { Draft, Message, MessageMeta, MessageType } from './types';

/** A refusal the server explained: its message, and the fields it named (a 400). */
export interface Refusal {
  message?: string;
  errors?: Record<string, string | string[]>;
}

/** How often a list with a message still queued is asked again. */
const QUEUED_POLL_MS = 3000;

/** A 404 or 500 explains nothing to the user: the generic error stands for it, as the shell's rules say. */
const refusalOf = (err: unknown, generic: string): Refusal => {
  const e = (err ?? {}) as Refusal & { status?: number };
  if (e.status === 404 || e.status === 500) return { message: generic };
  return { message: typeof e.message === 'string' ? e.message : undefined, errors: e.errors };
};

/**
 * An attachment is uploaded first, then the message is created with the stored name. `send` resolves to
 * null when sent (whatever the delivery's outcome, which the list shows) or to the refusal.
 */
export function useMessages(contactId: number, type: MessageType) {
  const { t } = useTranslation();
  const { t: own } = useTranslation('messages');
  const listUrl = `/message/list/${contactId}`;
  const [pending, setPending] = useState(false);
  const list = useApiQuery<{ items: Message[]; meta: MessageMeta }>(
    listUrl,
    { type },
    { pollMs: pending ? QUEUED_POLL_MS : undefined },
  );
  const queued = list.data?.items.some((m) => m.status === 'queued') ?? false;
  useEffect(() => setPending(queued), [queued]);
  const { send: write } = useApiMutation();

  const listFailed = list.error !== null;
  useEffect(() => {
    if (listFailed) void notify({ type: 'error', message: t('error') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, whatever the language
  }, [listFailed]);

  const send = async (draft: Draft): Promise<Refusal | null> => {
    try {
      const body: Record<string, string> = { type, text: draft.text, contact: String(contactId) };
      if (type === 'TYPE_EMAIL') body.email_subject = draft.email_subject ?? '';
      if (type === 'TYPE_EMAIL' && draft.attachment) {
        const upload = new FormData();
        upload.append('file', draft.attachment, draft.attachment.name);
        const stored = await write<{ file: string; file_name: string }>(
          'post',
          '/message/uploadFile',
          upload,
        );
        body.file = stored.file;
        body.file_name = stored.file_name;
      }
      const sent = await write<Message>('post', '/message/create', body, { invalidates: [listUrl] });
      void notify(
        sent.status === 'failed'
          ? { type: 'warning', message: own('notSent'), description: sent.status_detail }
          : sent.status === 'queued'
            ? { type: 'info', message: own('queued'), description: sent.status_detail || undefined }
            : { type: 'success', message: own('sent') },
      );
      return null;
    } catch (err) {
      const refusal = refusalOf(err, t('error'));
      void notify({ type: 'error', message: t('error'), description: refusal.message });
      return refusal;
    }
  };

  const items = list.isLoading ? undefined : (list.data?.items ?? (listFailed ? [] : undefined));
  return { items, meta: list.data?.meta, send };
}
