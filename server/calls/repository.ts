// Reading calls with the names the card's table and the calls report show: project title, operator, contact,
// and what decides whether the row's phone may be shown (its contact's and that contact's project's
// show_phone), and the report's columns from the contact (report/columns.ts: a few indexed look-ups a row).
import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { contacts } from '../contacts/table';
import { REPORT_CONTACT_COLUMNS } from './report/columns';
import { calls } from './table';

const contactCampaigns = alias(campaigns, 'contact_campaigns');

export const CALL_COLUMNS = {
  call: calls,
  campaign: { id: campaigns.id, title: campaigns.title },
  operator: { id: users.id, full_name: users.full_name },
  contact: { id: contacts.id, full_name: contacts.full_name, show_phone: contacts.show_phone },
  contactCampaignShowPhone: contactCampaigns.show_phone,
};

export type CallListRow = {
  call: typeof calls.$inferSelect;
  campaign: { id: number; title: string } | null;
  operator: { id: number; full_name: string } | null;
  contact: { id: number; full_name: string; show_phone: boolean } | null;
  contactCampaignShowPhone: boolean | null;
};

/** Calls joined to their project, operator, contact and the contact's project. */
export const selectCalls = (db: Db) =>
  db
    .select({ ...CALL_COLUMNS, ...REPORT_CONTACT_COLUMNS })
    .from(calls)
    .leftJoin(campaigns, eq(calls.campaign_id, campaigns.id))
    .leftJoin(users, eq(calls.operator_id, users.id))
    .leftJoin(contacts, eq(calls.contact_id, contacts.id))
    .leftJoin(contactCampaigns, eq(contacts.campaign_id, contactCampaigns.id));

export async function callPage(
  db: Db,
  where: SQL,
  page: number,
  limit: number,
): Promise<{ rows: CallListRow[]; totalCount: number }> {
  const [{ n }] = await db.select({ n: count() }).from(calls).where(where);
  const rows = await selectCalls(db)
    .where(where)
    // id breaks ties of the same second, so pages never repeat or skip a row.
    .orderBy(desc(calls.at), desc(calls.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, totalCount: Number(n) };
}
