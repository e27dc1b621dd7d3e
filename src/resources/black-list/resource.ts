import { defineResource } from '../define';

// Phones never to be dialled. Adding and deleting have keys of their own; there is no edit. Import of a
// CSV or XLSX file of phones (blackList.import) is a route of its own (POST /api/black_list/import), with a
// hand-written page (ImportPage.tsx) the route registry attaches to this list.
export default defineResource({
  name: 'blackList',
  api: 'black_list',
  route: '/blackList',
  label: { en: 'Blacklist', ru: 'Чёрный список' },
  menu: { icon: 'StopOutlined', order: 950 },
  permissions: { list: 'blackList.list', create: 'blackList.add', delete: 'blackList.delete' },
  defaultSort: { field: 'id', order: 'desc' },
  fields: [
    {
      name: 'phone',
      type: 'phone',
      label: { en: 'Phone', ru: 'Телефон' },
      required: true,
      unique: { message: 'phoneExists' },
      list: { sortable: true, filter: 'contains' },
    },
    { name: 'comment', type: 'string', label: { en: 'Comment', ru: 'Комментарий' }, max: 500, list: {} },
    { name: 'created_at', type: 'datetime', label: { en: 'Added', ru: 'Добавлен' }, readOnly: true, list: { sortable: true } },
  ],
});
