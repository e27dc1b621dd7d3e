// The contact card's routes (spec 001 section 7, "Contacts and card").
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import type { RouteScope } from '../auth/scope/declare';
import { normaliseBody } from './body';
import { CONTACT_LABELS } from './labels';
import { findCard } from './repository';
import { ID_PARAMS, UPDATE_BODY, UPDATE_MIN_BODY } from './schemas';
import replies from './replies.json';
import { contactJson } from './serialize';
import { contactNotFound, updateContact } from './update';
import type { Body } from './values';

type IdRequest = { Params: { id: number }; Body: Body };

/** The card names its contact; a save may move it to another project, which the caller must see too. */
const CARD: RouteScope = { names: { 'params.id': 'contact' } };
/** An id beyond any row reads as the contact's own 404. */
const missing = contactNotFound;
const CARD_SAVE: RouteScope = {
  // The call task the save completes (linked-task.ts) is named too: a task the caller does not see is refused.
  names: { 'params.id': 'contact', 'body.campaign': 'projectOrNone', 'body.taskId': 'task' },
};

export async function loadCardJson(
  app: FastifyInstance,
  id: number,
  role: Parameters<typeof contactJson>[1],
) {
  const card = await findCard(app.db, id);
  if (!card) throw contactNotFound();
  return contactJson(card, role);
}

export function cardRoutes(app: FastifyInstance) {
  app.get<IdRequest>(
    '/contact/:id',
    {
      config: { permission: 'contact.show', scope: CARD, notFound: missing },
      schema: { params: ID_PARAMS, response: { 200: replies.CONTACT_REPLY } },
    },
    async (request) => loadCardJson(app, request.params.id, currentUser(request).role),
  );

  // Spec 001 section 7: card saves also go to /contact/update_card/; both paths are the whole-card save.
  for (const path of ['/contact/update/:id', '/contact/update_card/:id']) {
    app.put<IdRequest>(
      path,
      {
        config: { permission: 'contact.update', labels: CONTACT_LABELS, scope: CARD_SAVE, notFound: missing },
        schema: { params: ID_PARAMS, body: UPDATE_BODY, response: { 200: replies.CONTACT_SAVED_REPLY } },
        preValidation: normaliseBody,
      },
      async (request) => {
        return updateContact(app.db, currentUser(request), request.params.id, request.body, false);
      },
    );
  }

  // A status alone may be saved with contact.statusChange (a call card); update.ts checks the keys.
  app.put<IdRequest>(
    '/contact/update/min/:id',
    {
      config: { permission: 'contact.show', labels: CONTACT_LABELS, scope: CARD_SAVE, notFound: missing },
      schema: { params: ID_PARAMS, body: UPDATE_MIN_BODY, response: { 200: replies.CONTACT_REPLY } },
      preValidation: normaliseBody,
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      await updateContact(app.db, user, id, request.body, true);
      return loadCardJson(app, id, user.role);
    },
  );

  app.get<IdRequest>(
    '/contact/get_contact_user/:id',
    {
      config: { permission: 'contact.show', scope: CARD, notFound: missing },
      schema: { params: ID_PARAMS, response: { 200: replies.CONTACT_USER_REPLY } },
    },
    async (request) => (await loadCardJson(app, request.params.id, currentUser(request).role)).user,
  );
}
