// Data for the contact-list tests: two projects beside the demo one. "List A" belongs to the demo user group
// (the demo operator and guest see it), "List B" to nobody's group. Contact n of A is "A-n", with phone
// 7900000000n-ish digits, a spread of zones, and dates one day apart.
import { eq, sql } from 'drizzle-orm';
import { contactAdditionalPhones, contacts } from '../../server/contacts/table';
import type { Db } from '../../server/db/client';
import { campaigns, userGroups, users } from '../../server/db/schema';
import { newCampaignIdentity } from '../../server/resources/tables/campaign';
import { statusGroups } from '../../server/resources/tables/status-group';
import { statuses } from '../../server/resources/tables/status';
import { tags } from '../../server/resources/tables/tag';
import { tasks } from '../../server/tasks/table';

export const A_COUNT = 30;
export const ZONES = ['Europe/Moscow', 'Asia/Novosibirsk', '+5', 'UTC-03:00', '', 'Bogus/Zone'];
export const DAY0 = Date.UTC(2024, 0, 1, 12);
const DAY = 86_400_000;

export async function seedListData(db: Db) {
  const [group] = await db.select().from(userGroups).where(eq(userGroups.title, 'Day shift'));
  const [operator] = await db.select().from(users).where(eq(users.email, 'operator@demo.local'));
  const [supervisor] = await db.select().from(users).where(eq(users.email, 'supervisor@demo.local'));
  const a = await newCampaignIdentity(db);
  const b = await newCampaignIdentity(db);
  await db.insert(campaigns).values([
    { ...a, title: 'List A', user_group_id: group.id },
    { ...b, title: 'List B', user_group_id: null, show_phone: false },
  ]);
  const [sa, sa2, sb] = await db
    .insert(statuses)
    .values([
      { title: 'A open', color: 'green', campaign_id: a.id },
      { title: 'A done', color: 'red', campaign_id: a.id },
      { title: 'B open', color: 'blue', campaign_id: b.id },
    ])
    .returning();
  const [global] = await db.insert(statuses).values({ title: 'Anywhere', campaign_id: null }).returning();
  await db.insert(statusGroups).values([
    { title: 'Open ones', statuses: [sa.id, sb.id] },
    { title: 'Green', statuses: [sa.id] },
  ]);
  const [hot] = await db.insert(tags).values({ title: 'Hot', color: 'red' }).returning();
  const rows = Array.from({ length: A_COUNT }, (_, i) => ({
    full_name: `A-${i + 1}${i === 4 ? ' Special_Name' : ''}`,
    phone: `7900${String(i + 1).padStart(7, '0')}`,
    email: `a${i + 1}@example.com`,
    tz: ZONES[i % ZONES.length],
    campaign_id: a.id,
    status_id: i % 3 === 0 ? sa2.id : sa.id,
    user_id: i % 2 === 0 ? operator.id : supervisor.id,
    tags: i % 4 === 0 ? [hot.id] : [],
    show_phone: i !== 7,
    call_date: i % 5 === 0 ? null : new Date(DAY0 + i * DAY),
    created_at: new Date(DAY0 + i * DAY),
    updated_at: new Date(DAY0 + (A_COUNT - i) * DAY),
  }));
  const inA = await db.insert(contacts).values(rows).returning();
  const inB = await db
    .insert(contacts)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        full_name: `B-${i + 1}`,
        phone: `7911${String(i + 1).padStart(7, '0')}`,
        campaign_id: b.id,
        status_id: sb.id,
      })),
    )
    .returning();
  await db.insert(contactAdditionalPhones).values([
    { contact_id: inA[7].id, phone: '74950000008' },
    { contact_id: inA[9].id, phone: '74950000010' },
  ]);
  await db.insert(tasks).values([
    { contact_id: inA[1].id, user_id: operator.id, text: 'call back', notification_at: new Date(DAY0) },
    {
      contact_id: inA[1].id,
      user_id: operator.id,
      text: 'done',
      notification_at: new Date(DAY0 + 60_000),
      success: true,
    },
    {
      contact_id: inA[2].id,
      user_id: operator.id,
      text: 'done',
      notification_at: new Date(DAY0 + 120_000),
      success: true,
    },
  ]);
  await db.execute(sql`analyze contacts`);
  return { a, b, sa, sa2, sb, global, hot, inA, inB, operator, supervisor };
}

export type ListData = Awaited<ReturnType<typeof seedListData>>;
