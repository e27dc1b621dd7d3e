// The new contact's client-side rules, the card's (spec 000 section 5) with the server's phone rule
// (docs/contracts.md: non-digits removed, 5 to 15 digits). The server checks the same and says so per field.
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '@/src/plugin-api';

export const phoneDigits = (value: string) => value.replace(/\D/g, '');

export function useContactRules() {
  const { t } = useTranslation();
  const { t: own } = useTranslation('contact-list');
  return useMemo(() => {
    const required = (field: string): FormRule => ({
      required: true,
      message: t('validation.required', { field: own(`create.fields.${field}`) }),
    });
    return {
      campaign_id: [required('campaign_id')],
      phone: [
        required('phone'),
        {
          validator: async (_: unknown, value: unknown) => {
            const digits = phoneDigits(String(value ?? ''));
            if (digits && (digits.length < 5 || digits.length > 15))
              throw new Error(own('create.phoneLength'));
          },
        },
      ] as FormRule[],
      email: [
        { type: 'email', message: t('validation.email', { field: own('create.fields.email') }) },
      ] as FormRule[],
    };
  }, [t, own]);
}
