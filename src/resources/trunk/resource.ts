import { settingsResource, crudKeys } from '../settings-resource';
import { field, flagField, SEARCHABLE, titleField } from '../fields';

export default settingsResource({
  name: 'trunk',
  label: { en: 'Trunks', ru: 'Транки' },
  icon: 'ApiOutlined',
  order: 70,
  permissions: crudKeys('trunk'),
  ids: 'asc',
  fields: [
    titleField({ label: { en: 'Name', ru: 'Название' }, max: 100, unique: { message: 'trunkExists' } }),
    field('username', 'string', { en: 'Username', ru: 'Логин' }, { max: 100, list: {} }),
    field('password', 'password', { en: 'Password', ru: 'Пароль' }, { max: 100 }),
    field('sip_account', 'string', { en: 'SIP account', ru: 'SIP-аккаунт' }, { max: 100, list: {} }),
    field('host', 'string', { en: 'Host', ru: 'Хост' }, { required: true, max: 255, list: SEARCHABLE }),
    field('queue', 'string', { en: 'Queue', ru: 'Очередь' }, { max: 100, list: {} }),
    field(
      'providers',
      'string',
      { en: 'Providers', ru: 'Провайдеры' },
      {
        max: 500,
        form: { help: { en: 'Comma-separated', ru: 'Через запятую' } },
      },
    ),
    flagField('active', { en: 'Active', ru: 'Активен' }, true),
    flagField('inbound_control', { en: 'Inbound control', ru: 'Контроль входящих' }, false),
  ],
});
