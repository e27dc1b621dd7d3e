// The one permission catalogue (spec 001 section 6). Pure data with no imports:
// the client's access-control provider and the server's authorization both read it.

export const ROLES = ['ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR', 'ROLE_GUEST'] as const;
export type Role = (typeof ROLES)[number];

interface KeyInfo {
  en: string;
  ru: string;
}

type CrudKeys<A extends string> = `${A}.${'list' | 'create' | 'update' | 'delete'}`;

const crud = <A extends string>(area: A, what: KeyInfo) =>
  ({
    [`${area}.list`]: { en: `View ${what.en}`, ru: `Просмотр: ${what.ru}` },
    [`${area}.create`]: { en: `Create ${what.en}`, ru: `Создание: ${what.ru}` },
    [`${area}.update`]: { en: `Edit ${what.en}`, ru: `Изменение: ${what.ru}` },
    [`${area}.delete`]: { en: `Delete ${what.en}`, ru: `Удаление: ${what.ru}` },
  }) as Record<CrudKeys<A>, KeyInfo>;

export const PERMISSIONS = {
  'global.call': { en: 'Place and take calls', ru: 'Совершать и принимать звонки' },
  'dashboard.list': { en: 'Open the dashboard', ru: 'Открывать рабочий стол' },
  'monitoring.list': { en: 'View live monitoring', ru: 'Просмотр мониторинга' },
  'monitoring.whisper': { en: 'Listen to and whisper into calls', ru: 'Прослушивание и суфлирование звонков' },
  'monitoring.hangupCall': { en: 'Hang up a monitored call', ru: 'Завершать звонки из мониторинга' },
  'blackList.list': { en: 'View the blacklist', ru: 'Просмотр чёрного списка' },
  'blackList.import': { en: 'Import phones into the blacklist', ru: 'Импорт номеров в чёрный список' },
  'blackList.add': { en: 'Add a phone to the blacklist', ru: 'Добавление номера в чёрный список' },
  'blackList.delete': { en: 'Remove a phone from the blacklist', ru: 'Удаление номера из чёрного списка' },
  ...crud('fileManager', { en: 'files', ru: 'файлы' }),
  'fileManager.download': { en: 'Download files', ru: 'Скачивание файлов' },
  ...crud('campaign', { en: 'projects', ru: 'проекты' }),
  'campaign.copy': { en: 'Copy a project', ru: 'Копирование проекта' },
  'campaign.import': { en: 'Import contacts into a project', ru: 'Импорт контактов в проект' },
  'campaign.constructor': { en: 'Edit the call scenario constructor', ru: 'Конструктор сценария звонка' },
  ...crud('kpi', { en: 'KPI targets', ru: 'цели KPI' }),
  'report.list': { en: 'Open reports', ru: 'Открывать отчёты' },
  'settings.list': { en: 'Open settings', ru: 'Открывать настройки' },
  ...crud('userGroup', { en: 'user groups', ru: 'группы пользователей' }),
  ...crud('user', { en: 'users', ru: 'пользователи' }),
  ...crud('permission', { en: 'permission groups', ru: 'группы прав' }),
  ...crud('statusGroup', { en: 'status groups', ru: 'группы статусов' }),
  ...crud('tag', { en: 'tags', ru: 'теги' }),
  ...crud('scriptOperator', { en: 'operator scripts', ru: 'скрипты оператора' }),
  ...crud('trunk', { en: 'trunks', ru: 'транки' }),
  ...crud('moh', { en: 'music on hold', ru: 'музыка ожидания' }),
  'status.list': { en: 'View statuses', ru: 'Просмотр статусов' },
  'status.create': { en: 'Create statuses', ru: 'Создание статусов' },
  'status.update': { en: 'Edit statuses', ru: 'Изменение статусов' },
  'sovcom.list': { en: 'Sovcom check settings', ru: 'Настройки проверки Совком' },
  'carousel.list': { en: 'View the caller ID carousel', ru: 'Просмотр карусели номеров' },
  'contact.list': { en: 'View the contact list', ru: 'Просмотр списка контактов' },
  'contact.cardList': { en: 'Manual calling from the card list', ru: 'Ручной обзвон по карточкам' },
  'contact.create': { en: 'Create contacts', ru: 'Создание контактов' },
  'contact.download': { en: 'Export contacts', ru: 'Выгрузка контактов' },
  'contact.delete': { en: 'Delete contacts', ru: 'Удаление контактов' },
  'contact.operatorChange': { en: "Change a contact's operator", ru: 'Смена оператора контакта' },
  'contact.show': { en: 'Open a contact card', ru: 'Открывать карточку контакта' },
  'contact.update': { en: 'Edit a contact card', ru: 'Редактирование карточки контакта' },
  'contact.statusChange': { en: "Change a contact's status", ru: 'Смена статуса контакта' },
  'contact.callShow': { en: "See a contact's calls", ru: 'Просмотр звонков контакта' },
  'contact.callAllShow': { en: 'See all calls of a phone', ru: 'Просмотр всех звонков по номеру' },
  'contact.commentShow': { en: 'See notes', ru: 'Просмотр заметок' },
  'contact.commentCreate': { en: 'Write notes', ru: 'Создание заметок' },
  'contact.commentUpdate': { en: 'Edit notes', ru: 'Изменение заметок' },
  'contact.commentDelete': { en: 'Delete notes', ru: 'Удаление заметок' },
  'contact.taskShow': { en: 'See tasks', ru: 'Просмотр задач' },
  'contact.taskCreate': { en: 'Create tasks', ru: 'Создание задач' },
  'contact.taskUpdate': { en: 'Edit tasks', ru: 'Изменение задач' },
  'contact.taskComplete': { en: 'Complete tasks', ru: 'Выполнение задач' },
  'contact.taskDelete': { en: 'Delete tasks', ru: 'Удаление задач' },
  'contact.taskDeleteOverdue': { en: 'Delete overdue tasks', ru: 'Удаление просроченных задач' },
  'contact.scriptOperatorShow': { en: 'See the operator script', ru: 'Просмотр скрипта оператора' },
  'contact.emailShow': { en: 'See e-mails', ru: 'Просмотр писем' },
  'contact.emailCreate': { en: 'Send e-mails', ru: 'Отправка писем' },
  'contact.smsShow': { en: 'See SMS', ru: 'Просмотр SMS' },
  'contact.smsCreate': { en: 'Send SMS', ru: 'Отправка SMS' },
  'call.list': { en: 'View calls', ru: 'Просмотр звонков' },
  'call.update': { en: "Change a call's status", ru: 'Смена статуса звонка' },
  'call.download': { en: 'Download recordings and call exports', ru: 'Скачивание записей и выгрузок звонков' },
  'call.delete': { en: 'Delete calls', ru: 'Удаление звонков' },
  'userReport.list': { en: 'View operator statistics', ru: 'Просмотр статистики операторов' },
  'userReport.download': { en: 'Export operator statistics', ru: 'Выгрузка статистики операторов' },
} as const satisfies Record<string, KeyInfo>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

export const isPermissionKey = (key: string): key is PermissionKey =>
  Object.prototype.hasOwnProperty.call(PERMISSIONS, key);

/** The area of a key: `contact.taskShow` -> `contact`. Used to group keys in the editor. */
export const areaOf = (key: PermissionKey) => key.slice(0, key.indexOf('.'));

const keysOf = (...areas: string[]) => PERMISSION_KEYS.filter((k) => areas.includes(areaOf(k)));

const CONTACT_WORK: PermissionKey[] = [
  'contact.list',
  'contact.cardList',
  'contact.show',
  'contact.update',
  'contact.statusChange',
  'contact.callShow',
  'contact.commentShow',
  'contact.commentCreate',
  'contact.commentUpdate',
  'contact.commentDelete',
  'contact.taskShow',
  'contact.taskCreate',
  'contact.taskUpdate',
  'contact.taskComplete',
  'contact.taskDelete',
  'contact.scriptOperatorShow',
  'contact.emailShow',
  'contact.emailCreate',
  'contact.smsShow',
  'contact.smsCreate',
];

/**
 * Default permission groups seeded for each role. ROLE_ADMIN passes every check
 * regardless; its group still lists every key so the editor shows the truth.
 * Supervisors run projects but do not edit permission groups or trunks by default.
 * Guests read: no settings, no writes.
 */
export const ROLE_DEFAULTS: Record<Role, PermissionKey[]> = {
  ROLE_ADMIN: [...PERMISSION_KEYS],
  ROLE_SUPERVISOR: PERMISSION_KEYS.filter(
    (k) => !['permission.create', 'permission.update', 'permission.delete', 'call.delete'].includes(k),
  ).filter((k) => !['trunk.create', 'trunk.update', 'trunk.delete'].includes(k)),
  ROLE_OPERATOR: ['global.call', 'dashboard.list', 'report.list', ...CONTACT_WORK],
  ROLE_GUEST: [
    'dashboard.list',
    'report.list',
    'campaign.list',
    'contact.list',
    'contact.show',
    'contact.callShow',
    'contact.commentShow',
    'contact.taskShow',
    'call.list',
    ...keysOf('userReport').filter((k) => k.endsWith('.list')),
  ],
};

/** Permissions arrive from the API as one comma-separated string (spec 001 section 3). */
export const parsePermissions = (csv: string | null | undefined): PermissionKey[] =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isPermissionKey);

/** One rule for both sides: ROLE_ADMIN passes; others need every listed key or a listed role. */
export function isAllowed(
  user: { role: Role; permissions: readonly string[] },
  need: PermissionKey | readonly PermissionKey[] | undefined,
  roles?: readonly Role[],
): boolean {
  if (user.role === 'ROLE_ADMIN') return true;
  if (roles?.includes(user.role)) return true;
  if (need === undefined) return roles === undefined;
  const keys = typeof need === 'string' ? [need] : need;
  return keys.every((k) => user.permissions.includes(k));
}
