// The calls report's filters and scope as SQL conditions. Dates are instants, or calendar days (UTC) whose
// `date_to` includes the whole day. The phone matches digits anywhere in the client's number or the dialled
// one; on a call whose phone this viewer sees masked only the whole number matches, so a search cannot
// spell a hidden number out digit by digit (as on the contact list).
import { and, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { callVisibleTo } from '../../auth/scope/visible';
import { contacts } from '../../contacts/table';
import { phonesHiddenFor } from '../../contacts/mask';
import { campaigns } from '../../db/schema';
import { readDay, readInstant } from '../../http/dates';
import { invalidFields, fieldProblem, type FieldMessage } from '../../http/errors';
import { isAllowed } from '../../from-client';
import type { CurrentUser } from '../../types';
import { calls } from '../table';
import { REPORT_LABELS, type ReportQuery } from './schema';

const DAY_MS = 86_400_000;

function instantOf(value: string, upper: boolean): Date | undefined {
  const day = readDay(value);
  return day ? new Date(Date.parse(`${day}T00:00:00Z`) + (upper ? DAY_MS : 0)) : readInstant(value);
}

/** Operators see the calls they took, unless they may see every call of a phone (contact.callAllShow). */
export function reportScope(user: CurrentUser): SQL | undefined {
  const own = user.role === 'ROLE_OPERATOR' && !isAllowed(user, 'contact.callAllShow');
  return and(callVisibleTo(user), own ? eq(calls.operator_id, user.id) : undefined);
}

// The call's contact (or that contact's project) hides phones.
const hiddenPhone = sql`exists (select 1 from ${contacts} left join ${campaigns} on ${campaigns.id} = ${contacts.campaign_id}
  where ${contacts.id} = ${calls.contact_id} and (not ${contacts.show_phone} or ${campaigns.show_phone} = false))`;

function phoneMatch(digits: string, user: CurrentUser): SQL {
  const like = `%${digits}%`;
  const contains = or(sql`${calls.client_phone} like ${like}`, sql`${calls.to_phone} like ${like}`)!;
  const maskable = phonesHiddenFor(user.role, { contactShowPhone: false, campaignShowPhone: null });
  if (!maskable) return contains;
  const exact = or(eq(calls.client_phone, digits), eq(calls.to_phone, digits));
  return sql`(${contains} and (not ${hiddenPhone} or ${exact}))`;
}

/** Every condition of the query and the viewer's scope; 400 on an unreadable date or phone. */
export function reportConditions(q: ReportQuery, user: CurrentUser): SQL | undefined {
  const problems: Record<string, FieldMessage> = {};
  const where: (SQL | undefined)[] = [reportScope(user)];
  for (const [field, upper] of [
    ['date_from', false],
    ['date_to', true],
  ] as const) {
    const value = q[field];
    if (value === undefined) continue;
    const at = instantOf(value, upper);
    if (!at) problems[field] = fieldProblem('date_format', field, REPORT_LABELS, { format: 'YYYY-MM-DD' });
    else where.push(upper ? lt(calls.at, at) : gte(calls.at, at));
  }
  if (q.campaign_id?.length) where.push(inArray(calls.campaign_id, q.campaign_id));
  if (q.operator_id?.length) where.push(inArray(calls.operator_id, q.operator_id));
  if (q.status?.length) where.push(inArray(calls.status, q.status));
  if (q.call_type?.length) where.push(inArray(calls.call_type, q.call_type));
  if (q.context) where.push(eq(calls.context, q.context));
  if (q.has_recording !== undefined)
    where.push(q.has_recording ? ne(calls.audio_path, '') : eq(calls.audio_path, ''));
  if (q.phone !== undefined) {
    const digits = q.phone.replace(/\D/g, '');
    if (!digits || digits.length > 15) problems.phone = fieldProblem('regex', 'phone', REPORT_LABELS);
    else where.push(phoneMatch(digits, user));
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  return and(...where);
}
