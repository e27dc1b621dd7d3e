// GET /api/contact/list/cards (spec 001 section 7): a project's contacts to call by hand, one card a page by
// default (spec 001 section 9), each as GET /api/contact/:id answers it, phones masked alike.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import { notFound } from '../http/errors';
import { ID_SCHEMA } from '../http/schemas';
import { cardPageIds, pageRange } from './cards-page';
import { CONTACT_LABELS } from './labels';
import replies from './replies.json';
import { loadCardJson } from './routes';

const CARDS_QUERY = {
  type: 'object',
  required: ['campaign_id'],
  properties: {
    campaign_id: ID_SCHEMA,
    page: { type: 'integer', minimum: 1, maximum: 10_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
  },
};

const LABELS = { ...CONTACT_LABELS, campaign_id: CONTACT_LABELS.campaign };

type CardsRequest = { Querystring: { campaign_id: number; page: number; limit: number } };

/** A project out of the caller's sight answered 403 already (config.scope); one that does not exist, 404. */
async function assertExists(db: Db, campaignId: number): Promise<void> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw notFound();
}

export function cardListRoutes(app: FastifyInstance) {
  app.get<CardsRequest>(
    '/contact/list/cards',
    {
      config: {
        permission: 'contact.cardList',
        labels: LABELS,
        scope: { names: { 'query.campaign_id': 'project' } },
      },
      schema: { querystring: CARDS_QUERY, response: { 200: replies.CARDS_PAGE_REPLY } },
    },
    async (request) => {
      const user = currentUser(request);
      const { campaign_id, page, limit } = request.query;
      await assertExists(app.db, campaign_id);
      const { totalCount, ids } = await cardPageIds(app.db, campaign_id, page, limit);
      // At most 50 cards: one read each keeps the reply byte-for-byte what GET /contact/:id gives.
      const items = [];
      for (const id of ids) items.push(await loadCardJson(app, id, user.role));
      const pageCount = Math.ceil(totalCount / limit);
      return {
        items,
        current: page,
        currentItemCount: items.length,
        numItemsPerPage: limit,
        pageCount,
        pageRange: pageRange(page, pageCount),
        totalCount,
      };
    },
  );
}
