import { defineResource } from '../define';

export default defineResource({
  name: 'trunk',
  route: '/settings/trunk',
  label: { en: 'Trunks', ru: 'Транки' },
  menu: { parent: 'settings', icon: 'ApiOutlined', order: 70 },
  permissions: { list: 'trunk.list', create: 'trunk.create', update: 'trunk.update', delete: 'trunk.delete' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'string',
      label: { en: 'Name', ru: 'Название' },
      required: true,
      max: 100,
      unique: { message: 'trunkExists' },
      list: { sortable: true, filter: 'contains' },
    },
    { name: 'username', type: 'string', label: { en: 'Username', ru: 'Логин' }, max: 100, list: {} },
    { name: 'password', type: 'password', label: { en: 'Password', ru: 'Пароль' }, max: 100 },
    { name: 'sip_account', type: 'string', label: { en: 'SIP account', ru: 'SIP-аккаунт' }, max: 100, list: {} },
    {
      name: 'host',
      type: 'string',
      label: { en: 'Host', ru: 'Хост' },
      required: true,
      max: 255,
      list: { sortable: true, filter: 'contains' },
    },
    { name: 'queue', type: 'string', label: { en: 'Queue', ru: 'Очередь' }, max: 100, list: {} },
    {
      name: 'providers',
      type: 'string',
      label: { en: 'Providers', ru: 'Провайдеры' },
      max: 500,
      form: { help: { en: 'Comma-separated', ru: 'Через запятую' } },
    },
    { name: 'active', type: 'boolean', label: { en: 'Active', ru: 'Активен' }, default: true, list: { filter: 'eq' } },
    {
      name: 'inbound_control',
      type: 'boolean',
      label: { en: 'Inbound control', ru: 'Контроль входящих' },
      default: false,
      list: { filter: 'eq' },
    },
  ],
});
