// Notes on a contact (spec 001 section 7). Guests never change notes, whatever their group grants (spec 001
// section 6: "note editing is disabled for guests"); an operator changes only the notes they wrote.
import { eq } from 'drizzle-orm';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import type { RouteScope } from '../auth/scope/declare';
import { contacts } from '../contacts/table';
import { forbidden, HttpError, notFound } from '../http/errors';
import { rowId } from '../http/form-values';
import { normaliseBody, normaliseQuery } from '../tasks/body';
import { mayChangeNoteOf } from '../from-client';
import type { CurrentUser } from '../types';
import { noteJson, selectNotes } from './repository';
import replies from './replies.json';
import { CREATE_BODY, ID_PARAMS, LIST_QUERY, NOTE_LABELS, UPDATE_BODY } from './schemas';
import { notes, type NoteRow } from './table';

function assertMayChange(user: CurrentUser, note: NoteRow): void {
  if (!mayChangeNoteOf(user, note.user_id)) throw forbidden();
}

export async function noteRoutes(fastify: FastifyInstance) {
  // Request types come from the route schemas (schemas.ts), not from interfaces kept beside them.
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const load = async (id: number, user: CurrentUser) => {
    const [row] = await app.db.select().from(notes).where(eq(notes.id, id));
    if (!row) throw notFound();
    assertMayChange(user, row);
    return row;
  };
  const one = async (id: number) => noteJson((await selectNotes(app.db, eq(notes.id, id)))[0]);
  const config = (permission: 'contact.commentCreate' | 'contact.commentUpdate', scope: RouteScope) => ({
    permission,
    labels: NOTE_LABELS,
    scope,
  });
  const ofNote: RouteScope = { names: { 'params.id': 'note' } };

  app.post(
    '/note/create',
    {
      config: config('contact.commentCreate', { names: { 'body.contact': 'contact' } }),
      schema: { body: CREATE_BODY, response: { 201: replies.NOTE_REPLY } },
      preValidation: normaliseBody,
    },
    async (request, reply) => {
      const contactId = rowId(request.body.contact);
      const [contact] =
        contactId === undefined
          ? []
          : await app.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
      if (!contact) throw new HttpError(400, 'contactNotFound', 'contactNotFound');
      const [row] = await app.db
        .insert(notes)
        .values({ text: request.body.text, contact_id: contact.id, user_id: currentUser(request).id })
        .returning({ id: notes.id });
      return reply.code(201).send(await one(row.id));
    },
  );

  app.get(
    '/note/list',
    {
      config: {
        permission: 'contact.commentShow',
        labels: NOTE_LABELS,
        scope: { names: { 'query.contact_id': 'contact' } },
      },
      schema: { querystring: LIST_QUERY, response: { 200: replies.NOTE_LIST_REPLY } },
      preValidation: normaliseQuery,
    },
    async (request) => ({
      items: (await selectNotes(app.db, eq(notes.contact_id, request.query.contact_id))).map(noteJson),
    }),
  );

  app.put(
    '/note/update/:id',
    {
      config: config('contact.commentUpdate', ofNote),
      schema: { params: ID_PARAMS, body: UPDATE_BODY, response: { 200: replies.NOTE_REPLY } },
      preValidation: normaliseBody,
    },
    async (request) => {
      const note = await load(request.params.id, currentUser(request));
      await app.db
        .update(notes)
        .set({ text: request.body.text, updated_at: new Date() })
        .where(eq(notes.id, note.id));
      return one(note.id);
    },
  );

  app.delete(
    '/note/delete/:id',
    {
      config: { permission: 'contact.commentDelete', scope: ofNote },
      schema: { params: ID_PARAMS, response: { 204: replies.NOTE_DELETED_REPLY } },
    },
    async (request, reply) => {
      const note = await load(request.params.id, currentUser(request));
      await app.db.delete(notes).where(eq(notes.id, note.id));
      return reply.code(204).send();
    },
  );
}
