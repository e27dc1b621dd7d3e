// GET /api/contact/list (contact.list): the contact list of the reports (spec 000 section 2.1), paged by
// offset or keyset, filtered, sorted by the spec's five orders; contract in docs/contracts.md.
import { invalidField } from '../../http/errors';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import { listBulkRoutes } from './bulk';
import { decodeCursor, encodeCursor, fingerprint } from './cursor';
import { listConditions } from './filters';
import { listItems } from './items';
import { readList } from './read';
import { LIST_LABELS, LIST_QUERY, type ListQuery } from './schema';
import replies from '../replies.json';

const badCursor = () => invalidField('included', 'cursor', LIST_LABELS);

export function contactListRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/contact/list',
    {
      config: { permission: 'contact.list', labels: LIST_LABELS, scope: { rows: 'visibleTo' } },
      schema: { querystring: LIST_QUERY, response: { 200: replies.CONTACT_LIST_REPLY } },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const print = fingerprint({ ...q });
      const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor, print);
      if (q.cursor !== undefined && !cursor) throw badCursor();
      const where = await listConditions(app.db, q, user);
      const { total, page } = await readList(app.db, where, {
        sort: q.sort,
        limit: q.limit,
        page: q.page,
        cursor,
      });
      const items = await listItems(
        app.db,
        page.rows.map((r) => r.id),
        user.role,
      );
      const at = (back: boolean, pageNo: number) => (b: typeof page.next) =>
        b && encodeCursor({ ...b, back, page: pageNo }, print);
      return {
        items,
        ...total,
        page: page.page,
        limit: q.limit,
        pageCount: Math.ceil(total.totalCount / q.limit),
        next: at(false, page.page + 1)(page.next),
        prev: at(true, Math.max(1, page.page - 1))(page.prev),
      };
    },
  );
  listBulkRoutes(app);
}
