import { settingsResource, crudKeys } from '../settings-resource';
import { enumField, field, referencesField, widgetField } from '../fields';

const KPI_TYPES = [
  'call_time',
  'card_time',
  'working_time',
  'calls_count',
  'calls_length_count',
  'calls_statuses_count',
] as const;
const KPI_TYPE_LABELS = {
  call_time: { en: 'Call time', ru: 'Время в звонках' },
  card_time: { en: 'Card time', ru: 'Время в карточках' },
  working_time: { en: 'Working time', ru: 'Рабочее время' },
  calls_count: { en: 'Number of calls', ru: 'Количество звонков' },
  calls_length_count: { en: 'Number of long calls', ru: 'Количество длинных звонков' },
  calls_statuses_count: { en: 'Calls with statuses', ru: 'Звонки со статусами' },
};
const RESET_MODES = ['none', 'daily', 'weekly', 'monthly'] as const;
const RESET_LABELS = {
  none: { en: 'Never', ru: 'Не сбрасывать' },
  daily: { en: 'Daily (at 23:59)', ru: 'Ежедневно (в 23:59)' },
  weekly: { en: 'Weekly', ru: 'Еженедельно' },
  monthly: { en: 'Monthly', ru: 'Ежемесячно' },
};

// The KPI targets constructor (route table: /settings/kpi). Time-type targets are in seconds.
export default settingsResource({
  name: 'kpiTarget',
  api: 'kpi_target',
  route: '/settings/kpi',
  label: { en: 'KPI targets', ru: 'Цели KPI' },
  recordTitle: 'kpi_type',
  icon: 'AimOutlined',
  order: 45,
  permissions: crudKeys('kpi'),
  ids: 'desc',
  fields: [
    enumField('kpi_type', { en: 'Metric', ru: 'Показатель' }, KPI_TYPES, KPI_TYPE_LABELS, { required: true }),
    field(
      'target',
      'number',
      { en: 'Target', ru: 'Цель' },
      { required: true, min: 0, max: 1e9, list: { sortable: true } },
    ),
    widgetField('options', { en: 'Options', ru: 'Параметры' }, 'kpiOptions'),
    enumField('reset_mode', { en: 'Resets', ru: 'Сброс' }, RESET_MODES, RESET_LABELS),
    field('end_at', 'datetime', { en: 'Ends at', ru: 'Окончание' }, { list: { sortable: true } }),
    referencesField('statuses', { en: 'Statuses', ru: 'Статусы' }, 'status'),
    referencesField('users', { en: 'Operators', ru: 'Операторы' }, 'user', 'full_name'),
  ],
});
