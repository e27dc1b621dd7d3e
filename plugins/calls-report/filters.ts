// The report's filters as the filter bar keeps them and as GET /api/call/list?report=true takes them. Days
// stay days in the form; the API gets the instants of the browser's midnights (its `date_to` is exclusive).
import dayjs from 'dayjs';

export const CALL_TYPES = ['TYPE_ROBOT', 'TYPE_ROBOT_RECALL', 'TYPE_SYSTEM', 'TYPE_TASK', 'TYPE_TRANSFER'];

/** A call type's label: the texts keep them as a list in CALL_TYPES' order. */
export const typeLabel = (t: (key: string) => string, type: string) => t(`types.${CALL_TYPES.indexOf(type)}`);
export const SORTABLE = ['at', 'duration', 'bill_sec', 'talk_sec', 'wait_sec', 'price'] as const;
export type SortKey = (typeof SORTABLE)[number];

export interface Filters {
  campaign_id: number[];
  operator_id: number[];
  status: number[];
  call_type: string[];
  context?: 'inbound' | 'outbound';
  phone?: string;
  has_recording?: 'true' | 'false';
  /** Days, YYYY-MM-DD. */
  date_from?: string;
  date_to?: string;
}

export interface Order {
  sort: SortKey;
  order: 'asc' | 'desc';
}

export const NO_FILTERS: Filters = { campaign_id: [], operator_id: [], status: [], call_type: [] };
export const NEWEST_FIRST: Order = { sort: 'at', order: 'desc' };

/** The query of the report for these filters and order, without the cursor. */
export function reportQuery(filters: Filters, order: Order, limit: number): Record<string, unknown> {
  const { date_from, date_to, ...rest } = filters;
  const query: Record<string, unknown> = { report: true, ...order, limit };
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) query[key] = value;
  if (date_from) query.date_from = dayjs(date_from).startOf('day').format();
  if (date_to) query.date_to = dayjs(date_to).add(1, 'day').startOf('day').format();
  return query;
}

/** The report's query as an export of calls takes it (issue 13): its filters and order, not its mode or page. */
export function exportQuery(query: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...query };
  delete rest.report;
  delete rest.limit;
  return rest;
}
