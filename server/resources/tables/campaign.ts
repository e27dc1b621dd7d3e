// Projects (campaigns): the foundation's `campaigns` table, extended with every setting of the declaration
// (src/resources/campaign/fields.ts).
// - `queue_name` is `campaign_<id>`, made by the server when a project is created or copied (read-only).
// - `transfer_phones` is checked item by item and given ids (json/transfer-phones.ts).
// - Titles are unique, case-insensitively (409 campaignExists). There is no unique index: databases made
//   before the rule may hold twins, which keep their titles until renamed; writes run one at a time
//   (crud.ts) so the check holds under concurrent requests.
// - POST /api/campaign/copy/:id copies every setting under the first free title "<title> (copy)",
//   "(copy 2)"... ("(копия)" in Russian) unless the body names another title; the copy gets its own id and
//   queue name.
// - Spec endpoints (spec 001 section 7): GET /api/robot/campaign/list, /list_monitoring and
//   /getTransferPhones/:campaign_id.
// Deleting a project detaches its statuses (set null); a project's users and templates stay.
import { idParams } from '../../http/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CompiledResource } from '../compile';
import { coerceQuery } from '../pre-validation';
import { readTransferPhones } from '../json/transfer-phones';
import { listRows, type ListQuery } from '../list';
import replies from '../replies.json';
import { rowsPageReply } from '../replies';
import { defineServerResource, type Values, type WriteContext } from '../types';
import { operatorScripts } from './script-operator';

export const queueNameOf = (id: number) => `campaign_${id}`;

/** A new project's id, taken from the table's sequence before the insert, and its queue name. */
export async function newCampaignIdentity(db: Db): Promise<{ id: number; queue_name: string }> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('campaigns', 'id'))::int as id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  return { id, queue_name: queueNameOf(id) };
}

async function beforeWrite(values: Values, { db, action }: WriteContext): Promise<Values> {
  const out = { ...values };
  if ('transfer_phones' in out) out.transfer_phones = readTransferPhones(out.transfer_phones);
  if (action === 'update') return out;
  Object.assign(out, await newCampaignIdentity(db));
  return out;
}

/** Paging and filters of the generated list, at most 100 a page and 100 by default (spec 001 section 9). */
const robotListSchema = (r: CompiledResource) => ({
  ...r.schemas.list,
  properties: {
    ...(r.schemas.list.properties as object),
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
  },
});

const CAMPAIGN_ID_LABELS = { campaign_id: { en: 'Project', ru: 'Проект' } };
const CAMPAIGN_ID_PARAMS = idParams('campaign_id');

function robotRoutes(app: FastifyInstance, r: CompiledResource) {
  app.get(
    '/robot/campaign/list',
    {
      config: { permission: 'campaign.list', labels: r.labels },
      schema: { querystring: robotListSchema(r), response: { 200: rowsPageReply(r) } },
      preValidation: coerceQuery(r),
    },
    async (request) => listRows(app.db, r, request.query as ListQuery),
  );

  // The projects a supervisor can watch live: their titles and queues.
  app.get(
    '/robot/campaign/list_monitoring',
    {
      config: { permission: 'monitoring.list' },
      schema: { response: { 200: replies.MONITORED_PROJECTS_REPLY } },
    },
    async () => ({
      items: await app.db
        .select({ title: campaigns.title, queue_name: campaigns.queue_name })
        .from(campaigns)
        .orderBy(asc(campaigns.title), asc(campaigns.id)),
    }),
  );

  // The contact card's script tab (spec 001 section 7): the project's operator script, sanitised when stored.
  app.get<{ Params: { campaign_id: number } }>(
    '/robot/campaign/scripts-operator/:campaign_id',
    {
      // An operator reads the scripts of the projects they work in, as they see those projects' contacts.
      config: {
        permission: 'contact.scriptOperatorShow',
        labels: CAMPAIGN_ID_LABELS,
        scope: { names: { 'params.campaign_id': 'project' } },
      },
      schema: { params: CAMPAIGN_ID_PARAMS, response: { 200: replies.PROJECT_SCRIPTS_REPLY } },
    },
    async (request) => {
      const id = request.params.campaign_id;
      const [row] = await app.db
        .select({
          id: campaigns.id,
          script_id: operatorScripts.id,
          title: operatorScripts.title,
          script: operatorScripts.script,
          color: operatorScripts.color,
        })
        .from(campaigns)
        .leftJoin(operatorScripts, eq(operatorScripts.id, campaigns.script_operator_id))
        .where(eq(campaigns.id, id));
      if (!row) throw notFound();
      return row.script_id === null
        ? []
        : [{ id: row.script_id, title: row.title, script: row.script, color: row.color }];
    },
  );

  // The softphone offers these during a call: whoever may call may read them.
  app.get<{ Params: { campaign_id: number } }>(
    '/robot/campaign/getTransferPhones/:campaign_id',
    {
      config: {
        permission: 'global.call',
        labels: CAMPAIGN_ID_LABELS,
        scope: { names: { 'params.campaign_id': 'project' } },
      },
      schema: { params: CAMPAIGN_ID_PARAMS, response: { 200: replies.TRANSFER_PHONES_REPLY } },
    },
    async (request) => {
      const id = request.params.campaign_id;
      const [row] = await app.db
        .select({ phones: campaigns.transfer_phones })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      if (!row) throw notFound();
      return { items: Array.isArray(row.phones) ? row.phones : [] };
    },
  );
}

export default defineServerResource('campaign', campaigns, {
  beforeWrite,
  routes: robotRoutes,
  oneWriteAtATime: true, // unique titles without an index
});
