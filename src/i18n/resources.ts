// Titles Refine asks for per resource: `<name>.<name>` (menu, breadcrumb) and `<name>.titles.<action>`
// (page headers). Names are the permission areas of the catalogue, which the shell uses as resource names;
// a resource registered under another name adds its own texts with addResourceBundles().

type Forms = [many: string, one: string, genitive: string];

// [list title, singular, genitive singular for "Create ..."/"Editing ..."]
const NAMES: Record<string, { en: Forms; ru: Forms }> = {
  dashboard: {
    en: ['Dashboard', 'Dashboard', 'dashboard'],
    ru: ['Рабочий стол', 'Рабочий стол', 'рабочего стола'],
  },
  monitoring: {
    en: ['Monitoring', 'Monitoring', 'monitoring'],
    ru: ['Мониторинг', 'Мониторинг', 'мониторинга'],
  },
  campaign: { en: ['Projects', 'Project', 'project'], ru: ['Проекты', 'Проект', 'проекта'] },
  contact: { en: ['Contacts', 'Contact', 'contact'], ru: ['Контакты', 'Контакт', 'контакта'] },
  call: { en: ['Calls', 'Call', 'call'], ru: ['Звонки', 'Звонок', 'звонка'] },
  report: { en: ['Reports', 'Report', 'report'], ru: ['Отчёты', 'Отчёт', 'отчёта'] },
  userReport: {
    en: ['Operator statistics', 'Operator statistics', 'operator statistics'],
    ru: ['Статистика операторов', 'Статистика оператора', 'статистики оператора'],
  },
  kpi: { en: ['KPI targets', 'KPI target', 'KPI target'], ru: ['Цели KPI', 'Цель KPI', 'цели KPI'] },
  settings: { en: ['Settings', 'Settings', 'settings'], ru: ['Настройки', 'Настройки', 'настроек'] },
  user: { en: ['Users', 'User', 'user'], ru: ['Пользователи', 'Пользователь', 'пользователя'] },
  userGroup: {
    en: ['User groups', 'User group', 'user group'],
    ru: ['Группы пользователей', 'Группа пользователей', 'группы пользователей'],
  },
  permission: {
    en: ['Permission groups', 'Permission group', 'permission group'],
    ru: ['Группы прав', 'Группа прав', 'группы прав'],
  },
  statusGroup: {
    en: ['Status groups', 'Status group', 'status group'],
    ru: ['Группы статусов', 'Группа статусов', 'группы статусов'],
  },
  status: { en: ['Statuses', 'Status', 'status'], ru: ['Статусы', 'Статус', 'статуса'] },
  tag: { en: ['Tags', 'Tag', 'tag'], ru: ['Теги', 'Тег', 'тега'] },
  scriptOperator: {
    en: ['Operator scripts', 'Operator script', 'operator script'],
    ru: ['Скрипты оператора', 'Скрипт оператора', 'скрипта оператора'],
  },
  trunk: { en: ['Trunks', 'Trunk', 'trunk'], ru: ['Транки', 'Транк', 'транка'] },
  moh: {
    en: ['Music on hold', 'Music on hold', 'music on hold'],
    ru: ['Музыка ожидания', 'Музыка ожидания', 'музыки ожидания'],
  },
  carousel: {
    en: ['Caller ID carousel', 'Caller ID carousel', 'caller ID carousel'],
    ru: ['Карусель номеров', 'Карусель номеров', 'карусели номеров'],
  },
  sovcom: {
    en: ['Sovcom check', 'Sovcom check', 'Sovcom check'],
    ru: ['Проверка Совком', 'Проверка Совком', 'проверки Совком'],
  },
  blackList: {
    en: ['Blacklist', 'Blacklist entry', 'blacklist entry'],
    ru: ['Чёрный список', 'Запись чёрного списка', 'записи чёрного списка'],
  },
  fileManager: { en: ['Files', 'File', 'file'], ru: ['Файлы', 'Файл', 'файла'] },
};

const titles = {
  en: ([many, one, gen]: Forms) => ({
    list: many,
    create: `Create ${gen}`,
    edit: `Edit ${gen}`,
    show: one,
    clone: `Copy ${gen}`,
  }),
  ru: ([many, one, gen]: Forms) => ({
    list: many,
    create: `Создание ${gen}`,
    edit: `Редактирование ${gen}`,
    show: one,
    clone: `Копирование ${gen}`,
  }),
};

const build = (lang: 'en' | 'ru') =>
  Object.fromEntries(
    Object.entries(NAMES).map(([name, forms]) => [
      name,
      { [name]: forms[lang][0], titles: titles[lang](forms[lang]) },
    ]),
  );

export const resourceTexts = { en: build('en'), ru: build('ru') };
