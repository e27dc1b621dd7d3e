// The texts of the generated screens, in the i18n namespace `crud`: each declaration's title (from its
// `label`, so the menu, breadcrumbs and page titles say what the declaration says) and the few words the
// generic list, form and show pages need. Refine's and the spec's own keys (buttons.*, confirm.*,
// created/updated/deleted, validation.*) stay in the main namespace.
import { addResourceBundles, type Locale } from '@/src/i18n';
import type { ResourceDeclaration } from '../define';

export const CRUD_NS = 'crud';

const ui = {
  en: {
    action: { create: 'Create', edit: 'Edit', show: 'View' },
    page: { create: 'new record', edit: 'record {{id}}', show: 'record {{id}}' },
    yes: 'Yes',
    no: 'No',
    from: 'from',
    to: 'to',
    filters: 'Filters',
    preview: 'Preview',
    passwordKeep: 'Leave empty to keep the current password',
    missingReference: '#{{id}} (not found)',
    file: { play: 'Play', download: 'Download', failed: 'The file could not be loaded' },
    copy: {
      title: 'Make a copy',
      ok: 'Copy and open',
      intro: 'The copy gets every setting of “{{name}}”. Name it; its form opens next.',
      introUnnamed: 'The copy gets every setting of this record; its form opens next.',
    },
  },
  ru: {
    action: { create: 'Создание', edit: 'Редактирование', show: 'Просмотр' },
    page: { create: 'новая запись', edit: 'запись {{id}}', show: 'запись {{id}}' },
    yes: 'Да',
    no: 'Нет',
    from: 'от',
    to: 'до',
    filters: 'Фильтры',
    preview: 'Предпросмотр',
    passwordKeep: 'Оставьте пустым, чтобы не менять пароль',
    missingReference: '#{{id}} (не найдено)',
    file: { play: 'Прослушать', download: 'Скачать', failed: 'Не удалось загрузить файл' },
    copy: {
      title: 'Создание копии',
      ok: 'Скопировать и открыть',
      intro: 'Копия получит все настройки «{{name}}». Назовите её — затем откроется её форма.',
      introUnnamed: 'Копия получит все настройки этой записи; затем откроется её форма.',
    },
  },
} satisfies Record<Locale, object>;

/** The i18n key (in CRUD_NS) of a declaration's title. */
export const titleKey = (resource: Pick<ResourceDeclaration, 'name'>) => `titles.${resource.name}`;

export function crudTexts(resources: readonly ResourceDeclaration[]) {
  const titles = (locale: Locale) => Object.fromEntries(resources.map((r) => [r.name, r.label[locale]]));
  return {
    en: { ...ui.en, titles: titles('en') },
    ru: { ...ui.ru, titles: titles('ru') },
  };
}

export function registerCrudTexts(resources: readonly ResourceDeclaration[]): void {
  addResourceBundles(crudTexts(resources), CRUD_NS);
}
