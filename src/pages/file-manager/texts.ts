// The file manager's words, in their own i18n namespace, registered when the page's chunk loads.
import { addResourceBundles } from '@/src/i18n';

export const FILES_NS = 'files';

addResourceBundles(
  {
    en: {
      title: 'File manager',
      name: 'Name',
      size: 'Size',
      type: 'Type',
      created: 'Uploaded',
      updated: 'Changed',
      upload: 'Upload a file',
      download: 'Download',
      rename: 'Rename',
      renameTitle: 'Rename "{{name}}"',
      search: 'Search by name',
      disk: {
        title: 'Disk space',
        used: 'Used {{used}} of {{size}}',
        free: 'Free: {{free}} GB',
      },
    },
    ru: {
      title: 'Файловый менеджер',
      name: 'Имя',
      size: 'Размер',
      type: 'Тип',
      created: 'Загружен',
      updated: 'Изменён',
      upload: 'Загрузить файл',
      download: 'Скачать',
      rename: 'Переименовать',
      renameTitle: 'Переименовать «{{name}}»',
      search: 'Поиск по имени',
      disk: {
        title: 'Место на диске',
        used: 'Занято {{used}} из {{size}}',
        free: 'Свободно: {{free}} ГБ',
      },
    },
  },
  FILES_NS,
);
