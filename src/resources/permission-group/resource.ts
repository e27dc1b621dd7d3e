import { PERMISSION_KEYS, PERMISSIONS } from '../../permissions/catalogue';
import { settingsResource, crudKeys } from '../settings-resource';
import { field, titleField } from '../fields';

// `permissions` travels as the spec's comma-separated string in /user/get; here it is a list of
// catalogue keys, so the server can refuse unknown keys.
export default settingsResource({
  name: 'permission',
  api: 'permission_group',
  label: { en: 'Permissions rights', ru: 'Права доступа' },
  icon: 'SafetyCertificateOutlined',
  order: 30,
  permissions: crudKeys('permission'),
  ids: 'asc',
  fields: [
    titleField({ unique: { message: 'permissionGroupExists' } }),
    field(
      'permissions',
      'enumMulti',
      { en: 'Permissions', ru: 'Права' },
      {
        options: PERMISSION_KEYS,
        // The show page and any generic control then read the keys' descriptions.
        optionLabels: PERMISSIONS,
        form: { widget: 'permissionKeys' },
      },
    ),
  ],
});
