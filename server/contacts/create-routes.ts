// Single contacts (issue 13): POST /api/contact/create (contact.create) -> 201 the contact as GET
// /api/contact/{id} answers it; DELETE /api/contact/delete/{id} (contact.delete) -> 204. The project must be
// one the caller sees (config.scope), the contact too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { normaliseBody } from './body';
import { createContact } from './create';
import { CONTACT_LABELS } from './labels';
import replies from './replies.json';
import { loadCardJson } from './routes';
import { CREATE_BODY, ID_PARAMS } from './schemas';
import { contacts } from './table';
import { contactNotFound } from './update';
import type { Body } from './values';

const LABELS = { ...CONTACT_LABELS, campaign_id: CONTACT_LABELS.campaign };

export function createRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>(
    '/contact/create',
    {
      config: {
        permission: 'contact.create',
        labels: LABELS,
        scope: { names: { 'body.campaign_id': 'project' } },
      },
      schema: { body: CREATE_BODY, response: { 201: replies.CONTACT_REPLY } },
      preValidation: normaliseBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createContact(app.db, request.body, app.appConfig.defaultLocale);
      return reply.code(201).send(await loadCardJson(app, id, user.role));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/contact/delete/:id',
    {
      config: {
        permission: 'contact.delete',
        scope: { names: { 'params.id': 'contact' } },
        notFound: contactNotFound,
      },
      schema: { params: ID_PARAMS, response: { 204: { description: 'Deleted.' } } },
    },
    async (request, reply) => {
      const [gone] = await app.db
        .delete(contacts)
        .where(eq(contacts.id, request.params.id))
        .returning({ id: contacts.id });
      if (!gone) throw contactNotFound();
      return reply.code(204).send();
    },
  );
}
