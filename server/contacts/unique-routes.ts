// Uniqueness checks the card asks while a phone or an e-mail is typed (spec 000 section 5: the phone is
// checked at exactly 11 digits, the e-mail by query; the reply has a field `valid`). They answer only
// whether another contact holds the value, never which one.
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ID_SCHEMA } from '../http/schemas';
import { contactAdditionalPhones, contacts } from './table';
import replies from './replies.json';

const CHECKED_PHONE_DIGITS = 11;

const QUERY = (field: 'phone' | 'email') => ({
  type: 'object',
  properties: {
    [field]: { type: 'string', maxLength: 255 },
    contact_id: ID_SCHEMA,
  },
});

/** The contact being edited; the answer itself names no contact. */
const SCOPE = { names: { 'query.contact_id': 'contact' } } as const;

type CheckQuery = { Querystring: { phone?: string; email?: string; contact_id?: number } };

export function uniqueRoutes(app: FastifyInstance) {
  const othersThan = (contactId: number | undefined): SQL | undefined =>
    contactId ? ne(contacts.id, contactId) : undefined;

  app.get<CheckQuery>(
    '/contact/check_phone',
    {
      config: { permission: 'contact.show', scope: SCOPE },
      schema: { querystring: QUERY('phone'), response: { 200: replies.UNIQUE_REPLY } },
    },
    async (request) => {
      const digits = (request.query.phone ?? '').replace(/\D/g, '');
      if (digits.length !== CHECKED_PHONE_DIGITS) return { valid: true, checked: false };
      const [taken] = await app.db
        .select({ id: contacts.id })
        .from(contacts)
        .leftJoin(contactAdditionalPhones, eq(contactAdditionalPhones.contact_id, contacts.id))
        .where(
          and(
            or(eq(contacts.phone, digits), eq(contactAdditionalPhones.phone, digits)),
            othersThan(request.query.contact_id),
          ),
        )
        .limit(1);
      return { valid: !taken, checked: true };
    },
  );

  app.get<CheckQuery>(
    '/contact/check_email',
    {
      config: { permission: 'contact.show', scope: SCOPE },
      schema: { querystring: QUERY('email'), response: { 200: replies.UNIQUE_REPLY } },
    },
    async (request) => {
      const email = (request.query.email ?? '').trim().toLowerCase();
      if (!email) return { valid: true, checked: false };
      const [taken] = await app.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(sql`lower(${contacts.email}) = ${email}`, othersThan(request.query.contact_id)))
        .limit(1);
      return { valid: !taken, checked: true };
    },
  );
}
