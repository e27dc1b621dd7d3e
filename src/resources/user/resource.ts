import { ROLES } from '../../permissions/catalogue';
import { settingsResource, crudKeys } from '../settings-resource';
import { enumField, field, referenceField, SEARCHABLE } from '../fields';

const ROLE_LABELS = {
  ROLE_ADMIN: { en: 'Administrator', ru: 'Администратор' },
  ROLE_SUPERVISOR: { en: 'Supervisor', ru: 'Супервайзер' },
  ROLE_OPERATOR: { en: 'Operator', ru: 'Оператор' },
  ROLE_GUEST: { en: 'Guest', ru: 'Гость' },
};

// `password` is required when a user is created and left unchanged on edit when empty; the server
// hashes it. The extension password is the SIP secret: stored, never sent back.
export default settingsResource({
  name: 'user',
  label: { en: 'Users', ru: 'Пользователи' },
  recordTitle: 'full_name',
  icon: 'TeamOutlined',
  order: 10,
  permissions: crudKeys('user'),
  ids: 'asc',
  fields: [
    field(
      'full_name',
      'string',
      { en: 'Full name', ru: 'ФИО' },
      { required: true, max: 255, list: SEARCHABLE },
    ),
    field(
      'email',
      'email',
      { en: 'E-mail', ru: 'E-mail' },
      {
        required: true,
        max: 255,
        unique: { message: 'userEmailExists' },
        list: SEARCHABLE,
      },
    ),
    enumField('role', { en: 'Role', ru: 'Роль' }, ROLES, ROLE_LABELS, {
      required: true,
      default: 'ROLE_OPERATOR',
    }),
    field('password', 'password', { en: 'Password', ru: 'Пароль' }, { required: true, min: 8, max: 128 }),
    field(
      'extension_username',
      'string',
      { en: 'Extension', ru: 'Внутренний номер' },
      {
        max: 32,
        unique: { message: 'userPhoneExists' },
        list: SEARCHABLE,
      },
    ),
    field(
      'extension_password',
      'password',
      { en: 'Extension password', ru: 'Пароль внутреннего номера' },
      { max: 128 },
    ),
    referenceField('user_group_id', { en: 'User group', ru: 'Группа пользователей' }, 'userGroup'),
    referenceField('permission_group_id', { en: 'Permission group', ru: 'Группа прав' }, 'permission', {
      required: true,
    }),
    referenceField('main_trunk_id', { en: 'Main trunk', ru: 'Основной транк' }, 'trunk'),
  ],
});
