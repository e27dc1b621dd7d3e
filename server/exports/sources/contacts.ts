// The contact exports: `contact` is the contact list with its current filters (and order); `new`,
// `no_answer` and `robot` are the same list narrowed further (docs/exports.md has the definitions). The
// filters, the viewer's scope and the keyset order are the list's own (server/contacts/list/).
import { and, sql, type SQL } from 'drizzle-orm';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../types';
import { listConditions } from '../../contacts/list/filters';
import { LIST_LABELS, LIST_QUERY, type ListQuery } from '../../contacts/list/schema';
import { beyond, orderBy, sortKey } from '../../contacts/list/sort';
import { contacts } from '../../contacts/table';
import { batchCsv } from './contact-csv';
import { CONTACT_FIELDS } from './contact-fields';
import { countRows, type ExportSource } from './source';

const { page: _page, limit: _limit, cursor: _cursor, ...LIST_FILTERS } = LIST_QUERY.properties;

/** The contact was called at least once and its last call was not answered (no answer time, no billed second). */
const lastCallUnanswered = sql`(select l.answered_at is null and l.bill_sec = 0 from ${calls} l
  where l.contact_id = ${contacts.id} order by l.at desc, l.id desc limit 1) is true`;

/** What each contact type adds to the list's conditions. */
export const CONTACT_TYPE_CONDITIONS = {
  contact: undefined,
  new: sql`not exists (select 1 from ${calls} c where c.contact_id = ${contacts.id})`,
  no_answer: lastCallUnanswered,
  robot: sql`${contacts.robot_status} is not null and ${contacts.robot_status} <> 'null'::jsonb`,
} satisfies Record<string, SQL | undefined>;

export function contactSource(only: SQL | undefined): ExportSource {
  const where = async (db: Db, filters: object, user: CurrentUser) =>
    and(await listConditions(db, filters as unknown as ListQuery, user), only);
  return {
    permission: ['contact.list', 'contact.download'],
    fields: CONTACT_FIELDS.map(({ key, label, kind }) => ({ key, label, kind })),
    filterProperties: LIST_FILTERS,
    filterLabels: LIST_LABELS,
    check: async (filters, user, db) =>
      void (await listConditions(db, filters as unknown as ListQuery, user)),
    count: async ({ db, user }, filters) => countRows(db, contacts, await where(db, filters, user)),
    async read(ctx, filters, after, limit) {
      const { sort } = filters as unknown as ListQuery;
      const found = await ctx.db
        .select({ id: contacts.id, key: sortKey(sort).mapWith(Number) })
        .from(contacts)
        .where(
          and(
            await where(ctx.db, filters, ctx.user),
            after ? beyond(sort, { key: after.key as number | null, id: after.id }, false) : undefined,
          ),
        )
        .orderBy(...orderBy(sort, false))
        .limit(limit);
      const { data, rows } = await batchCsv(
        ctx,
        found.map((r) => r.id),
      );
      const last = found.at(-1);
      const keyed = sort !== 'ASC' && sort !== 'DESC';
      const next = found.length < limit || !last ? null : { key: keyed ? last.key : null, id: last.id };
      return { csv: data, count: rows, next };
    },
  };
}
