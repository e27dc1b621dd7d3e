// Filters on other tables' rows: a contact's additional phones (its open tasks are a flag of its own). How
// the list's query names their contacts depends on how many they are, counted first:
// - up to LISTED_UP_TO, their ids as one array parameter: the planner knows them (an index condition on the
//   primary key, or a hashed test of each row a walk reads); more would cost more to plan than to read;
// - up to EXACT_COUNT_UP_TO, an array built by a subquery (an init plan): the planner takes it for ten ids,
//   so the list counts the matches (at most that many) through the primary key (sorted.ts), where the
//   planner would join the ids to every contact;
// - beyond, the subquery itself, for the planner to join: an array that large would be searched in full for
//   each row a walk reads.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { CurrentUser } from '../../types';
import { phonesHiddenFor } from '../mask';
import { EXACT_COUNT_UP_TO } from './count';
import { contactAdditionalPhones, contacts } from '../table';

export const LISTED_UP_TO = 1000;

const rowsOf = async <T>(db: Db, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

/** `select ... as contact_id`: the contacts it names, as a condition on `contacts`. */
export async function contactIn(
  db: Db,
  ids: SQL,
  { listedUpTo = LISTED_UP_TO, arrayUpTo = EXACT_COUNT_UP_TO } = {},
): Promise<SQL> {
  const { rows } = await rowsOf<{ contact_id: number }>(db, sql`${ids} limit ${listedUpTo + 1}`);
  if (rows.length <= listedUpTo)
    return sql`${contacts.id} = any(${sql.param(rows.map((r) => r.contact_id))}::integer[])`;
  const [{ n }] = (
    await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${ids} limit ${arrayUpTo + 1}) i`)
  ).rows;
  return n <= arrayUpTo ? sql`${contacts.id} = any(array(${ids}))` : sql`${contacts.id} in (${ids})`;
}

/** A recall task is a task not done yet: the flag the tasks' triggers keep (migration 0016). */
export const hasOpenTask = sql`${contacts.has_open_task}`;

export const hasNoOpenTask = sql`not ${contacts.has_open_task}`;

/**
 * The main phone or an additional one starts with `digits`; for a viewer who sees a contact's phones masked
 * only the whole number matches, so prefix searches cannot spell a hidden number out digit by digit.
 */
export async function phoneMatch(db: Db, digits: string, user: CurrentUser): Promise<SQL> {
  const matching = async (op: 'prefix' | 'exact') => {
    const test = (col: SQL | typeof contacts.phone) =>
      op === 'prefix' ? sql`${col} like ${`${digits}%`}` : sql`${col} = ${digits}`;
    const extra = await contactIn(
      db,
      sql`select ${contactAdditionalPhones.contact_id} as contact_id from ${contactAdditionalPhones}
        where ${test(sql`${contactAdditionalPhones.phone}`)}`,
    );
    return sql`(${test(contacts.phone)} or ${extra})`;
  };
  // Whether this viewer's role is one that masking applies to at all.
  const maskable = phonesHiddenFor(user.role, { contactShowPhone: false, campaignShowPhone: null });
  if (!maskable) return matching('prefix');
  const hidden = sql`(not ${contacts.show_phone} or exists (select 1 from ${campaigns} where ${campaigns.id} = ${contacts.campaign_id} and not ${campaigns.show_phone}))`;
  return sql`${await matching('prefix')} and (not ${hidden} or ${await matching('exact')})`;
}
