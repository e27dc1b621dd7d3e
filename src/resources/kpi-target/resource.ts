import { defineResource } from '../define';
import { enumField } from '../fields';

export const KPI_TYPES = ['call_time', 'card_time', 'working_time', 'calls_count', 'calls_length_count', 'calls_statuses_count'] as const;
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
export default defineResource({
  name: 'kpiTarget',
  api: 'kpi_target',
  route: '/settings/kpi',
  label: { en: 'KPI targets', ru: 'Цели KPI' },
  menu: { parent: 'settings', icon: 'AimOutlined', order: 45 },
  permissions: { list: 'kpi.list', create: 'kpi.create', update: 'kpi.update', delete: 'kpi.delete' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    enumField('kpi_type', { en: 'Metric', ru: 'Показатель' }, KPI_TYPES, KPI_TYPE_LABELS, { required: true }),
    {
      name: 'target',
      type: 'number',
      label: { en: 'Target', ru: 'Цель' },
      required: true,
      min: 0,
      max: 1e9,
      list: { sortable: true },
    },
    {
      name: 'options',
      type: 'json',
      label: { en: 'Options', ru: 'Параметры' },
      default: null,
      form: { help: { en: 'e.g. {"min_call_length": 60}', ru: 'например {"min_call_length": 60}' } },
    },
    enumField('reset_mode', { en: 'Reset', ru: 'Сброс' }, RESET_MODES, RESET_LABELS),
    { name: 'end_at', type: 'datetime', label: { en: 'Ends at', ru: 'Окончание' }, list: { sortable: true } },
    {
      name: 'statuses',
      type: 'referenceMulti',
      label: { en: 'Statuses', ru: 'Статусы' },
      reference: { resource: 'status', labelField: 'title' },
    },
    {
      name: 'users',
      type: 'referenceMulti',
      label: { en: 'Operators', ru: 'Операторы' },
      reference: { resource: 'user', labelField: 'full_name' },
    },
  ],
});
