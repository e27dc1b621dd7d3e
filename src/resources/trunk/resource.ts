// Settings > Trunks (spec 000 section 3, issue 12): a carrier account the call-control service sends calls
// through and, when `register` is on, keeps registered at; the password is write-only. The form reads as
// three sections: how to reach the carrier, what the calls through it do, and whether it is in use.
import { settingsResource, crudKeys } from '../settings-resource';
import {
  CALLER_ID,
  countField,
  enumField,
  field,
  flagField,
  placeInGroups,
  SEARCHABLE,
  titleField,
} from '../fields';

const GROUPS = [
  { key: 'account', label: { en: 'Carrier account', ru: 'Учётная запись оператора связи' } },
  { key: 'calls', label: { en: 'Calls', ru: 'Звонки' } },
  { key: 'use', label: { en: 'In use', ru: 'Использование' } },
];

export default settingsResource({
  name: 'trunk',
  label: { en: 'Trunks', ru: 'Транки' },
  icon: 'ApiOutlined',
  order: 70,
  permissions: crudKeys('trunk'),
  ids: 'asc',
  groups: GROUPS,
  fields: placeInGroups(
    {
      account: ['title', 'host', 'port', 'transport', 'username', 'password', 'sip_account', 'register'],
      calls: ['caller_id', 'capacity', 'tariff_per_minute', 'queue', 'providers'],
      use: ['active', 'inbound_control'],
    },
    [
      titleField({ label: { en: 'Name', ru: 'Название' }, max: 100, unique: { message: 'trunkExists' } }),
      field('username', 'string', { en: 'Username', ru: 'Логин' }, { max: 100, list: {} }),
      field('password', 'password', { en: 'Password', ru: 'Пароль' }, { max: 100 }),
      field('sip_account', 'string', { en: 'SIP account', ru: 'SIP-аккаунт' }, { max: 100, list: {} }),
      field(
        'host',
        'string',
        { en: 'Host', ru: 'Хост' },
        {
          required: true,
          max: 255,
          format: 'host',
          list: SEARCHABLE,
          form: { help: { en: 'IP address or host name', ru: 'IP-адрес или доменное имя' } },
        },
      ),
      countField('port', { en: 'Port', ru: 'Порт' }, [1, 65535, 5060], { list: {} }),
      enumField(
        'transport',
        { en: 'Transport', ru: 'Транспорт' },
        ['udp', 'tcp'],
        {
          udp: { en: 'UDP', ru: 'UDP' },
          tcp: { en: 'TCP', ru: 'TCP' },
        },
        { default: 'udp' },
      ),
      flagField('register', { en: 'Register at the carrier', ru: 'Регистрация у оператора связи' }, false),
      field('caller_id', 'string', { en: 'Caller ID', ru: 'Номер АОН' }, { ...CALLER_ID, list: {} }),
      countField(
        'capacity',
        { en: 'Simultaneous calls (0: no limit)', ru: 'Одновременных звонков (0: без ограничения)' },
        [0, 10000, 30],
        { list: {} },
      ),
      field(
        'tariff_per_minute',
        'number',
        { en: 'Price per minute', ru: 'Цена минуты' },
        { min: 0, max: 100000, default: 0 },
      ),
      // A project's queue name (one of a set, chosen from the projects), checked on the server.
      field(
        'queue',
        'string',
        { en: 'Queue', ru: 'Очередь' },
        {
          max: 100,
          list: {},
          form: {
            widget: 'projectQueue',
            help: {
              en: "The project whose queue the carrier's calls go to; empty: the project that dials through this trunk",
              ru: 'Проект, в очередь которого идут звонки оператора связи; пусто — проект, звонящий через этот транк',
            },
          },
        },
      ),
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
      // Written by the call-control service (server/telephony), shown in the list as a coloured tag whose
      // tooltip is the carrier's reason for a failure.
      enumField(
        'registration_state',
        { en: 'Registration', ru: 'Регистрация' },
        ['', 'registered', 'failed'],
        {
          '': { en: 'Not registering', ru: 'Без регистрации' },
          registered: { en: 'Registered', ru: 'Зарегистрирован' },
          failed: { en: 'Failed', ru: 'Ошибка' },
        },
        {
          readOnly: true,
          list: {},
          display: {
            tagColors: { '': 'default', registered: 'green', failed: 'red' },
            tooltipField: 'registration_error',
          },
        },
      ),
      field(
        'registration_error',
        'string',
        { en: 'Registration error', ru: 'Ошибка регистрации' },
        { readOnly: true },
      ),
    ],
  ),
});
