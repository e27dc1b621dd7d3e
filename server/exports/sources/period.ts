// The filters of the statistics exports (operator statistics and their history, until their screens exist,
// docs/exports.md): a period of days or instants, as the calls report reads them (`date_to` takes in its
// whole day), and operators. Who is in scope: administrators and supervisors every user, anyone else
// only themself.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { seesEveryProject } from '../../auth/scope/visible';
import { users } from '../../db/schema';
import type { Text } from '../../from-client';
import { readDay, readInstant } from '../../http/dates';
import { fieldProblem, invalidFields, type FieldMessage } from '../../http/errors';
import { idList } from '../../http/schemas';
import type { CurrentUser } from '../../types';
import type { Filters } from './source';

const moment = { type: 'string', minLength: 1, maxLength: 40 };
const DAY_MS = 86_400_000;

export const PERIOD_FILTERS = { date_from: moment, date_to: moment, user_id: idList() };

export const PERIOD_LABELS: Record<string, Text> = {
  date_from: { en: 'Date from', ru: 'Дата с' },
  date_to: { en: 'Date to', ru: 'Дата по' },
  user_id: { en: 'Operator', ru: 'Оператор' },
};

export interface Period {
  from: Date | null;
  /** Exclusive; null: now. */
  to: Date | null;
}

function instantOf(value: string, upper: boolean): Date | undefined {
  const day = readDay(value);
  return day ? new Date(Date.parse(`${day}T00:00:00Z`) + (upper ? DAY_MS : 0)) : readInstant(value);
}

/** The period of the filters; 400 naming a date that is none. */
export function periodOf(filters: Filters): Period {
  const problems: Record<string, FieldMessage> = {};
  const read = (field: 'date_from' | 'date_to') => {
    const value = filters[field];
    if (typeof value !== 'string') return null;
    const at = instantOf(value, field === 'date_to');
    if (!at) problems[field] = fieldProblem('date_format', field, PERIOD_LABELS, { format: 'YYYY-MM-DD' });
    return at ?? null;
  };
  const period = { from: read('date_from'), to: read('date_to') };
  if (Object.keys(problems).length) throw invalidFields(problems);
  return period;
}

/** The users whose figures the viewer may export, narrowed to the chosen ones. */
export function usersInScope(viewer: CurrentUser, filters: Filters): SQL | undefined {
  const chosen = filters.user_id as number[] | undefined;
  return sql.join(
    [
      seesEveryProject(viewer) ? sql`true` : sql`${users.id} = ${viewer.id}`,
      chosen?.length ? inArray(users.id, chosen) : sql`true`,
    ],
    sql` and `,
  );
}
