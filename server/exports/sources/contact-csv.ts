// A batch of exported contacts as CSV, written by the database (COPY): the batch's ids, found by the list's
// own filters and keyset order, go into the query as an array literal (COPY takes no parameters; the ids are
// integers the database just gave), and the rows come out in that order. At a million contacts this is
// what keeps an export within its goal: reading every cell into JavaScript and writing it back cost ~65 µs
// a row, the COPY a few (docs/decisions.md, "Contacts in and out").
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { phonesHiddenSql } from '../../contacts/mask';
import { contacts } from '../../contacts/table';
import { copyCsv, type CopiedCsv } from '../../db/copy-out';
import { campaigns, users } from '../../db/schema';
import { statuses } from '../../resources/tables/status';
import { CSV_DELIMITER } from '../cells';
import { CONTACT_FIELD_BY_KEY, type CellSql } from './contact-fields';
import type { ReadContext } from './source';

const dialect = new PgDialect();

const IDS = '__batch_ids__';
/** Each export's query text with IDS for its batch's ids: building it with Drizzle cost ~5 ms a batch. */
const queryTexts = new WeakMap<ReadContext, string>();

/** The SELECT giving the chosen columns' cells of `ids`, in their order. */
export function batchQuery(ctx: ReadContext, ids: readonly number[]): string {
  if (!ids.every(Number.isSafeInteger)) throw new Error('contact ids must be integers');
  let text = queryTexts.get(ctx);
  if (text === undefined) queryTexts.set(ctx, (text = queryText(ctx)));
  return text.replace(IDS, ids.join(','));
}

function queryText(ctx: ReadContext): string {
  const x: CellSql = {
    locale: ctx.locale,
    zone: ctx.timeZone,
    hidden: phonesHiddenSql(ctx.user.role, sql`${contacts.show_phone}`, sql`${campaigns.show_phone}`),
  };
  const chosen = ctx.fields.map((key) => CONTACT_FIELD_BY_KEY.get(key)!);
  const values = chosen.map((f, i) => sql`${f.value(x)} as ${sql.raw(`v${i}`)}`);
  const cells = chosen.map((f, i) => f.cell(sql.raw(`r.v${i}`), x));
  // The values are read in an inner query and written as cells over its columns, so a subquery's value
  // is computed once even where its cell names it several times: OFFSET 0 keeps the planner from merging
  // the two (which would copy each subquery into every place its cell names it).
  const query: SQL = sql`select ${sql.join(cells, sql`, `)} from (
    select b.n, ${sql.join(values, sql`, `)}
    from unnest(${sql.raw(`'{${IDS}}'`)}::integer[]) with ordinality as b(id, n)
    join ${contacts} on ${contacts.id} = b.id
    left join ${statuses} on ${statuses.id} = ${contacts.status_id}
    left join ${users} on ${users.id} = ${contacts.user_id}
    left join ${campaigns} on ${campaigns.id} = ${contacts.campaign_id}
    order by b.n offset 0) r
  order by r.n`;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length) throw new Error('a COPY query cannot take parameters');
  return text;
}

const copyOf = (ctx: ReadContext, ids: readonly number[]): Promise<CopiedCsv> =>
  ids.length
    ? copyCsv(ctx.db, batchQuery(ctx, ids), CSV_DELIMITER)
    : Promise.resolve({ data: Buffer.alloc(0), rows: 0 });

/**
 * The batch's CSV lines, in the ids' order; a contact removed since its id was read is left out (and not
 * counted). The two halves are written side by side on two connections: the database is what takes the
 * time, and PostgreSQL then works on two cores (PGlite runs them one after the other).
 */
export async function batchCsv(ctx: ReadContext, ids: readonly number[]): Promise<CopiedCsv> {
  const half = Math.ceil(ids.length / 2);
  const parts = await Promise.all([copyOf(ctx, ids.slice(0, half)), copyOf(ctx, ids.slice(half))]);
  return { data: Buffer.concat(parts.map((p) => p.data)), rows: parts[0].rows + parts[1].rows };
}
