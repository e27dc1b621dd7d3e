import { defineResource } from '../define';
import { field, uniquePhoneField } from '../fields';

// Phones never to be dialled. Adding and deleting have keys of their own; there is no edit. Import of a
// CSV or XLSX file of phones (blackList.import) is a route of its own (POST /api/black_list/import), with a
// hand-written page (ImportPage.tsx) the route registry attaches to this list.
export default defineResource({
  name: 'blackList',
  api: 'black_list',
  route: '/blackList',
  label: { en: 'Blacklist', ru: 'Чёрный список' },
  recordTitle: 'phone',
  menu: { icon: 'StopOutlined', order: 950 },
  permissions: { list: 'blackList.list', create: 'blackList.add', delete: 'blackList.delete' },
  defaultSort: { field: 'id', order: 'desc' },
  exports: ['blacklist'],
  fields: [
    uniquePhoneField(),
    field('comment', 'string', { en: 'Comment', ru: 'Комментарий' }, { max: 500, list: {} }),
    field(
      'created_at',
      'datetime',
      { en: 'Added', ru: 'Добавлен' },
      { readOnly: true, list: { sortable: true } },
    ),
  ],
});
