import { COLORS, defineResource } from '../define';

export default defineResource({
  name: 'statusGroup',
  api: 'status_group',
  route: '/settings/statusGroup',
  label: { en: 'Status groups', ru: 'Группы статусов' },
  menu: { parent: 'settings', icon: 'AppstoreOutlined', order: 50 },
  permissions: {
    list: 'statusGroup.list',
    create: 'statusGroup.create',
    update: 'statusGroup.update',
    delete: 'statusGroup.delete',
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
      name: 'statuses',
      type: 'referenceMulti',
      label: { en: 'Statuses', ru: 'Статусы' },
      reference: { resource: 'status', labelField: 'title' },
      list: {},
    },
  ],
});
