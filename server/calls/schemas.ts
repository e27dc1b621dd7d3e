// GET /api/call/list (spec 001 sections 7 and 9): a contact's calls, or every call of a phone, 500 at most;
// with `report=true` the calls report's filters and paging (report/schema.ts).
import { sharedLabels } from '../http/labels';
import { ID_SCHEMA } from '../http/schemas';
import type { Text } from '../from-client';
import { REPORT_LABELS, REPORT_QUERY_PROPERTIES, type ReportQuery } from './report/schema';

export const CALL_LIST_LIMIT = 500;

export const CALL_LIST_QUERY = {
  type: 'object',
  properties: {
    contact: ID_SCHEMA,
    client_phone: { type: 'string', minLength: 1, maxLength: 64 },
    all_calls: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: CALL_LIST_LIMIT, default: CALL_LIST_LIMIT },
    ...REPORT_QUERY_PROPERTIES,
  },
};

export interface CallListQuery extends ReportQuery {
  report: boolean;
  contact?: number;
  client_phone?: string;
  all_calls: boolean;
}

export const CALL_LABELS: Record<string, Text> = {
  ...REPORT_LABELS,
  ...sharedLabels('contact', 'page'),
  client_phone: { en: 'phone', ru: 'телефон' },
  all_calls: { en: 'all calls', ru: 'все звонки' },
  limit: { en: 'limit', ru: 'лимит' },
};
