// The list's filters and order as the address keeps them (so a reload or a shared link keeps them) and as
// the API takes them. Days stay days in the address; the API gets instants of the browser's midnights.
import dayjs from 'dayjs';

/** The exports of this screen (issue 13): its contacts, and the three kinds the export server picks out of them. */
export const EXPORT_TYPES = ['contact', 'new', 'no_answer', 'robot'] as const;

export const SORTS = ['ASC', 'DESC', 'MIX', 'TZ_ASC', 'TZ_DESC'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'DESC';

export interface Filters {
  campaign_id: number[];
  status_id: number[];
  user_id: number[];
  phone?: string;
  full_name?: string;
  has_recall_task?: 'true' | 'false';
  /** Days, YYYY-MM-DD. */
  created_from?: string;
  created_to?: string;
}

const ID_KEYS = ['campaign_id', 'status_id', 'user_id'] as const;
const TEXT_KEYS = ['phone', 'full_name', 'created_from', 'created_to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const ids = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

export function readFilters(params: URLSearchParams): Filters {
  const filters: Filters = { campaign_id: [], status_id: [], user_id: [] };
  for (const key of ID_KEYS) filters[key] = ids(params.getAll(key));
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value && (!key.startsWith('created') || DAY.test(value))) filters[key] = value;
  }
  const recall = params.get('has_recall_task');
  if (recall === 'true' || recall === 'false') filters.has_recall_task = recall;
  return filters;
}

export const readSort = (params: URLSearchParams): Sort => {
  const sort = params.get('sort');
  return SORTS.includes(sort as Sort) ? (sort as Sort) : DEFAULT_SORT;
};

export const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The address for these filters, order and page; defaults are left out to keep it short. */
export function toAddress(filters: Filters, sort: Sort, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ID_KEYS) filters[key].forEach((id) => params.append(key, String(id)));
  for (const key of [...TEXT_KEYS, 'has_recall_task'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query of GET /contact/list for these filters, without the page or the cursor. */
export function apiQuery(filters: Filters, sort: Sort, limit: number): Record<string, unknown> {
  const { created_from, created_to, ...rest } = filters;
  return {
    ...rest,
    created_from: created_from && dayjs(created_from).startOf('day').format(),
    // The server's `_to` instant is exclusive: the next local midnight takes in the whole day.
    created_to: created_to && dayjs(created_to).add(1, 'day').startOf('day').format(),
    sort,
    limit,
  };
}
