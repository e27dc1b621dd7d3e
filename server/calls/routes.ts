// GET /api/call/list (spec 001 sections 6, 7 and 9). The card's mode (contact.callShow): without all_calls a
// contact's own calls; with it (or by a phone alone) every call of the phone whatever contact it was made for,
// which needs contact.callAllShow and is never open to guests (spec 001 section 6: guests do not get the
// show-all-calls switch). With CALL_LIST_BY_CAMPAIGN on, both keep to the contact's project. With
// `report=true` the calls report (call.list, report/handler.ts).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import replies from './replies.json';
import { currentUser } from '../auth/guard';
import { callVisibleTo } from '../auth/scope/visible';
import { contacts } from '../contacts/table';
import { contactNotFound } from '../contacts/update';
import { readPhone } from '../contacts/values';
import { campaignShowsPhone } from '../contacts/repository';
import { isMasked, phonesHiddenFor } from '../contacts/mask';
import { forbidden, invalidFields, fieldProblem } from '../http/errors';
import { flag } from '../http/form-values';
import { stripNul } from '../resources/coerce';
import { isAllowed, seesAllCallsOfPhone, type ValidationRule } from '../from-client';
import { callReport } from './report/handler';
import { REPORT_LIST_FILTERS } from './report/schema';
import { callPage } from './repository';
import { CALL_LABELS, CALL_LIST_QUERY, type CallListQuery } from './schemas';
import { callJson } from './serialize';
import { calls } from './table';

const FLAGS = new Set(['all_calls', 'report', 'has_recording']);
const LISTS = new Set<string>(REPORT_LIST_FILTERS);

/**
 * Empty parameters are absent ones; flags are read from their usual spellings ('true', '1', 'on'); a value
 * sent twice counts once, the last, except the report's list filters.
 */
async function normaliseQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, raw] of Object.entries(query)) {
    if (LISTS.has(key)) continue;
    let value = stripNul(Array.isArray(raw) ? raw[raw.length - 1] : raw);
    if (typeof value === 'string') value = value.trim();
    if (value === '') delete query[key];
    else query[key] = FLAGS.has(key) ? flag(value) : value;
  }
}

/** Calls made in the project (a contact of no project: calls of none). */
const sameProject = (campaignId: number | null) =>
  campaignId === null ? isNull(calls.campaign_id) : eq(calls.campaign_id, campaignId);

const problem = (name: ValidationRule, field: keyof typeof CALL_LABELS) =>
  fieldProblem(name, field, CALL_LABELS);

export function callRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CallListQuery }>(
    '/call/list',
    {
      config: {
        permission: { anyOf: ['contact.callShow', 'call.list'] },
        labels: CALL_LABELS,
        scope: { names: { 'query.contact': 'contact' }, rows: 'visibleTo' },
      },
      schema: { querystring: CALL_LIST_QUERY, response: { 200: replies.CALL_LIST_REPLY } },
      preValidation: normaliseQuery,
    },
    async (request) => {
      if (request.query.report) return callReport(app, request, request.query);
      const user = currentUser(request);
      if (!isAllowed(user, 'contact.callShow')) throw forbidden();
      const { contact: contactId, client_phone, all_calls, page, limit } = request.query;
      if (contactId === undefined && client_phone === undefined)
        throw invalidFields({ contact: problem('required', 'contact') });
      const byPhone = all_calls || contactId === undefined;
      if (byPhone && !seesAllCallsOfPhone(user)) throw forbidden();
      // CALL_LIST_BY_CAMPAIGN: the card's calls keep to the contact's project (docs/decisions.md), so a
      // phone alone names no project to keep to.
      const byProject = app.appConfig.features.CALL_LIST_BY_CAMPAIGN === 'true';
      if (byProject && contactId === undefined)
        throw invalidFields({ contact: problem('required', 'contact') });

      let where: SQL;
      let hiddenByRequest = false;
      if (contactId !== undefined) {
        const [contact] = await app.db
          .select({ phone: contacts.phone, show: contacts.show_phone, campaign: contacts.campaign_id })
          .from(contacts)
          .where(eq(contacts.id, contactId));
        if (!contact) throw contactNotFound();
        hiddenByRequest = phonesHiddenFor(user.role, {
          contactShowPhone: contact.show,
          campaignShowPhone: await campaignShowsPhone(app.db, contact.campaign),
        });
        // The contact's own number, not client_phone: a masked card cannot send the number it hides.
        where = byPhone ? eq(calls.client_phone, contact.phone) : eq(calls.contact_id, contactId);
        if (byProject) where = and(where, sameProject(contact.campaign))!;
      } else {
        const phone = isMasked(client_phone!) ? undefined : readPhone(client_phone!);
        if (phone === undefined) throw invalidFields({ client_phone: problem('regex', 'client_phone') });
        where = eq(calls.client_phone, phone);
      }
      // A phone's calls may be other contacts': only those the caller sees (server/auth/scope/visible.ts).
      const { rows, totalCount } = await callPage(app.db, and(where, callVisibleTo(user))!, page, limit);
      return { items: rows.map((row) => callJson(row, user.role, hiddenByRequest)), totalCount };
    },
  );
}
