// One batch of an import as one statement: the candidates (valid rows whose number passed the checks made in
// memory) go in as one array parameter per column (unnest), are checked against the blacklist and the
// contacts already stored (an index probe per number), and the rest is inserted with their additional
// phones, numbered from the contacts' sequence so each extra phone finds its contact, and with each zone's
// offset worked out once per batch rather than by the insert trigger for every row (migration 0015).
// Answers the rows refused, by their place in the batch.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ImportOptions } from './table';

export interface Candidates {
  ord: number[];
  phone: string[];
  full_name: string[];
  email: string[];
  birth_date: (string | null)[];
  call_date: (string | null)[];
  position: string[];
  city: string[];
  address: string[];
  description: string[];
  crm_id: string[];
  region: string[];
  tz: string[];
  provider: string[];
  dynamic_data: string[];
}

export interface ExtraPhones {
  ord: number[];
  phone: string[];
  tz: string[];
  provider: string[];
  region: string[];
}

export interface BatchTarget {
  importId: number;
  campaignId: number;
  statusId: number | null;
  options: ImportOptions;
  dryRun: boolean;
}

/**
 * An array in PostgreSQL's text form (quoted elements, `\\` before a quote or a backslash, NULL bare), as
 * node-postgres would send it. Built when the
 * batch is prepared, while the database still takes the batch before (run.ts), rather than by the driver
 * when the statement is sent, after that batch is done.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    if (v === null) out += 'NULL';
    else if (typeof v === 'number') out += String(v);
    else out += `"${/[\\"]/.test(v) ? v.replace(/[\\"]/g, '\\$&') : v}"`;
  }
  return out + '}';
}

type Literals<T> = { [K in keyof T]: string };
export interface BatchArrays {
  rows: Literals<Candidates>;
  extra: Literals<ExtraPhones>;
}

const literals = <T extends object>(arrays: T): Literals<T> =>
  Object.fromEntries(
    Object.entries(arrays).map(([k, v]) => [k, arrayLiteral(v as (string | number | null)[])]),
  ) as Literals<T>;

/** A batch's columns as the statement's array parameters. */
export const batchArrays = (rows: Candidates, extra: ExtraPhones): BatchArrays => ({
  rows: literals(rows),
  extra: literals(extra),
});

const p = (literal: string) => sql.param(literal);

/**
 * A candidate's number already stored (in the project, or anywhere): one index probe per candidate. Written
 * as a lateral join with a limit because, as an EXISTS inside the CASE, the planner hashes the whole project
 * once per batch instead, a scan of every stored contact for each 10,000 rows (most of a big import's time).
 */
function existing(target: BatchTarget): SQL {
  const { skip_existing: scope } = target.options;
  if (scope === 'none') return sql`select false as hit`;
  const inProject = scope === 'project' ? sql`and c.campaign_id = ${target.campaignId}` : sql``;
  return sql`select true as hit from contacts c where c.phone = input.phone ${inProject}
    union all
    select true from contact_additional_phones a join contacts c on c.id = a.contact_id
      where a.phone = input.phone ${inProject}
    limit 1`;
}

/** The ords of the refused candidates with 'blacklisted' or 'duplicate'. */
export async function writeBatch(
  db: Db,
  target: BatchTarget,
  arrays: BatchArrays,
): Promise<{ ord: number; reason: 'blacklisted' | 'duplicate' }[]> {
  const { rows, extra } = arrays;
  if (rows.ord === '{}') return [];
  const blacklisted = target.options.skip_blacklisted
    ? sql`select true as hit from black_list b where b.phone = input.phone limit 1`
    : sql`select false as hit`;
  const result = await db.execute(sql`
    with input as (
      select * from unnest(${p(rows.ord)}::int[], ${p(rows.phone)}::text[], ${p(rows.full_name)}::text[],
        ${p(rows.email)}::text[], ${p(rows.birth_date)}::date[], ${p(rows.call_date)}::timestamptz[],
        ${p(rows.position)}::text[], ${p(rows.city)}::text[], ${p(rows.address)}::text[],
        ${p(rows.description)}::text[], ${p(rows.crm_id)}::text[], ${p(rows.region)}::text[],
        ${p(rows.tz)}::text[], ${p(rows.provider)}::text[], ${p(rows.dynamic_data)}::jsonb[])
      as t(ord, phone, full_name, email, birth_date, call_date, position, city, address, description, crm_id,
        region, tz, provider, dynamic_data)
    ), flagged as (
      select input.*, case when listed.hit then 'blacklisted' when stored.hit then 'duplicate' end as reason
      from input
        left join lateral (${blacklisted}) listed on true
        left join lateral (${existing(target)}) stored on not coalesce(listed.hit, false)
    ), zones as (
      select tz, contacts_tz_offset(tz) as tz_offset from (select distinct tz from input) as batch_zones
    ), accepted as (
      select flagged.*, nextval(pg_get_serial_sequence('contacts', 'id'))::int as new_id
      from flagged where reason is null and not ${target.dryRun}
    ), added as (
      insert into contacts (id, phone, full_name, email, birth_date, call_date, position, city, address,
        description, crm_id, region, tz, tz_offset, provider, dynamic_data, status_id, campaign_id, import_id)
      select new_id, phone, full_name, email, birth_date, call_date, position, city, address, description,
        crm_id, region, accepted.tz, zones.tz_offset, provider, dynamic_data, ${target.statusId}::int,
        ${target.campaignId}::int, ${target.importId}::int
      from accepted left join zones on zones.tz = accepted.tz order by ord
      returning 1
    ), extra as (
      insert into contact_additional_phones (contact_id, phone, tz, provider, region)
      select accepted.new_id, x.phone, x.tz, x.provider, x.region
      from unnest(${p(extra.ord)}::int[], ${p(extra.phone)}::text[], ${p(extra.tz)}::text[],
        ${p(extra.provider)}::text[], ${p(extra.region)}::text[]) as x(ord, phone, tz, provider, region)
      join accepted on accepted.ord = x.ord
      returning 1
    )
    select ord, reason from flagged where reason is not null`);
  return (result as unknown as { rows: { ord: number; reason: 'blacklisted' | 'duplicate' }[] }).rows;
}
