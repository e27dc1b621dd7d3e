// The contact list's filters as SQL conditions. Dates are ISO 8601 instants, or calendar days (UTC) whose
// `_to` bound includes the whole day. A phone matches the main or an additional phone by its leading digits;
// for a viewer who sees a contact's phones masked it matches only the whole number, so prefix searches
// cannot spell a hidden number out digit by digit.
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { readDay, readInstant } from '../../http/dates';
import { invalidFields, type FieldMessage, fieldProblem } from '../../http/errors';
import { type ValidationRule } from '../../from-client';
import { tasks } from '../../tasks/table';
import type { CurrentUser } from '../../types';
import { phonesHiddenFor } from '../mask';
import { DATE_FILTERS, LIST_LABELS, type ListQuery } from './schema';
import { visibleTo } from '../../auth/scope/visible';
import { contactAdditionalPhones, contacts } from '../table';

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

// A task not done yet. Open tasks are few beside the contacts: they are read first into an array (an init
// plan), and a contact that has one is found through the primary key rather than by testing every contact.
const openTaskIds = sql`array(select ${tasks.contact_id} from ${tasks} where not ${tasks.success})`;
const hasOpenTask = sql`${contacts.id} = any(${openTaskIds})`;
const hasNoOpenTask = sql`not exists (select 1 from ${tasks} where ${tasks.contact_id} = ${contacts.id} and not ${tasks.success})`;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The main phone or an additional one. The additional phones' matches are read first into an array (an
// init plan run once), so the condition is an OR of two index conditions: a rare prefix is a bitmap OR of
// the two phone indexes, a common one a walk in the list's order that meets a match at once. (`id in
// (... union ...)` instead built the whole matching set first: 2 s for a prefix every contact has.)
function phoneMatch(digits: string, user: CurrentUser): SQL {
  const matching = (op: 'prefix' | 'exact') => {
    const test = (col: SQL | typeof contacts.phone) =>
      op === 'prefix' ? sql`${col} like ${`${digits}%`}` : sql`${col} = ${digits}`;
    return sql`(${test(contacts.phone)} or ${contacts.id} = any(array(select ${contactAdditionalPhones.contact_id}
      from ${contactAdditionalPhones} where ${test(sql`${contactAdditionalPhones.phone}`)})))`;
  };
  // Whether this viewer's role is one that masking applies to at all.
  const maskable = phonesHiddenFor(user.role, { contactShowPhone: false, campaignShowPhone: null });
  if (!maskable) return matching('prefix');
  const hidden = sql`(not ${contacts.show_phone} or exists (select 1 from ${campaigns} where ${campaigns.id} = ${contacts.campaign_id} and not ${campaigns.show_phone}))`;
  return sql`${matching('prefix')} and (not ${hidden} or ${matching('exact')})`;
}

/** Every condition of the query and the viewer's scope; 400 on an unreadable value. */
export function listConditions(q: ListQuery, user: CurrentUser): SQL | undefined {
  const problems: Record<string, FieldMessage> = {};
  const where: (SQL | undefined)[] = [visibleTo(user)];
  if (q.campaign_id?.length) where.push(inArray(contacts.campaign_id, q.campaign_id));
  if (q.status_id?.length) where.push(inArray(contacts.status_id, q.status_id));
  if (q.user_id?.length) where.push(inArray(contacts.user_id, q.user_id));
  if (q.tag_id?.length) where.push(sql`${contacts.tags} && ${sql.param(q.tag_id)}::integer[]`);
  if (q.full_name !== undefined) where.push(sql`${contacts.full_name} ilike ${likeText(q.full_name)}`);
  if (q.phone !== undefined) {
    const digits = q.phone.replace(/\D/g, '');
    if (!digits || digits.length > 15) problems.phone = rule('regex', 'phone');
    else where.push(phoneMatch(digits, user));
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
  if (q.has_recall_task !== undefined) where.push(q.has_recall_task ? hasOpenTask : hasNoOpenTask);
  if (Object.keys(problems).length) throw invalidFields(problems);
  return and(...where);
}
