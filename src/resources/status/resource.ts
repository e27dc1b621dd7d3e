import { COLORS, defineResource } from '../define';

// The catalogue has no status.delete: statuses are switched off (`active`), never deleted, because
// contacts and calls keep pointing at them.
export default defineResource({
  name: 'status',
  route: '/settings/status',
  label: { en: 'Statuses', ru: 'Статусы' },
  menu: { parent: 'settings', icon: 'FlagOutlined', order: 60 },
  permissions: { list: 'status.list', create: 'status.create', update: 'status.update' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    {
      name: 'title',
      type: 'string',
      label: { en: 'Title', ru: 'Название' },
      required: true,
      max: 255,
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'color',
      type: 'color',
      label: { en: 'Colour', ru: 'Цвет' },
      options: COLORS,
      default: 'none',
      list: { filter: 'eq' },
    },
    {
      name: 'campaign_id',
      type: 'reference',
      label: { en: 'Project', ru: 'Проект' },
      reference: { resource: 'campaign', labelField: 'title' },
      list: { sortable: true, filter: 'eq' },
    },
    { name: 'description', type: 'text', label: { en: 'Description', ru: 'Описание' }, max: 2000 },
    {
      name: 'crm_status',
      type: 'string',
      label: { en: 'CRM status', ru: 'Статус в CRM' },
      max: 255,
      list: { filter: 'contains' },
    },
    {
      name: 'active',
      type: 'boolean',
      label: { en: 'Active', ru: 'Активен' },
      default: true,
      list: { filter: 'eq' },
    },
    {
      name: 'app_system',
      type: 'boolean',
      label: { en: 'System status', ru: 'Системный статус' },
      default: false,
      list: { filter: 'eq' },
    },
  ],
});
