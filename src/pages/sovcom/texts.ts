// The Sovcom settings page's texts; the field names match the server's labels (server/sovcom/routes.ts),
// which its field errors quote.
import type { Text } from '@/src/resources/define';

export const SOVCOM_TEXTS = {
  intro: {
    en: 'Connection to the lending partner that checks contacts and takes applications.',
    ru: 'Подключение к партнёру-кредитору, который проверяет контакты и принимает заявки.',
  },
  enabled: { en: 'Enabled', ru: 'Включено' },
  api_url: { en: 'API URL', ru: 'Адрес API' },
  partner_id: { en: 'Partner ID', ru: 'ID партнёра' },
  api_token: { en: 'API token', ru: 'Токен API' },
  tokenStored: {
    en: 'A token is stored: leave empty to keep it',
    ru: 'Токен сохранён: оставьте поле пустым, чтобы не менять его',
  },
  tokenNone: { en: 'No token stored', ru: 'Токен не задан' },
  clearToken: { en: 'Remove the token', ru: 'Удалить токен' },
  clearConfirm: { en: 'Remove the stored API token?', ru: 'Удалить сохранённый токен API?' },
  remove: { en: 'Remove', ru: 'Удалить' },
  cancel: { en: 'Cancel', ru: 'Отмена' },
  default_region: { en: 'Default region', ru: 'Регион по умолчанию' },
  noRegion: { en: 'Not chosen', ru: 'Не выбран' },
} satisfies Record<string, Text>;
