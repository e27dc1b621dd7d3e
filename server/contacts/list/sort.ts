// The contact list's orders (spec 001 section 9, "contact sorting"). Each is a key and the id, both in one
// direction, so a page boundary is one row value and keyset paging is a row comparison the index can seek to.
// The key expressions must stay identical to the indexes of server/contacts/table.ts.
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { contacts } from '../table';

export const CONTACT_SORTS = ['ASC', 'DESC', 'MIX', 'TZ_ASC', 'TZ_DESC'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** Contacts with an unknown zone: after every real offset (at most +14 h) going up, first going down. */
export const UNKNOWN_TZ = 1440;

interface SortPlan {
  key: SQL | null;
  desc: boolean;
}

// MIX: a fixed shuffle (a hash of the id), so every operator sees the same order and paging stays stable.
const PLANS: Record<ContactSort, SortPlan> = {
  ASC: { key: null, desc: false },
  DESC: { key: null, desc: true },
  MIX: { key: sql`hashint4(${contacts.id})`, desc: false },
  TZ_ASC: { key: sql`coalesce(${contacts.tz_offset}, ${sql.raw(String(UNKNOWN_TZ))})`, desc: false },
  TZ_DESC: { key: sql`coalesce(${contacts.tz_offset}, ${sql.raw(String(UNKNOWN_TZ))})`, desc: true },
};

/** A page boundary: the sort key (null for the id orders) and the id of the row. */
export interface Boundary {
  key: number | null;
  id: number;
}

export const sortKey = (sort: ContactSort): SQL => PLANS[sort].key ?? sql`${contacts.id}`;

/** Where the order's key and id are read: the contacts table, or a subquery's `key` and `id` columns. */
export interface OrderColumns {
  key: SQL | null;
  id: SQL | typeof contacts.id;
}

const ON_CONTACTS = (sort: ContactSort): OrderColumns => ({ key: PLANS[sort].key, id: contacts.id });

/** The `key` and `id` columns of a subquery named `alias` that selected sortKey(sort) as key. */
export const columnsOf = (sort: ContactSort, alias: string): OrderColumns => ({
  key: PLANS[sort].key ? sql.raw(`${alias}.key`) : null,
  id: sql.raw(`${alias}.id`),
});

/** ORDER BY for reading forwards, or backwards (a previous page is read reversed, then turned round). */
export function orderBy(sort: ContactSort, backwards: boolean, on = ON_CONTACTS(sort)): SQL[] {
  const dir = PLANS[sort].desc !== backwards ? desc : asc;
  return on.key ? [dir(on.key), dir(on.id)] : [dir(on.id)];
}

/** Rows after (or before) the boundary in the sort's order. */
export function beyond(sort: ContactSort, at: Boundary, backwards: boolean, on = ON_CONTACTS(sort)): SQL {
  const op = sql.raw(PLANS[sort].desc !== backwards ? '<' : '>');
  if (!on.key) return sql`${on.id} ${op} ${at.id}`;
  return sql`(${on.key}, ${on.id}) ${op} (${at.key ?? 0}::integer, ${at.id}::integer)`;
}
