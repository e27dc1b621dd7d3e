import { defineResource } from '../define';

export default defineResource({
  name: 'userGroup',
  api: 'user_group',
  route: '/settings/userGroup',
  label: { en: 'User groups', ru: 'Группы пользователей' },
  menu: { parent: 'settings', icon: 'ClusterOutlined', order: 20 },
  permissions: {
    list: 'userGroup.list',
    create: 'userGroup.create',
    update: 'userGroup.update',
    delete: 'userGroup.delete',
  },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'string',
      label: { en: 'Title', ru: 'Название' },
      required: true,
      max: 255,
      unique: { message: 'userGroupExists' },
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'card_timeout',
      type: 'integer',
      label: { en: 'Card timeout, s', ru: 'Время на карточку, с' },
      min: 0,
      max: 86400,
      default: 0,
      list: { sortable: true },
      form: { help: { en: '0 means no limit', ru: '0 — без ограничения' } },
    },
    {
      name: 'operator_auto_answer',
      type: 'boolean',
      label: { en: 'Operators answer automatically', ru: 'Автоответ операторов' },
      default: false,
      list: { filter: 'eq' },
    },
  ],
});
