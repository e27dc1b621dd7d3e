// The import page's words, in their own i18n namespace, registered when the page's chunk loads.
import { addResourceBundles } from '@/src/i18n';

export const IMPORT_NS = 'blackListImport';

addResourceBundles(
  {
    en: {
      title: 'Import phones into the blacklist',
      hint: 'A CSV or XLSX file: the phones in the first column, or in a column headed "phone". Phones already listed and invalid ones are counted, not added.',
      file: 'File',
      pick: 'Select a file',
      submit: 'Import',
      back: 'Back to the blacklist',
      result: 'Import finished',
      added: 'Added',
      duplicate: 'Duplicates',
      invalid: 'Invalid',
      total: 'Rows in the file',
    },
    ru: {
      title: 'Импорт номеров в чёрный список',
      hint: 'Файл CSV или XLSX: номера в первом столбце или в столбце с заголовком «телефон». Уже внесённые и некорректные номера учитываются, но не добавляются.',
      file: 'Файл',
      pick: 'Выбрать файл',
      submit: 'Импортировать',
      back: 'К чёрному списку',
      result: 'Импорт завершён',
      added: 'Добавлено',
      duplicate: 'Дубликаты',
      invalid: 'Некорректные',
      total: 'Строк в файле',
    },
  },
  IMPORT_NS,
);
