// KPI targets (spec 000 section 3: kpi_type, target, options, reset_mode, end_at, statuses, users). Time
// metrics (call_time, card_time, working_time) count seconds, the others counts.
// What is stored:
// - `reset_mode` as chosen: none | daily | weekly | monthly. A period runs from 00:00:00 to 23:59:59 of the
//   server's time zone (TZ): "daily" ends each day at 23:59 (spec), "weekly" on Sunday, "monthly" on the
//   month's last day. The calculation (a later issue) cuts periods that way; nothing is precomputed here.
// - `end_at`: the last moment the target counts, a timestamptz stored as sent (answered in UTC ISO 8601);
//   null = no end.
// - `statuses` and `users`: integer arrays of ids, each checked to exist on write; a user's deletion removes
//   its id from every target (tables/user.ts).
// - `options`: a JSON object of metric parameters (e.g. {"min_call_length": 60}), or null; the known ones
//   (src/resources/kpi-target/options.ts) are whole numbers within their bounds.
import { sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { formatValidation, KPI_OPTION_FIELDS } from '../../from-client';
import { invalidFields } from '../../http/errors';
import { isObject } from '../json/read';
import { declarationOf, fieldMessage } from '../hook-helpers';
import { defineServerResource, type Values } from '../types';

const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

export const kpiTargets = pgTable('kpi_targets', {
  id: serial('id').primaryKey(),
  kpi_type: text('kpi_type').notNull(),
  target: doublePrecision('target').notNull(),
  options: jsonb('options'),
  reset_mode: text('reset_mode').notNull().default('none'),
  end_at: timestamp('end_at', { withTimezone: true }),
  statuses: ids('statuses'),
  users: ids('users'),
  ...timestamps,
});

const OPTION_FIELDS = Object.values(KPI_OPTION_FIELDS).flat();

/** `options` is an object of parameters (or null): a list or a bare value is refused, and so is a known
 * parameter out of its bounds (src/resources/kpi-target/options.ts). */
function checkOptions(values: Values): Values {
  const { options } = values;
  if (options === undefined || options === null) return values;
  const declaration = declarationOf('kpiTarget');
  if (!isObject(options)) throw invalidFields({ options: fieldMessage(declaration, 'options', 'included') });
  for (const f of OPTION_FIELDS) {
    const v = options[f.name];
    if (
      v !== undefined &&
      v !== null &&
      !(Number.isInteger(v) && (v as number) >= f.min && (v as number) <= f.max)
    )
      throw invalidFields({
        options: (locale) =>
          formatValidation(locale, 'between', { field: f.label[locale], min: f.min, max: f.max }),
      });
  }
  return values;
}

export default defineServerResource('kpiTarget', kpiTargets, { beforeWrite: checkOptions });
