// A contact's e-mails or SMS with the templates of the project to prefill the form from (spec 001 section 7,
// "Messages"; spec 000 section 3, list meta). The type decides the key: contact.emailShow or contact.smsShow.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { campaigns } from '../db/schema';
import { findContact } from '../contacts/repository';
import { contactNotFound } from '../contacts/update';
import { forbidden } from '../http/errors';
import { isAllowed } from '../from-client';
import { normaliseQuery } from '../tasks/body';
import { listMessages, messageJson } from './repository';
import { LIST_PARAMS, LIST_QUERY, MESSAGE_KEYS, MESSAGE_LABELS } from './schemas';
import replies from './replies.json';
import type { MessageType } from './table';

export function listRoute(app: FastifyInstance) {
  app.get<{ Params: { contactId: number }; Querystring: { type: MessageType; campaign_id?: number } }>(
    '/message/list/:contactId',
    {
      config: {
        permission: { anyOf: ['contact.emailShow', 'contact.smsShow'] },
        labels: MESSAGE_LABELS,
        scope: { names: { 'params.contactId': 'contact', 'query.campaign_id': 'project' } },
      },
      schema: { params: LIST_PARAMS, querystring: LIST_QUERY, response: { 200: replies.MESSAGE_LIST_REPLY } },
      preValidation: normaliseQuery,
    },
    async (request) => {
      const { type, campaign_id } = request.query;
      if (!isAllowed(currentUser(request), MESSAGE_KEYS[type].show)) throw forbidden();
      const contact = await findContact(app.db, request.params.contactId);
      if (!contact) throw contactNotFound();
      // The templates of the project the card is worked in, else of the contact's own project.
      const campaignId = campaign_id ?? contact.campaign_id;
      const [templates] =
        campaignId === null
          ? []
          : await app.db
              .select({
                sms: campaigns.sms_template,
                subject: campaigns.email_subject,
                email: campaigns.email_template,
              })
              .from(campaigns)
              .where(eq(campaigns.id, campaignId));
      const rows = await listMessages(app.db, contact.id, type);
      return {
        items: rows.map((row) => messageJson(row, request.locale)),
        meta: {
          messageTemplateSms: templates?.sms ?? '',
          messageTemplateEmail: templates?.email ?? '',
          emailSubject: templates?.subject ?? '',
          // Projects have no template attachment yet (src/resources/campaign/fields.ts).
          messageFileName: '',
          messageFile: '',
        },
      };
    },
  );
}
