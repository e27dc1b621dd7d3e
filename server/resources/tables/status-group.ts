// Status groups: a title, a colour and the ids of their statuses (an integer array, `statuses: number[]`).
// GET /status_group/list also takes the spec's `campaign_ids`: groups holding a status of those campaigns.
import { inArray, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/schema';
import { idsParam } from '../params';
import { defineServerResource } from '../types';
import { statuses } from './status';

export const statusGroups = pgTable('status_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull().default('none'),
  statuses: integer('statuses')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  ...timestamps,
});

const holdsStatusOf = (campaignIds: number[]) =>
  sql`exists (select 1 from ${statuses} where ${statuses.id} = any(${statusGroups.statuses}) and ${inArray(
    statuses.campaign_id,
    campaignIds,
  )})`;

export default defineServerResource('statusGroup', statusGroups, {
  // The contact list shows and filters by status groups (GET status_group/list?campaign_ids=).
  listAlso: ['contact.list'],
  listParams: { campaign_ids: idsParam({ en: 'Projects', ru: 'Проекты' }, holdsStatusOf) },
});
