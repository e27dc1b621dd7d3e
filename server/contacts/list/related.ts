// Filters on other tables' rows: a contact's additional phones, its open tasks. Their contacts' ids are read
// first and handed to the list's query as one array parameter, so the planner knows how many they are: a
// few are an index condition on the primary key, many a hashed test of each row a walk reads. (An array
// built by a subquery is opaque to the planner: it took ten for a hundred thousand, and a walk compared
// each row with the whole array.) Beyond RELATED_UP_TO ids the condition is the subquery, for the planner
// to join.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import { tasks } from '../../tasks/table';
import type { CurrentUser } from '../../types';
import { phonesHiddenFor } from '../mask';
import { contactAdditionalPhones, contacts } from '../table';

export const RELATED_UP_TO = 50_000;

/** `select ... as contact_id`: the contacts it names, as a condition on `contacts`. */
export async function contactIn(db: Db, ids: SQL, upTo = RELATED_UP_TO): Promise<SQL> {
  const found = await db.execute(sql`${ids} limit ${upTo + 1}`);
  const rows = (found as unknown as { rows: { contact_id: number }[] }).rows;
  if (rows.length > upTo) return sql`${contacts.id} in (${ids})`;
  return sql`${contacts.id} = any(${sql.param(rows.map((r) => r.contact_id))}::integer[])`;
}

/** A recall task is a task not done yet. */
export const hasOpenTask = (db: Db) =>
  contactIn(
    db,
    sql`select distinct ${tasks.contact_id} as contact_id from ${tasks} where not ${tasks.success}`,
  );

export const hasNoOpenTask = sql`not exists (select 1 from ${tasks} where ${tasks.contact_id} = ${contacts.id} and not ${tasks.success})`;

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
