import { PERMISSION_KEYS, PERMISSIONS } from '../../permissions/catalogue';
import { defineResource } from '../define';

// `permissions` travels as the spec's comma-separated string in /user/get; here it is a list of
// catalogue keys, so the server can refuse unknown keys.
export default defineResource({
  name: 'permission',
  api: 'permission_group',
  route: '/settings/permission',
  label: { en: 'Permissions rights', ru: 'Права доступа' },
  menu: { parent: 'settings', icon: 'SafetyCertificateOutlined', order: 30 },
  permissions: {
    list: 'permission.list',
    create: 'permission.create',
    update: 'permission.update',
    delete: 'permission.delete',
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
      unique: { message: 'permissionGroupExists' },
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'permissions',
      type: 'enumMulti',
      label: { en: 'Permissions', ru: 'Права' },
      options: PERMISSION_KEYS,
      // The show page and any generic control then read the keys' descriptions.
      optionLabels: PERMISSIONS,
      form: { widget: 'permissionKeys' },
    },
  ],
});
