// GET /node/call/contact/ (spec 001 section 7): the softphone starts a call for a contact and the call is
// recorded in `calls` (read by GET /api/call/list). The contact arrives as `contact[id]` and
// `contact[campaign_id]` (Fastify's query parser keeps the brackets in the key: no qs nesting), as a JSON
// string `contact={"id":..}`, or flat as `contact_id` and `campaign_id`.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import { calls, CALL_CONTEXTS, CALL_TYPES, type CallContext, type CallType } from '../calls/table';
import { contacts } from '../contacts/table';
import { contactNotFound } from '../contacts/update';
import { isMasked } from '../contacts/mask';
import { readPhone } from '../contacts/values';
import { campaigns } from '../db/schema';
import { ID_SCHEMA } from '../http/schemas';
import { fieldError, flatten, operatorOf, TELEPHONY_LABELS } from './common';
import replies from './replies.json';

const QUERY = {
  type: 'object',
  required: ['type', 'phone', 'operator_phone'],
  properties: {
    type: { type: 'string', enum: CALL_TYPES },
    phone: { type: 'string', minLength: 1, maxLength: 64 },
    operator_phone: { type: 'string', minLength: 1, maxLength: 64 },
    context: { type: 'string', enum: CALL_CONTEXTS, default: 'outbound' },
    contact_id: ID_SCHEMA,
    campaign_id: ID_SCHEMA,
  },
};

interface Query {
  type: CallType;
  phone: string;
  operator_phone: string;
  context: CallContext;
  contact_id?: number;
  campaign_id?: number;
}

const NESTED: Record<string, 'contact_id' | 'campaign_id'> = {
  'contact[id]': 'contact_id',
  'contact[campaign_id]': 'campaign_id',
  'contact[campaign]': 'campaign_id',
};

/** The contact's nested spellings become contact_id and campaign_id; a flat value given too wins. */
async function readContact(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  let nested: Record<string, unknown> = {};
  const contact = query.contact;
  delete query.contact;
  if (typeof contact === 'string' && contact.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(contact);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        nested = parsed as Record<string, unknown>;
    } catch {
      throw fieldError('regex', 'contact_id');
    }
  } else if (contact && typeof contact === 'object' && !Array.isArray(contact)) {
    nested = contact as Record<string, unknown>; // a parser that nests (qs)
  } else if (contact !== undefined) {
    query.contact_id ??= contact; // contact=<id>
  }
  for (const [key, target] of Object.entries(NESTED)) {
    if (key in query) query[target] ??= query[key];
    delete query[key];
  }
  if (nested.id !== undefined) query.contact_id ??= nested.id;
  if (nested.campaign_id !== undefined) query.campaign_id ??= nested.campaign_id;
  // JSON numbers and nulls become the strings a query carries; anything deeper is refused by the schema.
  for (const key of ['contact_id', 'campaign_id']) {
    const v = query[key];
    if (typeof v === 'number') query[key] = String(v);
    if (v === null) delete query[key];
  }
  flatten(query);
}

export function callContactRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>(
    '/call/contact/',
    {
      config: {
        permission: 'global.call',
        labels: TELEPHONY_LABELS,
        scope: { names: { 'query.contact_id': 'contact', 'query.campaign_id': 'project' } },
      },
      schema: { querystring: QUERY, response: { 200: replies.CALL_CONTACT_REPLY } },
      preValidation: readContact,
    },
    async (request) => {
      const q = request.query;
      const operator = await operatorOf(app, currentUser(request), q.operator_phone, 'operator_phone');
      const [contact] =
        q.contact_id === undefined
          ? []
          : await app.db
              .select({ id: contacts.id, phone: contacts.phone, campaign_id: contacts.campaign_id })
              .from(contacts)
              .where(eq(contacts.id, q.contact_id));
      if (q.contact_id !== undefined && !contact) throw contactNotFound();
      // A card that shows the phone masked sends the marker: the number is then the contact's own.
      const phone = isMasked(q.phone) ? contact?.phone : readPhone(q.phone);
      if (phone === undefined) throw fieldError('regex', 'phone');
      let campaignId = contact?.campaign_id ?? null;
      if (q.campaign_id !== undefined) {
        const [campaign] = await app.db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.id, q.campaign_id));
        if (!campaign) throw fieldError('included', 'campaign_id');
        campaignId = campaign.id;
      }
      // The call-control service may have opened this call's row already (a call through a trunk): the
      // softphone's report completes it with the call type and contact instead of adding a second row.
      const [live] = await app.db
        .update(calls)
        .set({
          call_type: q.type,
          contact_id: sql`coalesce(${calls.contact_id}, ${contact?.id ?? null})`,
          campaign_id: sql`coalesce(${calls.campaign_id}, ${campaignId})`,
          operator_id: sql`coalesce(${calls.operator_id}, ${operator.id})`,
        })
        .where(
          sql`${calls.id} = (${app.db
            .select({ id: calls.id })
            .from(calls)
            .where(
              and(
                ne(calls.node_id, ''),
                isNull(calls.ended_at),
                eq(calls.client_phone, phone),
                or(eq(calls.operator_id, operator.id), isNull(calls.operator_id)),
                sql`${calls.at} > now() - interval '1 hour'`,
              ),
            )
            .orderBy(sql`${calls.id} desc`)
            .limit(1)})`,
        )
        .returning({
          id: calls.id,
          unique_id: calls.unique_id,
          contact_id: calls.contact_id,
          campaign_id: calls.campaign_id,
        });
      if (live) return live;
      const [row] = await app.db
        .insert(calls)
        .values({
          unique_id: randomUUID(),
          at: new Date(),
          client_phone: phone,
          to_phone: q.context === 'outbound' ? phone : operator.extension,
          campaign_id: campaignId,
          context: q.context,
          contact_id: contact?.id ?? null,
          operator_id: operator.id,
          call_type: q.type,
        })
        .returning({ id: calls.id, unique_id: calls.unique_id });
      return {
        id: row.id,
        unique_id: row.unique_id,
        contact_id: contact?.id ?? null,
        campaign_id: campaignId,
      };
    },
  );
}
