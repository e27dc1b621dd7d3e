// The report mode of GET /api/call/list (`report=true`, call.list): the calls report's filters, sorting and
// keyset paging (docs/contracts.md, "The calls report"). The card's mode keeps its own fields (../schemas.ts).
import { CALL_CONTEXTS, CALL_TYPES } from '../table';
import { CALL_STATUS_CODES, type Text } from '../../from-client';
import { idList } from '../../http/schemas';

export const REPORT_SORTS = ['at', 'duration', 'bill_sec', 'talk_sec', 'wait_sec', 'price'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

const moment = { type: 'string', maxLength: 40 };

/** Filters sent more than once (`campaign_id=1&campaign_id=2`) arrive as lists. */
export const REPORT_LIST_FILTERS = ['campaign_id', 'operator_id', 'status', 'call_type'] as const;

export const REPORT_QUERY_PROPERTIES = {
  report: { type: 'boolean', default: false },
  cursor: { type: 'string', minLength: 1, maxLength: 300 },
  sort: { type: 'string', enum: REPORT_SORTS, default: 'at' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  date_from: moment,
  date_to: moment,
  campaign_id: idList(),
  operator_id: idList(),
  status: { type: 'array', maxItems: 50, items: { type: 'integer', enum: CALL_STATUS_CODES } },
  context: { type: 'string', enum: CALL_CONTEXTS },
  call_type: { type: 'array', maxItems: 10, items: { type: 'string', enum: CALL_TYPES } },
  phone: { type: 'string', minLength: 1, maxLength: 64 },
  has_recording: { type: 'boolean' },
};

export interface ReportQuery {
  page: number;
  limit: number;
  cursor?: string;
  sort: ReportSort;
  order: 'asc' | 'desc';
  date_from?: string;
  date_to?: string;
  campaign_id?: number[];
  operator_id?: number[];
  status?: number[];
  context?: (typeof CALL_CONTEXTS)[number];
  call_type?: (typeof CALL_TYPES)[number][];
  phone?: string;
  has_recording?: boolean;
}

export const REPORT_LABELS: Record<string, Text> = {
  report: { en: 'report', ru: 'отчёт' },
  cursor: { en: 'Page', ru: 'Страница' },
  sort: { en: 'Sorting', ru: 'Сортировка' },
  order: { en: 'Order', ru: 'Порядок' },
  date_from: { en: 'Date from', ru: 'Дата с' },
  date_to: { en: 'Date to', ru: 'Дата по' },
  campaign_id: { en: 'Project', ru: 'Проект' },
  operator_id: { en: 'Operator', ru: 'Оператор' },
  status: { en: 'Status', ru: 'Статус' },
  context: { en: 'Direction', ru: 'Направление' },
  call_type: { en: 'Call type', ru: 'Тип звонка' },
  phone: { en: 'Phone', ru: 'Телефон' },
  has_recording: { en: 'Has a recording', ru: 'Есть запись' },
};
