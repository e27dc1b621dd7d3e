import { COLORS, defineResource } from '../define';

export default defineResource({
  name: 'tag',
  route: '/settings/tag',
  label: { en: 'Tags', ru: 'Теги' },
  menu: { parent: 'settings', icon: 'TagsOutlined', order: 80 },
  permissions: { list: 'tag.list', create: 'tag.create', update: 'tag.update', delete: 'tag.delete' },
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
      name: 'app_system',
      type: 'boolean',
      label: { en: 'System tag', ru: 'Системный тег' },
      default: false,
      list: { filter: 'eq' },
    },
  ],
});
