// The columns of a calls export: the calls report's (plugins/calls-report/texts.ts, same keys and labels),
// each read from the report's item (server/calls/report/items.ts), which has already masked the phones the
// reader may not see.
import type { Text } from '../../from-client';
import type { Locale } from '../../i18n/locale';
import type { Cell } from '../cells';
import type { ExportField, FieldKind, ReadContext } from './source';

type ReportItem = Record<string, unknown> & {
  campaign: { title: string } | null;
  contact: { full_name: string } | null;
  operator: { full_name: string } | null;
  tags: { title: string }[];
  status_groups: string[];
};

interface CallField extends ExportField {
  cell: (item: ReportItem, ctx: ReadContext) => Cell;
}

const CONTEXTS: Record<string, Text> = {
  outbound: { en: 'Outbound', ru: 'Исходящий' },
  inbound: { en: 'Inbound', ru: 'Входящий' },
};
const TYPES: Record<string, Text> = {
  TYPE_ROBOT: { en: 'Robot', ru: 'Робот' },
  TYPE_ROBOT_RECALL: { en: 'Robot recall', ru: 'Перезвон робота' },
  TYPE_SYSTEM: { en: 'Manual', ru: 'Ручной' },
  TYPE_TASK: { en: 'Task', ru: 'Задача' },
  TYPE_TRANSFER: { en: 'Transfer', ru: 'Перевод' },
};
const INITIATORS: Record<string, Text> = {
  client: { en: 'Client', ru: 'Клиент' },
  operator: { en: 'Operator', ru: 'Оператор' },
  none: { en: 'No data', ru: 'Нет данных' },
};

const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const named = (map: Record<string, Text>, value: unknown, locale: Locale) =>
  map[String(value)]?.[locale] ?? textOf(value);

const field = (
  key: string,
  label: Text,
  kind: FieldKind,
  cell: CallField['cell'] = (item) => textOf(item[key]),
): CallField => ({ key, label, kind, cell });
const seconds = (key: string, label: Text) => field(key, label, 'number', (item) => Number(item[key]));
const instant = (key: string, label: Text) =>
  field(key, label, 'datetime', (item, ctx) => ctx.dateTime(item[key] as string | null));

export const CALL_FIELDS: CallField[] = [
  field('id', { en: 'ID', ru: 'ID' }, 'number', (item) => Number(item.id)),
  instant('at', { en: 'Date', ru: 'Дата' }),
  field('client_phone', { en: 'Client phone', ru: 'Телефон клиента' }, 'phone'),
  field('campaign', { en: 'Project', ru: 'Проект' }, 'text', (item) => item.campaign?.title ?? ''),
  field('context', { en: 'Direction', ru: 'Направление' }, 'text', (item, ctx) =>
    named(CONTEXTS, item.context, ctx.locale),
  ),
  field('to_phone', { en: 'Destination', ru: 'Назначение' }, 'phone'),
  field('trunk', { en: 'Trunk', ru: 'Транк' }, 'text'),
  field('source', { en: 'Source', ru: 'Источник' }, 'phone'),
  seconds('duration', { en: 'Duration', ru: 'Длительность' }),
  seconds('bill_sec', { en: 'Billing', ru: 'Биллинг' }),
  seconds('dial_sec', { en: 'Dial', ru: 'Набор' }),
  seconds('wait_sec', { en: 'Wait', ru: 'Ожидание' }),
  seconds('talk_sec', { en: 'Talk', ru: 'Разговор' }),
  field('initiator_hang_up', { en: 'Hung up', ru: 'Кто завершил' }, 'text', (item, ctx) =>
    named(INITIATORS, item.initiator_hang_up ?? 'none', ctx.locale),
  ),
  field('status', { en: 'Status', ru: 'Статус' }, 'text', (item) => textOf(item.status_label)),
  field('status_operator', { en: 'Operator status', ru: 'Статус оператора' }, 'text'),
  field('contact', { en: 'Contact', ru: 'Контакт' }, 'text', (item) => item.contact?.full_name ?? ''),
  field('operator', { en: 'Operator', ru: 'Оператор' }, 'text', (item) => item.operator?.full_name ?? ''),
  field('client_status', { en: 'Client status', ru: 'Статус клиента' }, 'text'),
  field('robot_status', { en: 'Robot status', ru: 'Статус робота' }, 'text', (item) =>
    item.robot_status == null ? '' : JSON.stringify(item.robot_status),
  ),
  field('call_type', { en: 'Call type', ru: 'Тип звонка' }, 'text', (item, ctx) =>
    named(TYPES, item.call_type, ctx.locale),
  ),
  field('status_groups', { en: 'Status groups', ru: 'Группы статусов' }, 'text', (item) =>
    item.status_groups.join(', '),
  ),
  field('provider', { en: 'Provider', ru: 'Провайдер' }, 'text'),
  field('region', { en: 'Region', ru: 'Регион' }, 'text'),
  field('tz', { en: 'Time zone', ru: 'Часовой пояс' }, 'text'),
  field('result', { en: 'Result', ru: 'Результат' }, 'text'),
  field('tags', { en: 'Tags', ru: 'Теги' }, 'text', (item) => item.tags.map((t) => t.title).join(', ')),
  field('comments', { en: 'Comments', ru: 'Комментарии' }, 'number', (item) => Number(item.comments)),
  field('price', { en: 'Price', ru: 'Стоимость' }, 'number', (item) => Number(item.price)),
  field('recording', { en: 'Recording', ru: 'Запись' }, 'text', (item) => textOf(item.audio_path)),
  field('hangup_cause', { en: 'Hang-up cause', ru: 'Причина завершения' }, 'text'),
  instant('answered_at', { en: 'Answered', ru: 'Ответ' }),
  instant('ended_at', { en: 'Ended', ru: 'Завершён' }),
];

export const CALL_FIELD_BY_KEY = new Map(CALL_FIELDS.map((f) => [f.key, f]));
export type { ReportItem };
