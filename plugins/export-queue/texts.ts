// The export dropdown's texts (spec 000 sections 2.3, 3, 4.3; spec 001 section 8); same keys in both languages.
import { pluginTexts } from '@/src/plugin-api';

const en = {
  panel: 'Exports',
  empty: 'No exports yet',
  loadFailed: 'The exports could not be loaded',
  status: {
    STATUS_PROCESSING: 'In progress',
    STATUS_DONE: 'Done',
    STATUS_CANCELED: 'Cancelled',
    STATUS_ERROR: 'Failed',
  },
  rows: '{{synced}} of {{total}} rows',
  synced: '{{synced}} rows',
  csv: 'CSV',
  xlsx: 'XLSX',
  xlsxTooMany: 'XLSX holds at most 1,000,000 rows: download the CSV',
  xlsxWhenDone: 'XLSX is ready when every row is written',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this export and its file?',
  yes: 'Yes',
  no: 'Cancel',
  downloadError: 'Download error',
  deleteError: 'Delete error',
  cancelError: 'The export was not cancelled',
};

const ru: typeof en = {
  panel: 'Выгрузки',
  empty: 'Выгрузок пока нет',
  loadFailed: 'Не удалось загрузить выгрузки',
  status: {
    STATUS_PROCESSING: 'Выполняется',
    STATUS_DONE: 'Завершена',
    STATUS_CANCELED: 'Отменена',
    STATUS_ERROR: 'Ошибка',
  },
  rows: '{{synced}} из {{total}} строк',
  synced: 'Строк: {{synced}}',
  csv: 'CSV',
  xlsx: 'XLSX',
  xlsxTooMany: 'В XLSX помещается не больше 1 000 000 строк: скачайте CSV',
  xlsxWhenDone: 'XLSX будет готов, когда запишутся все строки',
  cancel: 'Отменить',
  delete: 'Удалить',
  deleteConfirm: 'Удалить выгрузку и её файл?',
  yes: 'Да',
  no: 'Отмена',
  downloadError: 'Ошибка загрузки файла',
  deleteError: 'Ошибка удаления',
  cancelError: 'Выгрузка не отменена',
};

export const texts = pluginTexts('export-queue', { en, ru });
