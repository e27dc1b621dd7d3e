// Routes of the additional phones (spec 001 section 7) and the swap with the main phone (docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { isRowId } from '../http/schemas';
import { normaliseBody } from './body';
import { CONTACT_LABELS } from './labels';
import { phonesHiddenFor } from './mask';
import { campaignShowsPhone, findContact } from './repository';
import { addPhone, deletePhone, swapPhone } from './phones';
import { ADDITIONAL_PHONE_BODY, CONTACT_ID_PARAMS, ID_PARAMS, SWAP_BODY } from './schemas';
import replies from './replies.json';
import { phoneJson } from './serialize';
import { contactNotFound } from './update';
import { loadCardJson } from './routes';

type PhoneBody = { phone: string; tz?: string; provider?: string; region?: string };
const config = { permission: 'contact.update', labels: CONTACT_LABELS } as const;
const ofContact = {
  ...config,
  scope: { names: { 'params.contactId': 'contact' } },
  notFound: contactNotFound,
} as const;

export function phoneRoutes(app: FastifyInstance) {
  app.put<{ Params: { contactId: number }; Body: PhoneBody }>(
    '/contact/create_additional_phone/:contactId',
    {
      config: ofContact,
      schema: {
        params: CONTACT_ID_PARAMS,
        body: ADDITIONAL_PHONE_BODY,
        response: { 201: replies.PHONE_REPLY },
      },
      preValidation: normaliseBody,
    },
    async (request, reply) => {
      const { contactId } = request.params;
      const row = await addPhone(app.db, contactId, request.body);
      const contact = (await findContact(app.db, contactId))!;
      const hidden = phonesHiddenFor(currentUser(request).role, {
        contactShowPhone: contact.show_phone,
        campaignShowPhone: await campaignShowsPhone(app.db, contact.campaign_id),
      });
      return reply.code(201).send(phoneJson(row, hidden));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/additional_phone/delete/:id',
    {
      config: { ...config, scope: { names: { 'params.id': 'additionalPhone' } } },
      schema: { params: ID_PARAMS, response: { 204: replies.PHONE_DELETED_REPLY } },
    },
    async (request, reply) => {
      const id = request.params.id;
      if ((await deletePhone(app.db, id)) === null) throw notFound();
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { contactId: number }; Body: { additional_phone_id: number } }>(
    '/contact/swap_phone/:contactId',
    {
      config: {
        ...config,
        scope: { names: { 'params.contactId': 'contact', 'body.additional_phone_id': 'additionalPhone' } },
        notFound: contactNotFound,
      },
      schema: { params: CONTACT_ID_PARAMS, body: SWAP_BODY, response: { 200: replies.CONTACT_REPLY } },
    },
    async (request) => {
      const { contactId } = request.params;
      const phoneId = request.body.additional_phone_id;
      if (!isRowId(phoneId)) throw notFound(); // the body's id is unbounded: one beyond the range is no phone
      await swapPhone(app.db, contactId, phoneId);
      return loadCardJson(app, contactId, currentUser(request).role);
    },
  );
}
