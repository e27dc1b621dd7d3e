// The contact list's filters as SQL conditions. Dates are ISO 8601 instants, or calendar days (UTC) whose
// `_to` bound includes the whole day. A phone matches the main or an additional phone by its leading digits
// (related.ts, with the recall tasks).
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readDay, readInstant } from '../../http/dates';
import { invalidFields, type FieldMessage, fieldProblem } from '../../http/errors';
import { type ValidationRule } from '../../from-client';
import type { CurrentUser } from '../../types';
import { hasNoOpenTask, hasOpenTask, phoneMatch } from './related';
import { DATE_FILTERS, LIST_LABELS, type ListQuery } from './schema';
import { visibleTo } from '../../auth/scope/visible';
import { contacts } from '../table';

const rule = (name: ValidationRule, field: string, params: Record<string, string> = {}): FieldMessage =>
  fieldProblem(name, field, LIST_LABELS, params);

const DAY = 86_400_000;

/** The instant a bound names; a day's `_to` bound is the next midnight (exclusive). */
function readBound(value: string, upper: boolean): Date | undefined {
  const day = readDay(value);
  if (day) return new Date(Date.parse(`${day}T00:00:00Z`) + (upper ? DAY : 0));
  return readInstant(value);
}

const DATE_COLUMNS = {
  created: contacts.created_at,
  updated: contacts.updated_at,
  call_date: contacts.call_date,
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every condition of the query and the viewer's scope; 400 on an unreadable value. */
export async function listConditions(db: Db, q: ListQuery, user: CurrentUser): Promise<SQL | undefined> {
  const problems: Record<string, FieldMessage> = {};
  const where: (SQL | undefined)[] = [visibleTo(user)];
  let phone: string | undefined;
  if (q.campaign_id?.length) where.push(inArray(contacts.campaign_id, q.campaign_id));
  if (q.status_id?.length) where.push(inArray(contacts.status_id, q.status_id));
  if (q.user_id?.length) where.push(inArray(contacts.user_id, q.user_id));
  if (q.tag_id?.length) where.push(sql`${contacts.tags} && ${sql.param(q.tag_id)}::integer[]`);
  if (q.full_name !== undefined) where.push(sql`${contacts.full_name} ilike ${likeText(q.full_name)}`);
  if (q.phone !== undefined) {
    const digits = q.phone.replace(/\D/g, '');
    if (!digits || digits.length > 15) problems.phone = rule('regex', 'phone');
    else phone = digits;
  }
  for (const f of DATE_FILTERS) {
    for (const side of ['from', 'to'] as const) {
      const value = q[`${f}_${side}`];
      if (value === undefined) continue;
      const at = readBound(value, side === 'to');
      if (!at) problems[`${f}_${side}`] = rule('date_format', `${f}_${side}`, { format: 'YYYY-MM-DD' });
      else where.push(side === 'from' ? gte(DATE_COLUMNS[f], at) : lt(DATE_COLUMNS[f], at));
    }
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  if (phone) where.push(await phoneMatch(db, phone, user));
  if (q.has_recall_task !== undefined) where.push(q.has_recall_task ? hasOpenTask : hasNoOpenTask);
  return and(...where);
}
