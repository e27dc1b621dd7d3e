// Bulk actions of the contact list: another operator (contact.operatorChange, never by an operator, as on
// the card) or another status (contact.statusChange) for the chosen contacts. Only contacts the caller sees
// in the list are changed; the reply counts the contacts whose value changed.
import { and, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, invalidField } from '../../http/errors';
import { isRowId } from '../../http/schemas';
import { statuses } from '../../resources/tables/status';
import { mayChangeOperator } from '../../from-client';
import { LIST_LABELS, OPERATOR_BODY, STATUS_BODY } from './schema';
import replies from '../replies.json';
import { visibleTo } from '../../auth/scope/visible';
import { contacts } from '../table';

const invalid = (field: string) => invalidField('included', field, LIST_LABELS);

const chosen = (ids: number[], scope: SQL | undefined) =>
  and(sql`${contacts.id} = any(${sql.param(ids)}::integer[])`, scope);

async function changed(db: Db, set: Partial<typeof contacts.$inferInsert>, where: SQL | undefined) {
  const rows = await db
    .update(contacts)
    .set({ ...set, updated_at: sql`now()` })
    .where(where)
    .returning({ id: contacts.id });
  return { count: rows.length };
}

export function listBulkRoutes(app: FastifyInstance) {
  app.put<{ Body: { ids: number[]; user_id: string } }>(
    '/contact/list/operator',
    {
      config: { permission: 'contact.operatorChange', labels: LIST_LABELS, scope: { rows: 'visibleTo' } },
      schema: { body: OPERATOR_BODY, response: { 200: replies.CHANGED_REPLY } },
    },
    async (request) => {
      const caller = currentUser(request);
      if (!mayChangeOperator(caller)) throw forbidden();
      const { ids, user_id } = request.body;
      const userId = user_id === '' ? null : Number(user_id);
      if (userId !== null) {
        const [row] = isRowId(userId)
          ? await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId))
          : [];
        if (!row) throw invalid('user_id');
      }
      const differs =
        userId === null ? isNotNull(contacts.user_id) : sql`${contacts.user_id} is distinct from ${userId}`;
      return changed(app.db, { user_id: userId }, and(chosen(ids, visibleTo(caller)), differs));
    },
  );

  // A status of another project would leave a contact with a status its project does not offer (as on the
  // card): one such contact among the chosen refuses the whole change.
  app.put<{ Body: { ids: number[]; status_id: number } }>(
    '/contact/list/status',
    {
      config: { permission: 'contact.statusChange', labels: LIST_LABELS, scope: { rows: 'visibleTo' } },
      schema: { body: STATUS_BODY, response: { 200: replies.CHANGED_REPLY } },
    },
    async (request) => {
      const { ids, status_id } = request.body;
      const scope = chosen(ids, visibleTo(currentUser(request)));
      const [status] = await app.db
        .select({ campaign_id: statuses.campaign_id })
        .from(statuses)
        .where(eq(statuses.id, status_id));
      if (!status) throw invalid('status_id');
      const fits =
        status.campaign_id === null
          ? undefined
          : sql`${contacts.campaign_id} is not distinct from ${status.campaign_id}`;
      if (fits) {
        const [stranger] = await app.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(scope, sql`not (${fits})`))
          .limit(1);
        if (stranger) throw invalid('status_id');
      }
      const differs = or(sql`${contacts.status_id} is null`, ne(contacts.status_id, status_id));
      return changed(app.db, { status_id }, and(scope, fits, differs));
    },
  );
}
