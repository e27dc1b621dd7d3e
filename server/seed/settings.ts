// Demo settings: tags, the demo campaign's statuses, a status group and a second user group. Each record is
// created only when no record of that title exists, so running it twice changes nothing.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { userGroups } from '../db/schema';
import { statusGroups } from '../resources/tables/status-group';
import { statuses } from '../resources/tables/status';
import { tags } from '../resources/tables/tag';

const DEMO_TAGS = [
  { title: 'Callback', color: 'orange' },
  { title: 'VIP', color: 'violet' },
  { title: 'Do not call', color: 'red' },
];

const DEMO_STATUSES = [
  { title: 'New', color: 'blue', crm_status: 'NEW' },
  { title: 'Callback', color: 'orange', crm_status: 'IN_PROCESS' },
  { title: 'Agreed', color: 'green', crm_status: 'WON' },
  { title: 'Refused', color: 'red', crm_status: 'LOSE' },
];

/** The id of the row matching `where`, inserting `values` first when there is none. */
export async function ensure(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: ReturnType<typeof eq>,
  values: object,
) {
  const [found] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  if (found) return found.id as number;
  const [created] = await db.insert(table).values(values).returning({ id: table.id });
  return created.id as number;
}

export async function seedDemoSettings(db: Db, campaignId: number): Promise<void> {
  await ensure(db, userGroups, eq(userGroups.title, 'Evening shift'), {
    title: 'Evening shift',
    card_timeout: 60,
    operator_auto_answer: true,
  });
  for (const tag of DEMO_TAGS) await ensure(db, tags, eq(tags.title, tag.title), tag);
  const ids: Record<string, number> = {};
  for (const s of DEMO_STATUSES) {
    const where = and(eq(statuses.title, s.title), eq(statuses.campaign_id, campaignId))!;
    ids[s.title] = await ensure(db, statuses, where, { ...s, campaign_id: campaignId });
  }
  await ensure(db, statusGroups, eq(statusGroups.title, 'Successful'), {
    title: 'Successful',
    color: 'green',
    statuses: [ids.Agreed],
  });
}
