// The export chooser's texts, registered when it loads (never in the login page's bundle).
import { addResourceBundles } from '@/src/i18n';

export const EXPORT_NS = 'plugin-api-export';

const en = {
  button: 'Export',
  title: 'Export: {{type}}',
  fields: 'Columns of the file',
  all: 'All',
  none: 'None',
  start: 'Start the export',
  cancel: 'Cancel',
  noFields: 'No fields selected for export',
  fieldsFailed: 'The columns could not be loaded',
  started: 'The export has started',
  startedHint: 'The file appears in the export list of the top bar when it is ready.',
  failed: 'The export was not started',
  types: {
    call: 'Calls',
    contact: 'Contacts',
    blacklist: 'Blacklist',
    new: 'New contacts',
    no_answer: 'Contacts without an answer',
    robot: 'Robot calls of contacts',
    user_statistics: 'Operator statistics',
    user_statistics_history: 'Operator statistics history',
    kpi_report: 'KPI report',
  },
};

const ru: typeof en = {
  button: 'Выгрузить',
  title: 'Выгрузка: {{type}}',
  fields: 'Столбцы файла',
  all: 'Все',
  none: 'Ни одного',
  start: 'Начать выгрузку',
  cancel: 'Отмена',
  noFields: 'Не выбраны поля для выгрузки',
  fieldsFailed: 'Не удалось загрузить столбцы',
  started: 'Выгрузка началась',
  startedHint: 'Файл появится в списке выгрузок в верхней панели, когда будет готов.',
  failed: 'Выгрузка не начата',
  types: {
    call: 'Звонки',
    contact: 'Контакты',
    blacklist: 'Чёрный список',
    new: 'Новые контакты',
    no_answer: 'Контакты без ответа',
    robot: 'Звонки робота по контактам',
    user_statistics: 'Статистика операторов',
    user_statistics_history: 'История статистики операторов',
    kpi_report: 'Отчёт KPI',
  },
};

addResourceBundles({ en, ru }, EXPORT_NS);
