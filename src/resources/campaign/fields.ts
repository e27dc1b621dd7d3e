// The campaign's fields, listed group by group in the order the form shows them (spec 000 section 3).
import type { FieldDeclaration, Text } from '../define';
import {
  CALLER_ID,
  countField,
  enumField,
  enumsField,
  field,
  referenceField,
  titleField,
  widgetField,
} from '../fields';
import {
  AUTO_DIAL_TYPES,
  CONTEXTS,
  OPTION_LABELS,
  QUEUE_STRATEGIES,
  SPEECH_PROVIDERS,
  WEEK_DAYS,
} from './options';

const s = (en: string, ru: string): Text => ({ en: `${en}, s`, ru: `${ru}, с` });
const strategyLabels = Object.fromEntries(QUEUE_STRATEGIES.map((v) => [v, { en: v, ru: v }]));
const byFullName = { reference: { resource: 'user', labelField: 'full_name' } };
/** Shown in the form, not as a list column. */
const formOnly = { list: undefined };

const speechField = (name: string, label: Text) =>
  enumField(name, label, SPEECH_PROVIDERS, OPTION_LABELS.speech, formOnly);

/** Puts every field of `fields` in the form group `key`. */
const inGroup = (key: string, fields: FieldDeclaration[]) =>
  fields.map((f) => ({ ...f, form: { ...f.form, group: key } }));

export const CAMPAIGN_FIELDS: FieldDeclaration[] = [
  ...inGroup('main', [
    titleField({ unique: { message: 'campaignExists' } }),
    field(
      'queue_name',
      'string',
      { en: 'Queue name', ru: 'Имя очереди' },
      { readOnly: true, list: { filter: 'contains' } },
    ),
  ]),
  ...inGroup('people', [
    referenceField('user_group_id', { en: 'User group', ru: 'Группа пользователей' }, 'userGroup'),
    referenceField('supervisor_id', { en: 'Supervisor', ru: 'Супервайзер' }, 'user', byFullName),
    referenceField('guest_id', { en: 'Guest', ru: 'Гость' }, 'user', { ...byFullName, ...formOnly }),
  ]),
  ...inGroup('telephony', [
    referenceField('trunk_id', { en: 'Trunk', ru: 'Транк' }, 'trunk'),
    enumField('context', { en: 'Context', ru: 'Контекст' }, CONTEXTS, OPTION_LABELS.context),
    field('caller_id', 'string', { en: 'Caller ID', ru: 'Номер АОН' }, CALLER_ID),
    field(
      'time_zone',
      'string',
      { en: 'Time zone', ru: 'Часовой пояс' },
      { max: 64, format: 'timeZone', default: 'Europe/Moscow' },
    ),
  ]),
  ...inGroup('queue', [
    countField('queue_timeout', s('Queue timeout', 'Таймаут очереди'), [0, 3600, 30]),
    countField('operator_timeout', s('Operator timeout', 'Таймаут оператора'), [0, 3600, 20]),
    enumField(
      'queue_strategy',
      { en: 'Queue strategy', ru: 'Стратегия очереди' },
      QUEUE_STRATEGIES,
      strategyLabels,
    ),
    referenceField(
      'moh_id',
      { en: 'Music on hold in the queue', ru: 'Музыка ожидания в очереди' },
      'moh',
      formOnly,
    ),
  ]),
  ...inGroup('dialling', [
    countField('dial_timeout', s('Dial timeout', 'Таймаут набора'), [1, 600, 30]),
    countField('global_timeout', s('Global timeout', 'Общий таймаут'), [0, 86400, 3600]),
    countField('simultaneous_calls', { en: 'Simultaneous calls', ru: 'Одновременных звонков' }, [1, 1000, 1]),
    // Imports skip numbers of these regions when asked to (docs/imports.md, "Blocked regions").
    field(
      'blocked_regions',
      'text',
      { en: 'Blocked regions (one per line)', ru: 'Запрещённые регионы (по одному в строке)' },
      { max: 10000, ...formOnly },
    ),
  ]),
  ...inGroup('autodial', [
    enumField(
      'auto_dial_type',
      { en: 'Auto-dial type', ru: 'Тип автонабора' },
      AUTO_DIAL_TYPES,
      OPTION_LABELS.autoDial,
      {
        default: 'manual',
      },
    ),
    countField('predictive_percent', { en: 'Predictive percentage', ru: 'Процент предиктива' }, [0, 100, 0]),
    countField(
      'additional_phone_timeout',
      s('Additional-phone timeout', 'Таймаут доп. номеров'),
      [0, 86400, 0],
    ),
    enumField(
      'active_additional_phone_timeout',
      { en: 'Additional phones', ru: 'Дополнительные номера' },
      ['0', '1'],
      OPTION_LABELS.onOff,
      formOnly,
    ),
    countField('max_attempts', { en: 'Max attempts', ru: 'Максимум попыток' }, [1, 100, 3]),
  ]),
  ...inGroup('transfer', [
    widgetField(
      'transfer_phones',
      { en: 'Phones for transfer', ru: 'Номера для перевода' },
      'transferPhones',
    ),
  ]),
  ...inGroup('card', [
    referenceField(
      'template_card_id',
      { en: 'Card template', ru: 'Шаблон карточки' },
      'templateCard',
      formOnly,
    ),
    referenceField(
      'script_operator_id',
      { en: 'Operator script', ru: 'Скрипт оператора' },
      'scriptOperator',
      formOnly,
    ),
    field(
      'show_phone',
      'boolean',
      { en: 'Operators and guests see phone numbers', ru: 'Операторы и гости видят номера' },
      {
        default: true,
      },
    ),
    field(
      'by_call_date',
      'boolean',
      { en: 'Call contacts by their call date', ru: 'Звонить по дате звонка контакта' },
      {
        default: false,
      },
    ),
  ]),
  ...inGroup('messages', [
    field('sms_template', 'text', { en: 'SMS template', ru: 'Шаблон SMS' }, { max: 1000 }),
    field('email_subject', 'string', { en: 'E-mail subject', ru: 'Тема письма' }, { max: 255 }),
    field('email_template', 'text', { en: 'E-mail template', ru: 'Шаблон письма' }, { max: 20000 }),
    field('webhook_url', 'url', { en: 'External webhook', ru: 'Внешний вебхук' }, { max: 2000 }),
  ]),
  ...inGroup('speech', [
    speechField('recognition_provider', { en: 'Speech recognition', ru: 'Распознавание речи' }),
    speechField('synthesis_provider', { en: 'Speech synthesis', ru: 'Синтез речи' }),
  ]),
  ...inGroup('schedule', [
    enumsField('call_days', { en: 'Days of the week', ru: 'Дни недели' }, WEEK_DAYS, OPTION_LABELS.weekDays, {
      default: ['mon', 'tue', 'wed', 'thu', 'fri'],
    }),
    field('call_time_from', 'time', { en: 'Call from', ru: 'Звонить с' }, { default: '09:00' }),
    field('call_time_to', 'time', { en: 'Call until', ru: 'Звонить до' }, { default: '21:00' }),
    countField('dial_attempts', { en: 'Dial attempts', ru: 'Попыток дозвона' }, [1, 100, 1]),
  ]),
];
