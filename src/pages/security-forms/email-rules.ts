// The e-mail rules of the login and restore forms: required and checked as an address, both messages
// naming the field as the dictionary words it.
import type { plainT } from '@/src/i18n/base-texts';
import { email, required, type FieldRule } from './use-plain-form';

export const emailRules = <V>(t: typeof plainT, label: string): FieldRule<V>[] => [
  required(t('validation.required', { field: label })),
  email(t('validation.email', { field: label })),
];
