import { PERMISSION_KEYS, PERMISSIONS } from '../../permissions/catalogue';
import { settingsResource, crudKeys } from '../settings-resource';
import { enumsField, titleField } from '../fields';

// `permissions` travels as the spec's comma-separated string in /user/get; here it is a list of
// catalogue keys, so the server can refuse unknown keys.
export default settingsResource({
  name: 'permission',
  api: 'permission_group',
  label: { en: 'Permissions', ru: 'Права доступа' },
  icon: 'SafetyCertificateOutlined',
  order: 30,
  permissions: crudKeys('permission'),
  ids: 'asc',
  fields: [
    titleField({ unique: { message: 'permissionGroupExists' } }),
    // The show page and any generic control read the keys' descriptions as the options' labels.
    enumsField('permissions', { en: 'Permissions', ru: 'Права' }, PERMISSION_KEYS, PERMISSIONS, {
      form: { widget: 'permissionKeys' },
    }),
  ],
});
