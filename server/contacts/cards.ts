// GET /api/contact/list/cards (spec 001 section 7): a project's contacts to call by hand, one card a page by
// default (spec 001 section 9), each as GET /api/contact/:id answers it, phones masked alike.
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { INT4_MAX } from '../resources/fields';
import type { CurrentUser } from '../types';
import { cardPageIds, pageRange } from './cards-page';
import { CONTACT_LABELS } from './labels';
import { loadCardJson } from './routes';

const CARDS_QUERY = {
  type: 'object',
  required: ['campaign_id'],
  properties: {
    campaign_id: { type: 'integer', minimum: 1, maximum: INT4_MAX },
    page: { type: 'integer', minimum: 1, maximum: 10_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
  },
};

const LABELS = { ...CONTACT_LABELS, campaign_id: CONTACT_LABELS.campaign };

type CardsRequest = { Querystring: { campaign_id: number; page: number; limit: number } };

/** Those who run projects see every project's cards; the others only those of their projects. */
const SEES_ALL = new Set(['ROLE_ADMIN', 'ROLE_SUPERVISOR']);

/**
 * The rule of GET /api/user/projects for one project: the caller's user group works in it, or the caller is
 * its supervisor or guest. A project not theirs answers 403 whether or not it exists, so ids reveal nothing.
 */
async function mayCall(db: Db, user: CurrentUser, campaignId: number): Promise<boolean> {
  const [me] = await db.select({ group: users.user_group_id }).from(users).where(eq(users.id, user.id));
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, campaignId),
        SEES_ALL.has(user.role)
          ? undefined
          : or(
              me?.group == null ? undefined : eq(campaigns.user_group_id, me.group),
              eq(campaigns.supervisor_id, user.id),
              eq(campaigns.guest_id, user.id),
            ),
      ),
    );
  if (row) return true;
  if (SEES_ALL.has(user.role)) throw notFound();
  return false;
}

export function cardListRoutes(app: FastifyInstance) {
  app.get<CardsRequest>(
    '/contact/list/cards',
    {
      config: { permission: 'contact.cardList', labels: LABELS },
      schema: { querystring: CARDS_QUERY },
    },
    async (request) => {
      const user = currentUser(request);
      const { campaign_id, page, limit } = request.query;
      if (!(await mayCall(app.db, user, campaign_id))) throw forbidden();
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
