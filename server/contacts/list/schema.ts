// Request schemas of the contact list and its bulk actions (docs/contracts.md, "The contact list").
import { ID_SCHEMA, idList } from '../../http/schemas';
import type { Text } from '../../from-client';
import { CONTACT_LABELS } from '../labels';
import { CONTACT_SORTS } from './sort';

const id = ID_SCHEMA;
const ids = idList();
const moment = { type: 'string', maxLength: 40 };

export const DATE_FILTERS = ['created', 'updated', 'call_date'] as const;

export const LIST_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
    sort: { type: 'string', enum: CONTACT_SORTS, default: 'DESC' },
    campaign_id: ids,
    status_id: ids,
    user_id: ids,
    tag_id: ids,
    phone: { type: 'string', minLength: 1, maxLength: 64 },
    full_name: { type: 'string', minLength: 1, maxLength: 255 },
    ...Object.fromEntries(
      DATE_FILTERS.flatMap((f) => [
        [`${f}_from`, moment],
        [`${f}_to`, moment],
      ]),
    ),
    has_recall_task: { type: 'boolean' },
  },
};

export interface ListQuery {
  page: number;
  limit: number;
  cursor?: string;
  sort: (typeof CONTACT_SORTS)[number];
  campaign_id?: number[];
  status_id?: number[];
  user_id?: number[];
  tag_id?: number[];
  phone?: string;
  full_name?: string;
  has_recall_task?: boolean;
  [dateBound: `${string}_${'from' | 'to'}`]: string | undefined;
}

const bulkIds = { type: 'array', items: id, minItems: 1, maxItems: 10_000 };

export const OPERATOR_BODY = {
  type: 'object',
  required: ['ids', 'user_id'],
  // An empty user_id takes the operator away.
  properties: { ids: bulkIds, user_id: { type: 'string', pattern: '^\\d{0,10}$' } },
};

export const STATUS_BODY = {
  type: 'object',
  required: ['ids', 'status_id'],
  properties: { ids: bulkIds, status_id: id },
};

export const LIST_LABELS: Readonly<Record<string, Text>> = {
  ...CONTACT_LABELS,
  ids: { en: 'Contacts', ru: 'Контакты' },
  status_id: { en: 'Status', ru: 'Статус' },
  campaign_id: { en: 'Project', ru: 'Проект' },
  tag_id: { en: 'Tags', ru: 'Теги' },
  page: { en: 'Page', ru: 'Страница' },
  limit: { en: 'Page size', ru: 'Размер страницы' },
  cursor: { en: 'Page', ru: 'Страница' },
  sort: { en: 'Sorting', ru: 'Сортировка' },
  created_from: { en: 'Created from', ru: 'Создан с' },
  created_to: { en: 'Created to', ru: 'Создан по' },
  updated_from: { en: 'Updated from', ru: 'Изменён с' },
  updated_to: { en: 'Updated to', ru: 'Изменён по' },
  call_date_from: { en: 'Call date from', ru: 'Дата звонка с' },
  call_date_to: { en: 'Call date to', ru: 'Дата звонка по' },
  has_recall_task: { en: 'Has a recall task', ru: 'Есть задача перезвонить' },
};
