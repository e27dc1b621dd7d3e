// Field labels used for {field} in validation messages; unknown fields show their own name.
import type { Locale } from './locale';

const labels: Record<string, Record<Locale, string>> = {
  email: { en: 'e-mail', ru: 'e-mail' },
  password: { en: 'password', ru: 'пароль' },
  token: { en: 'token', ru: 'токен' },
  client_timestamp: { en: 'client time', ru: 'время клиента' },
  page: { en: 'page', ru: 'страница' },
  limit: { en: 'limit', ru: 'количество' },
};

export const fieldLabel = (locale: Locale, field: string): string => labels[field]?.[locale] ?? field;
