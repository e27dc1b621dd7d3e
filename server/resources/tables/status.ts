// Statuses of a campaign's contacts. GET /status/list/ also takes the spec's `project_ids` (repeated or
// comma-separated campaign ids).
import { inArray } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { campaigns, timestamps } from '../../db/schema';
import { idsParam } from '../params';
import { defineServerResource } from '../types';

export const statuses = pgTable(
  'statuses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    color: text('color').notNull().default('none'),
    campaign_id: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    crm_status: text('crm_status').notNull().default(''),
    active: boolean('active').notNull().default(true),
    app_system: boolean('app_system').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('statuses_campaign_idx').on(t.campaign_id)],
);

export default defineServerResource('status', statuses, {
  // The contact card offers a project's statuses (spec 001 section 7: GET /status/list/?project_ids=).
  listAlso: ['contact.show'],
  listParams: {
    project_ids: idsParam({ en: 'Projects', ru: 'Проекты' }, (ids) => inArray(statuses.campaign_id, ids)),
  },
});
