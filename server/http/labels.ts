// Field labels several domains' forms share, for `{field}` in their validation messages: a domain's label map
// picks the ones it uses (`...sharedLabels('contact', 'user')`) and adds its own, so one field reads the same
// in every domain's errors.
import type { Text } from '../from-client';

/** English, then Russian. */
const SHARED = {
  text: ['text', 'текст'],
  type: ['type', 'тип'],
  status: ['status', 'статус'],
  phone: ['phone', 'телефон'],
  page: ['page', 'страница'],
  contact: ['contact', 'контакт'],
  contact_id: ['contact', 'контакт'],
  campaign: ['project', 'проект'],
  campaign_id: ['project', 'проект'],
  user: ['user', 'пользователь'],
  user_id: ['user', 'пользователь'],
} as const satisfies Record<string, readonly [en: string, ru: string]>;

export type SharedLabel = keyof typeof SHARED;

export const sharedLabels = (...names: SharedLabel[]): Record<string, Text> =>
  Object.fromEntries(names.map((name) => [name, { en: SHARED[name][0], ru: SHARED[name][1] }]));
