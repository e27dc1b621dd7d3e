// GET /node/getCallInfoMin/?phone= (spec 001 section 7; spec 000 section 4.4): who is calling, for the
// incoming-call dialog. Every contact whose main or additional phone is the number, with its project; the
// phone masked for operators and guests as on the card (server/contacts/mask.ts).
import { asc, eq, exists, and, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { visibleTo } from '../auth/scope/visible';
import { contactAdditionalPhones, contacts } from '../contacts/table';
import { isMasked, maskPhone, phonesHiddenFor } from '../contacts/mask';
import { readPhone } from '../contacts/values';
import { campaigns } from '../db/schema';
import { fieldError, flattenQuery, TELEPHONY_LABELS } from './common';
import replies from './replies.json';

/** A number shared by more contacts than this is listed by its first ones (lowest ids). */
export const CALL_INFO_LIMIT = 50;

const QUERY = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', minLength: 1, maxLength: 64 } },
};

export function callInfoRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { phone: string } }>(
    '/getCallInfoMin/',
    {
      config: { permission: 'global.call', labels: TELEPHONY_LABELS, scope: { rows: 'visibleTo' } },
      schema: { querystring: QUERY, response: { 200: replies.CALL_INFO_REPLY } },
      preValidation: flattenQuery,
    },
    async (request) => {
      const user = currentUser(request);
      const raw = request.query.phone;
      const phone = isMasked(raw) ? undefined : readPhone(raw);
      if (phone === undefined) throw fieldError('regex', 'phone');
      const additional = app.db
        .select({ one: contactAdditionalPhones.id })
        .from(contactAdditionalPhones)
        .where(
          and(eq(contactAdditionalPhones.contact_id, contacts.id), eq(contactAdditionalPhones.phone, phone)),
        );
      const rows = await app.db
        .select({
          id: contacts.id,
          full_name: contacts.full_name,
          phone: contacts.phone,
          show_phone: contacts.show_phone,
          campaign_id: contacts.campaign_id,
          campaign: { id: campaigns.id, title: campaigns.title, show_phone: campaigns.show_phone },
        })
        .from(contacts)
        .leftJoin(campaigns, eq(contacts.campaign_id, campaigns.id))
        .where(and(or(eq(contacts.phone, phone), exists(additional)), visibleTo(user)))
        .orderBy(asc(contacts.id))
        .limit(CALL_INFO_LIMIT);
      return {
        items: rows.map((r) => {
          const hidden = phonesHiddenFor(user.role, {
            contactShowPhone: r.show_phone,
            campaignShowPhone: r.campaign?.show_phone ?? null,
          });
          return {
            id: r.id,
            full_name: r.full_name,
            campaign_id: r.campaign_id,
            campaign: r.campaign && { id: r.campaign.id, title: r.campaign.title },
            phone: hidden ? maskPhone(r.phone) : r.phone,
            /** Which of the contact's numbers is calling: its main phone or an additional one. */
            matched: r.phone === phone ? 'phone' : 'additional_phone',
          };
        }),
      };
    },
  );
}
