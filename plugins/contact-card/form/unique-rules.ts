// Spec 000 section 5: a phone is checked for uniqueness at exactly 11 digits, an e-mail by query; the
// server answers `{ valid }`. A duplicate is shown as a warning under the field and does not block saving:
// two contacts may share a number (a family, an office), and the operator decides.
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { apiCall, useTranslation } from '@/src/plugin-api';

const ask = async (kind: 'phone' | 'email', value: string, contactId: number) => {
  const reply = await apiCall<{ valid?: boolean }>('get', `/contact/check_${kind}`, {
    [kind]: value,
    contact_id: contactId,
  });
  return reply?.valid === false; // a refusal rejects, and counts as no duplicate (below)
};

export function useUniqueRules(contactId: number) {
  const { t } = useTranslation();
  const { t: own } = useTranslation('contact-card');
  return useMemo(() => {
    const rule = (
      kind: 'phone' | 'email',
      applies: (v: string) => boolean,
      message: () => string,
    ): FormRule => ({
      warningOnly: true,
      validateTrigger: 'onBlur',
      validator: async (_, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (applies(text) && (await ask(kind, text, contactId).catch(() => false)))
          throw new Error(message());
      },
    });
    return {
      phone: rule(
        'phone',
        (v) => v.replace(/\D/g, '').length === 11,
        () => t('phoneError'),
      ),
      email: rule(
        'email',
        (v) => v.includes('@'),
        () => own('emailTaken'),
      ),
    };
  }, [contactId, t, own]);
}
