import { ROLES } from '../../permissions/catalogue';
import { defineResource } from '../define';
import { enumField, referenceField } from '../fields';

const ROLE_LABELS = {
  ROLE_ADMIN: { en: 'Administrator', ru: 'Администратор' },
  ROLE_SUPERVISOR: { en: 'Supervisor', ru: 'Супервайзер' },
  ROLE_OPERATOR: { en: 'Operator', ru: 'Оператор' },
  ROLE_GUEST: { en: 'Guest', ru: 'Гость' },
};

// `password` is required when a user is created and left unchanged on edit when empty; the server
// hashes it. The extension password is the SIP secret: stored, never sent back.
export default defineResource({
  name: 'user',
  route: '/settings/user',
  label: { en: 'Users', ru: 'Пользователи' },
  menu: { parent: 'settings', icon: 'TeamOutlined', order: 10 },
  permissions: { list: 'user.list', create: 'user.create', update: 'user.update', delete: 'user.delete' },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: 'asc' },
  fields: [
    {
      name: 'full_name',
      type: 'string',
      label: { en: 'Full name', ru: 'ФИО' },
      required: true,
      max: 255,
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'email',
      type: 'email',
      label: { en: 'E-mail', ru: 'E-mail' },
      required: true,
      max: 255,
      unique: { message: 'userEmailExists' },
      list: { sortable: true, filter: 'contains' },
    },
    enumField('role', { en: 'Role', ru: 'Роль' }, ROLES, ROLE_LABELS, { required: true, default: 'ROLE_OPERATOR' }),
    { name: 'password', type: 'password', label: { en: 'Password', ru: 'Пароль' }, required: true, min: 8, max: 128 },
    {
      name: 'extension_username',
      type: 'string',
      label: { en: 'Extension', ru: 'Внутренний номер' },
      max: 32,
      unique: { message: 'userPhoneExists' },
      list: { sortable: true, filter: 'contains' },
    },
    {
      name: 'extension_password',
      type: 'password',
      label: { en: 'Extension password', ru: 'Пароль внутреннего номера' },
      max: 128,
    },
    referenceField('user_group_id', { en: 'User group', ru: 'Группа пользователей' }, 'userGroup'),
    referenceField('permission_group_id', { en: 'Permission group', ru: 'Группа прав' }, 'permission', {
      required: true,
    }),
    referenceField('main_trunk_id', { en: 'Main trunk', ru: 'Основной транк' }, 'trunk'),
  ],
});
