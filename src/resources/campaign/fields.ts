import type { FieldDeclaration } from '../define';
import { countField, enumField, referenceField, titleField } from '../fields';
import {
  AUTO_DIAL_TYPES,
  CONTEXTS,
  OPTION_LABELS,
  QUEUE_STRATEGIES,
  SPEECH_PROVIDERS,
  WEEK_DAYS,
} from './options';

const seconds = { en: ', s', ru: ', с' };
const s = (en: string, ru: string) => ({ en: en + seconds.en, ru: ru + seconds.ru });
const strategyLabels = Object.fromEntries(QUEUE_STRATEGIES.map((v) => [v, { en: v, ru: v }]));
const group = (key: string) => ({ form: { group: key } });

export const CAMPAIGN_FIELDS: FieldDeclaration[] = [
  titleField(group('main')),
  {
    name: 'queue_name',
    type: 'string',
    label: { en: 'Queue name', ru: 'Имя очереди' },
    readOnly: true,
    list: { filter: 'contains' },
    ...group('main'),
  },
  referenceField(
    'user_group_id',
    { en: 'User group', ru: 'Группа пользователей' },
    'userGroup',
    group('people'),
  ),
  referenceField('supervisor_id', { en: 'Supervisor', ru: 'Супервайзер' }, 'user', {
    reference: { resource: 'user', labelField: 'full_name' },
    ...group('people'),
  }),
  referenceField('guest_id', { en: 'Guest', ru: 'Гость' }, 'user', {
    reference: { resource: 'user', labelField: 'full_name' },
    list: undefined,
    ...group('people'),
  }),
  referenceField('trunk_id', { en: 'Trunk', ru: 'Транк' }, 'trunk', group('telephony')),
  enumField(
    'context',
    { en: 'Context', ru: 'Контекст' },
    CONTEXTS,
    OPTION_LABELS.context,
    group('telephony'),
  ),
  {
    name: 'caller_id',
    type: 'string',
    label: { en: 'Caller ID', ru: 'Номер АОН' },
    max: 32,
    ...group('telephony'),
  },
  {
    name: 'time_zone',
    type: 'string',
    label: { en: 'Time zone', ru: 'Часовой пояс' },
    max: 64,
    default: 'Europe/Moscow',
    ...group('telephony'),
  },
  countField('queue_timeout', s('Queue timeout', 'Таймаут очереди'), [0, 3600, 30], group('queue')),
  countField('operator_timeout', s('Operator timeout', 'Таймаут оператора'), [0, 3600, 20], group('queue')),
  enumField(
    'queue_strategy',
    { en: 'Queue strategy', ru: 'Стратегия очереди' },
    QUEUE_STRATEGIES,
    strategyLabels,
    group('queue'),
  ),
  countField('dial_timeout', s('Dial timeout', 'Таймаут набора'), [1, 600, 30], group('dialling')),
  countField('global_timeout', s('Global timeout', 'Общий таймаут'), [0, 86400, 3600], group('dialling')),
  countField(
    'simultaneous_calls',
    { en: 'Simultaneous calls', ru: 'Одновременных звонков' },
    [1, 1000, 1],
    group('dialling'),
  ),
  enumField(
    'auto_dial_type',
    { en: 'Auto-dial type', ru: 'Тип автонабора' },
    AUTO_DIAL_TYPES,
    OPTION_LABELS.autoDial,
    {
      default: 'manual',
      ...group('autodial'),
    },
  ),
  countField(
    'predictive_percent',
    { en: 'Predictive percentage', ru: 'Процент предиктива' },
    [0, 100, 0],
    group('autodial'),
  ),
  countField(
    'additional_phone_timeout',
    s('Additional-phone timeout', 'Таймаут доп. номеров'),
    [0, 86400, 0],
    group('autodial'),
  ),
  enumField(
    'active_additional_phone_timeout',
    { en: 'Additional phones', ru: 'Дополнительные номера' },
    ['0', '1'],
    OPTION_LABELS.onOff,
    {
      list: undefined,
      ...group('autodial'),
    },
  ),
  countField('max_attempts', { en: 'Max attempts', ru: 'Максимум попыток' }, [1, 100, 3], group('autodial')),
  {
    name: 'transfer_phones',
    type: 'json',
    label: { en: 'Phones for transfer', ru: 'Номера для перевода' },
    default: null,
    form: { group: 'transfer', widget: 'transferPhones' },
  },
  referenceField('template_card_id', { en: 'Card template', ru: 'Шаблон карточки' }, 'templateCard', {
    list: undefined,
    ...group('card'),
  }),
  referenceField('script_operator_id', { en: 'Operator script', ru: 'Скрипт оператора' }, 'scriptOperator', {
    list: undefined,
    ...group('card'),
  }),
  {
    name: 'show_phone',
    type: 'boolean',
    label: { en: 'Operators and guests see phone numbers', ru: 'Операторы и гости видят номера' },
    default: true,
    ...group('card'),
  },
  {
    name: 'by_call_date',
    type: 'boolean',
    label: { en: 'Call contacts by their call date', ru: 'Звонить по дате звонка контакта' },
    default: false,
    ...group('card'),
  },
  {
    name: 'sms_template',
    type: 'text',
    label: { en: 'SMS template', ru: 'Шаблон SMS' },
    max: 1000,
    ...group('messages'),
  },
  {
    name: 'email_subject',
    type: 'string',
    label: { en: 'E-mail subject', ru: 'Тема письма' },
    max: 255,
    ...group('messages'),
  },
  {
    name: 'email_template',
    type: 'text',
    label: { en: 'E-mail template', ru: 'Шаблон письма' },
    max: 20000,
    ...group('messages'),
  },
  {
    name: 'webhook_url',
    type: 'url',
    label: { en: 'External webhook', ru: 'Внешний вебхук' },
    max: 2000,
    ...group('messages'),
  },
  enumField(
    'recognition_provider',
    { en: 'Speech recognition', ru: 'Распознавание речи' },
    SPEECH_PROVIDERS,
    OPTION_LABELS.speech,
    {
      list: undefined,
      ...group('speech'),
    },
  ),
  enumField(
    'synthesis_provider',
    { en: 'Speech synthesis', ru: 'Синтез речи' },
    SPEECH_PROVIDERS,
    OPTION_LABELS.speech,
    {
      list: undefined,
      ...group('speech'),
    },
  ),
  {
    name: 'call_days',
    type: 'enumMulti',
    label: { en: 'Days of the week', ru: 'Дни недели' },
    options: WEEK_DAYS,
    optionLabels: OPTION_LABELS.weekDays,
    default: ['mon', 'tue', 'wed', 'thu', 'fri'],
    ...group('schedule'),
  },
  {
    name: 'call_time_from',
    type: 'time',
    label: { en: 'Call from', ru: 'Звонить с' },
    default: '09:00',
    ...group('schedule'),
  },
  {
    name: 'call_time_to',
    type: 'time',
    label: { en: 'Call until', ru: 'Звонить до' },
    default: '21:00',
    ...group('schedule'),
  },
  countField('dial_attempts', { en: 'Dial attempts', ru: 'Попыток дозвона' }, [1, 100, 1], group('schedule')),
];
