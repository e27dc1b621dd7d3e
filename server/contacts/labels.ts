// Field names of the contact card for `{field}` in validation messages, in both interface languages.
import type { Text } from '../from-client';

export const CONTACT_LABELS: Readonly<Record<string, Text>> = {
  full_name: { en: 'Full name', ru: 'ФИО' },
  phone: { en: 'Phone', ru: 'Телефон' },
  email: { en: 'E-mail', ru: 'E-mail' },
  birth_date: { en: 'Birth date', ru: 'Дата рождения' },
  region: { en: 'Region', ru: 'Регион' },
  tz: { en: 'Time zone', ru: 'Часовой пояс' },
  provider: { en: 'Provider', ru: 'Оператор связи' },
  position: { en: 'Position', ru: 'Должность' },
  city: { en: 'City', ru: 'Город' },
  address: { en: 'Address', ru: 'Адрес' },
  description: { en: 'Description', ru: 'Описание' },
  status: { en: 'Status', ru: 'Статус' },
  tags: { en: 'Tags', ru: 'Теги' },
  user: { en: 'Operator', ru: 'Оператор' },
  campaign: { en: 'Project', ru: 'Проект' },
  call_date: { en: 'Call date', ru: 'Дата звонка' },
  dynamic_data: { en: 'Card fields', ru: 'Поля карточки' },
  crm_id: { en: 'CRM ID', ru: 'CRM ID' },
  show_phone: { en: 'Show phone', ru: 'Показывать телефон' },
  additional_phone_id: { en: 'Additional phone', ru: 'Дополнительный телефон' },
  user_id: { en: 'User', ru: 'Пользователь' },
  taskId: { en: 'Task', ru: 'Задача' },
};
