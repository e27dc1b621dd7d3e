import { COLORS, defineResource } from '../define';

export default defineResource({
  name: 'scriptOperator',
  api: 'script_operator',
  route: '/settings/script-operator',
  label: { en: 'Operator script', ru: 'Скрипт оператора' },
  menu: { parent: 'settings', icon: 'FileTextOutlined', order: 85 },
  permissions: {
    list: 'scriptOperator.list',
    create: 'scriptOperator.create',
    update: 'scriptOperator.update',
    delete: 'scriptOperator.delete',
  },
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
      name: 'script',
      type: 'html',
      label: { en: 'Script', ru: 'Скрипт' },
      required: true,
      max: 200000,
      list: {},
    },
  ],
});
