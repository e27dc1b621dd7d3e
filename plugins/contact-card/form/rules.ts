// The card's client-side rules (spec 000 section 5), with the shell's validation dictionary for messages.
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '@/src/plugin-api';

const NUMBER = /^-?\d+([.,]\d+)?$/;

export const isUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:', 'ftp:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

export const isNumeric = (value: string): boolean => NUMBER.test(value.trim());

/** The server's phone rule (docs/contracts.md): what is left of the digits is 5 to 15 long. */
export const isPhone = (value: string): boolean => /^\d{5,15}$/.test(value.replace(/\D/g, ''));

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

export function useRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const message = (rule: string, field: string) => t(`validation.${rule}`, { field });
    return {
      required: (field: string): FormRule => ({ required: true, message: message('required', field) }),
      email: (field: string): FormRule => ({ type: 'email', message: message('email', field) }),
      numeric: (field: string): FormRule => ({
        validator: async (_, value: unknown) => {
          if (filled(value) && !isNumeric(String(value))) throw new Error(message('numeric', field));
        },
      }),
      phone: (field: string): FormRule => ({
        validator: async (_, value: unknown) => {
          if (filled(value) && !isPhone(String(value))) throw new Error(message('regex', field));
        },
      }),
      url: (field: string): FormRule => ({
        validator: async (_, value: unknown) => {
          if (filled(value) && !isUrl(String(value))) throw new Error(message('url', field));
        },
      }),
    };
  }, [t]);
}
