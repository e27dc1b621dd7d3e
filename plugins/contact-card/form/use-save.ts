import type { FormInstance } from 'antd';
import { useState } from 'react';
import { notify, notifyContactCardSaved, useApiMutation, useTranslation } from '@/src/plugin-api';
import type { CardAccess } from '../access';
import type { CardLabel, Contact } from '../types';
import { updateBody, type CardValues } from './values';

/** The field errors of a refused save (400 `errors`), as the transport's ApiError carries them. */
const fieldErrors = (error: unknown): Record<string, string | string[]> | null =>
  error instanceof Error && 'errors' in error && error.errors && typeof error.errors === 'object'
    ? (error.errors as Record<string, string | string[]>)
    : null;

interface SaveOptions {
  contact: Contact;
  labels: readonly CardLabel[];
  access: CardAccess;
  taskId?: number;
  onSaved: () => void;
}

/**
 * Spec 001 section 7: the whole card goes to PUT /contact/update/{id}; a user who may change only the
 * status (contact.statusChange without contact.update) saves it alone through /contact/update/min/{id}.
 * Both carry the call task the card was opened for (taskId), the only other key /min accepts.
 */
export function useSave(
  form: FormInstance<CardValues>,
  { contact, labels, access, taskId, onSaved }: SaveOptions,
) {
  const { send } = useApiMutation();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const save = async (values: CardValues) => {
    setSaving(true);
    try {
      const [url, body] = access.edit
        ? [`/contact/update/${contact.id}`, updateBody(contact, values, labels, taskId)]
        : [
            `/contact/update/min/${contact.id}`,
            { status: values.status ?? '', ...(taskId ? { taskId } : {}) },
          ];
      await send('put', url, body); // any non-2xx reply rejects
      void notify({ type: 'success', message: t('updated') });
      onSaved();
      // The softphone ends its after-call countdown; the task bell and lists reload (spec 000 section 4.1).
      notifyContactCardSaved(contact.id);
    } catch (error) {
      showFailure(form, error, t);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}

function showFailure(form: FormInstance<CardValues>, error: unknown, t: (key: string) => string) {
  const errors = fieldErrors(error);
  const known = new Set(fieldNames(form));
  const onFields = Object.entries(errors ?? {}).filter(([field]) => known.has(field));
  form.setFields(
    onFields.map(([field, message]) => ({ name: field.split('.'), errors: [message].flat().map(String) })),
  );
  const description = error instanceof Error ? error.message : undefined;
  void notify({ type: 'error', message: t('cardSaveError'), description });
}

/** 'phone', 'dynamic_data.12'...: the names the server gives its field errors. */
const fieldNames = (form: FormInstance<CardValues>) =>
  form.getFieldsError().map(({ name }) => name.join('.'));
