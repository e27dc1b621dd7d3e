import { useEffect, useState } from 'react';
import { notify, useApiMutation, useTranslation } from '@/src/plugin-api';
import type { AdditionalPhone, Contact } from '../types';
import { isValidAdditionalPhone, phoneDigits } from './phone-check';

/** A phone being added: no id until PUT /contact/create_additional_phone answers (spec 000 section 4.1). */
export interface DraftPhone {
  key: number;
  phone: string;
  error?: string;
}

const fieldError = (error: unknown): string | undefined => {
  const errors =
    error instanceof Error && 'errors' in error ? (error.errors as Record<string, unknown>) : null;
  const message = errors?.phone;
  return message === undefined ? undefined : String([message].flat()[0]);
};

let nextKey = 1;

export function usePhones(contact: Contact, onSwapped: (contact: Contact) => void) {
  const { send } = useApiMutation();
  const { t } = useTranslation();
  const [saved, setSaved] = useState<AdditionalPhone[]>(contact.additional_phones ?? []);
  const [drafts, setDrafts] = useState<DraftPhone[]>([]);
  useEffect(() => setSaved(contact.additional_phones ?? []), [contact.additional_phones]);

  const patch = (key: number, change: Partial<DraftPhone>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const drop = (key: number) => setDrafts((all) => all.filter((d) => d.key !== key));
  const failed = (error?: unknown) =>
    void notify({
      type: 'error',
      message: t('error'),
      description: error instanceof Error ? error.message : undefined,
    });

  const add = () => setDrafts((all) => [...all, { key: nextKey++, phone: '' }]);
  const change = (key: number, phone: string) => patch(key, { phone, error: undefined });

  const save = async (draft: DraftPhone) => {
    const others = [contact.phone, ...saved.map((p) => p.phone)];
    if (!isValidAdditionalPhone(draft.phone, others)) return patch(draft.key, { error: t('phoneError') });
    try {
      const data = await send<AdditionalPhone>('put', `/contact/create_additional_phone/${contact.id}`, {
        phone: phoneDigits(draft.phone),
      });
      setSaved((all) => [...all, data]);
      drop(draft.key);
      void notify({ type: 'success', message: t('created') });
    } catch (error) {
      const message = fieldError(error);
      if (message) patch(draft.key, { error: message });
      else failed(error);
    }
  };

  const remove = async (id: number) => {
    try {
      await send('delete', `/additional_phone/delete/${id}`);
      setSaved((all) => all.filter((p) => p.id !== id));
      void notify({ type: 'success', message: t('deleted') });
    } catch (error) {
      failed(error);
    }
  };

  /** Persists at once (spec 000 section 4.1); the reply is the whole card, with the phones swapped. */
  const makeMain = async (id: number) => {
    try {
      const data = await send<Contact>('put', `/contact/swap_phone/${contact.id}`, {
        additional_phone_id: id,
      });
      onSwapped(data);
      void notify({ type: 'success', message: t('updated') });
    } catch (error) {
      failed(error);
    }
  };

  return { saved, drafts, add, change, save, remove, makeMain, drop };
}
