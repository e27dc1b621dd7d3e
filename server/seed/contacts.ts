// Demo contacts of the demo campaign: card values for the demo template's labels, tags, an operator, an
// additional phone, and one contact whose phones operators see masked. Added only while the campaign has no
// contacts, so running it twice changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { projectCardLabels } from '../contacts/card-labels';
import { contactAdditionalPhones, contacts } from '../contacts/table';
import type { CardLabel } from '../resources/json/card-labels';
import { statuses } from '../resources/tables/status';
import { tags } from '../resources/tables/tag';

type Values = Record<string, unknown>;

/** dynamic_data keyed by the ids of the labels named (list values as option ids). */
function cardValues(labels: CardLabel[], byCaption: Values): Values {
  const out: Values = {};
  for (const label of labels) {
    const v = byCaption[label.value];
    if (v === undefined) continue;
    const option = (name: unknown) => label.options.find((o) => o.name === name)?.id ?? name;
    out[String(label.id)] = Array.isArray(v) ? v.map(option) : label.options.length ? option(v) : v;
  }
  return out;
}

const DEMO_CONTACTS = [
  {
    full_name: 'Ivan Petrov',
    phone: '79161234567',
    email: 'ivan.petrov@example.com',
    birth_date: '1985-04-12',
    city: 'Moscow',
    tz: 'Europe/Moscow',
    status: 'New',
    tags: ['VIP'],
    card: { Company: 'Petrov & Sons', 'Order amount': '15000', Interest: 'High', Products: ['Internet'] },
    extra: { phone: '74951234567', tz: 'Europe/Moscow', provider: 'MGTS', region: 'Moscow' },
  },
  {
    full_name: 'Maria Smirnova',
    phone: '79269876543',
    city: 'Kazan',
    tz: 'Europe/Moscow',
    status: 'Callback',
    tags: ['Callback'],
    card: { Company: 'Smirnova Design', Website: 'https://smirnova.example', Interest: 'Medium' },
  },
  {
    full_name: 'Pavel Orlov',
    phone: '79031112233',
    city: 'Novosibirsk',
    tz: 'Asia/Novosibirsk',
    status: 'Agreed',
    tags: [],
    card: { Company: 'Orlov Logistics', Interest: 'Low', Products: ['Mobile', 'Television'] },
    show_phone: false,
  },
];

export async function seedDemoContacts(db: Db, campaignId: number): Promise<void> {
  const [existing] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.campaign_id, campaignId))
    .limit(1);
  if (existing) return;
  const labels = await projectCardLabels(db, campaignId);
  const statusIds = new Map(
    (
      await db
        .select({ id: statuses.id, title: statuses.title })
        .from(statuses)
        .where(eq(statuses.campaign_id, campaignId))
    ).map((s) => [s.title, s.id]),
  );
  const tagIds = new Map(
    (await db.select({ id: tags.id, title: tags.title }).from(tags)).map((t) => [t.title, t.id]),
  );
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ROLE_OPERATOR'), inArray(users.email, ['operator@demo.local'])));
  for (const { status, tags: tagTitles, card, extra, ...fields } of DEMO_CONTACTS) {
    const [row] = await db
      .insert(contacts)
      .values({
        ...fields,
        campaign_id: campaignId,
        status_id: statusIds.get(status) ?? null,
        tags: tagTitles.map((t) => tagIds.get(t)).filter((id): id is number => id !== undefined),
        user_id: operator?.id ?? null,
        dynamic_data: labels ? cardValues(labels, card) : {},
      })
      .returning({ id: contacts.id });
    if (extra) await db.insert(contactAdditionalPhones).values({ ...extra, contact_id: row.id });
  }
}
