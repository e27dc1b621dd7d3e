// Look-ups the card makes beside the contact (spec 001 section 7): the last call's tags of a phone, every tag
// to choose from, the operators to choose from, and a user's projects.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { projectsOf, visibleTo } from '../auth/scope/visible';
import { campaigns, users } from '../db/schema';
import { forbidden } from '../http/errors';
import { tags } from '../resources/tables/tag';
import { trunks } from '../resources/tables/trunk';
import { isAllowed } from '../from-client';
import { CONTACT_LABELS } from './labels';
import { LAST_TAGS_QUERY, PHONE_PARAMS, PROJECTS_QUERY } from './schemas';
import replies from './replies.json';
import { contacts } from './table';
import { contactNotFound } from './update';

const projectColumns = {
  project_id: campaigns.id,
  queue_name: campaigns.queue_name,
  title: campaigns.title,
  active_additional_phone_timeout: campaigns.active_additional_phone_timeout,
  /** The project's trunk title (null: none), the X-Trunk of the softphone's calls. */
  trunk: trunks.title,
};

const tagColumns = { id: tags.id, title: tags.title, color: tags.color, app_system: tags.app_system };

export function lookupRoutes(app: FastifyInstance) {
  // The tags of a phone's last calls (LAST_TAG), over the contacts with that number the caller sees. With
  // contact_id the number is that contact's, so a card whose phone is masked still asks for the number it hides.
  app.get<{ Params: { phone: string }; Querystring: { contact_id?: number } }>(
    '/tag/last/:phone',
    {
      config: {
        permission: 'contact.show',
        scope: { names: { 'query.contact_id': 'contact' }, rows: 'visibleTo' },
      },
      schema: {
        params: PHONE_PARAMS,
        querystring: LAST_TAGS_QUERY,
        response: { 200: replies.TAGS_REPLY },
      },
    },
    async (request) => {
      const { contact_id } = request.query;
      const [contact] =
        contact_id === undefined
          ? []
          : await app.db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, contact_id));
      if (contact_id !== undefined && !contact) throw contactNotFound();
      const phone = contact ? contact.phone : request.params.phone.replace(/\D/g, '');
      const mine = and(eq(contacts.phone, phone), visibleTo(currentUser(request)));
      const ids = sql`(select distinct unnest(${contacts.last_tags}) from ${contacts} where ${mine})`;
      const items = await app.db
        .select(tagColumns)
        .from(tags)
        .where(inArray(tags.id, ids))
        .orderBy(asc(tags.id));
      return { items };
    },
  );

  // Every tag, to show a contact's tags by name and choose them on the card (the tag settings' own list needs
  // tag.list, which operators do not hold). Tags belong to no project: who sees a card may read their names.
  app.get(
    '/tag/options',
    { config: { permission: 'contact.show' }, schema: { response: { 200: replies.TAGS_REPLY } } },
    async () => ({
      items: await app.db.select(tagColumns).from(tags).orderBy(asc(tags.title), asc(tags.id)),
    }),
  );

  // Spec 001 section 7 names GET /tag/scripts-operator answering tag ids and no more: read here as the system
  // tags (app_system), the ones the dialler and scripts set, which the script tab may refer to.
  app.get(
    '/tag/scripts-operator',
    {
      config: { permission: 'contact.scriptOperatorShow' },
      schema: { response: { 200: replies.TAGS_REPLY } },
    },
    async () => ({
      items: (
        await app.db.select({ id: tags.id }).from(tags).where(eq(tags.app_system, true)).orderBy(asc(tags.id))
      ).map((tag) => tag.id),
    }),
  );

  // The card shows the contact's operator by name to whoever opens it, and offers the others for a change.
  app.get(
    '/user/get_operators',
    { config: { permission: 'contact.show' }, schema: { response: { 200: replies.OPERATORS_REPLY } } },
    async () =>
      app.db
        .select({ id: users.id, full_name: users.full_name, extension_username: users.extension_username })
        .from(users)
        .where(eq(users.role, 'ROLE_OPERATOR'))
        .orderBy(asc(users.full_name), asc(users.id)),
  );

  app.get<{ Querystring: { user_id?: number } }>(
    '/user/projects',
    {
      config: { permission: 'authenticated', labels: CONTACT_LABELS },
      schema: { querystring: PROJECTS_QUERY, response: { 200: replies.PROJECTS_REPLY } },
    },
    async (request) => {
      const caller = currentUser(request);
      const id = request.query.user_id ?? caller.id;
      // Someone else's projects are read only by who may see the users.
      if (id !== caller.id && !isAllowed(caller, ['settings.list', 'user.list'])) throw forbidden();
      const [user] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, id));
      if (!user) return { items: [] };
      // The projects the user works in (server/auth/scope/visible.ts); an administrator works in all.
      const mine = sql`${campaigns.id} in ${projectsOf(id)}`;
      const items = await app.db
        .select(projectColumns)
        .from(campaigns)
        .leftJoin(trunks, eq(trunks.id, campaigns.trunk_id))
        .where(user.role === 'ROLE_ADMIN' ? undefined : mine)
        .orderBy(asc(campaigns.title), asc(campaigns.id));
      return { items };
    },
  );
}
