// Field labels used for {field} in validation messages: the route's own labels first (a resource's declared
// labels), then these; unknown fields show their own name.
import type { Text } from '../from-client';
import type { Locale } from './locale';

const labels: Record<string, Record<Locale, string>> = {
  email: { en: 'e-mail', ru: 'e-mail' },
  password: { en: 'password', ru: 'пароль' },
  token: { en: 'token', ru: 'токен' },
  client_timestamp: { en: 'client time', ru: 'время клиента' },
  page: { en: 'page', ru: 'страница' },
  limit: { en: 'limit', ru: 'количество' },
  sort: { en: 'sort', ru: 'сортировка' },
  order: { en: 'order', ru: 'порядок' },
  id: { en: 'id', ru: 'id' },
};

export const fieldLabel = (locale: Locale, field: string, own?: Readonly<Record<string, Text>>): string =>
  own?.[field]?.[locale] ?? labels[field]?.[locale] ?? field;
