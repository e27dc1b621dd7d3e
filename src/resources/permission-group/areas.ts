// The permission editor's areas: a catalogue key's part before the dot (`contact.taskShow` -> `contact`),
// named in both interface languages. `Area` is derived from the catalogue, so a key of a new area does not
// type-check until its area is named here.
import { areaOf, PERMISSION_KEYS, type PermissionKey } from '@/src/permissions/catalogue';
import type { Text } from '../define';

type AreaOf<K> = K extends `${infer A}.${string}` ? A : never;
export type Area = AreaOf<PermissionKey>;

export const AREA_LABELS: Record<Area, Text> = {
  global: { en: 'Telephony', ru: 'Телефония' },
  dashboard: { en: 'Dashboard', ru: 'Рабочий стол' },
  monitoring: { en: 'Monitoring', ru: 'Мониторинг' },
  blackList: { en: 'Blacklist', ru: 'Чёрный список' },
  fileManager: { en: 'File manager', ru: 'Файловый менеджер' },
  campaign: { en: 'Projects', ru: 'Проекты' },
  kpi: { en: 'KPI targets', ru: 'Цели KPI' },
  report: { en: 'Reports', ru: 'Отчёты' },
  settings: { en: 'Settings', ru: 'Настройки' },
  userGroup: { en: 'User groups', ru: 'Группы пользователей' },
  user: { en: 'Users', ru: 'Пользователи' },
  permission: { en: 'Permission groups', ru: 'Группы прав' },
  statusGroup: { en: 'Status groups', ru: 'Группы статусов' },
  tag: { en: 'Tags', ru: 'Теги' },
  scriptOperator: { en: 'Operator scripts', ru: 'Скрипты оператора' },
  trunk: { en: 'Trunks', ru: 'Транки' },
  moh: { en: 'Music on hold', ru: 'Музыка ожидания' },
  status: { en: 'Statuses', ru: 'Статусы' },
  sovcom: { en: 'Sovcom check', ru: 'Проверка Совком' },
  carousel: { en: 'Caller ID carousel', ru: 'Карусель номеров' },
  contact: { en: 'Contacts', ru: 'Контакты' },
  call: { en: 'Calls', ru: 'Звонки' },
  userReport: { en: 'Operator statistics', ru: 'Статистика операторов' },
};

export const EDITOR_TEXTS = {
  all: { en: 'All', ru: 'Все' },
  chosen: { en: '{n} of {total} chosen', ru: 'Выбрано {n} из {total}' },
} satisfies Record<string, Text>;

export interface AreaKeys {
  area: Area;
  keys: PermissionKey[];
}

/** The catalogue's keys by area, both in catalogue order (which keeps related areas together). */
export const PERMISSION_AREAS: readonly AreaKeys[] = (() => {
  const byArea = new Map<Area, PermissionKey[]>();
  for (const key of PERMISSION_KEYS) {
    const area = areaOf(key) as Area;
    byArea.set(area, [...(byArea.get(area) ?? []), key]);
  }
  return [...byArea].map(([area, keys]) => ({ area, keys }));
})();
