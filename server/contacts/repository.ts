// Reading a contact with everything its card shows: status, operator, project, card template, extra phones.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { statuses } from '../resources/tables/status';
import { templateCards } from '../resources/tables/template-card';
import { contactAdditionalPhones, contacts, type AdditionalPhoneRow, type ContactRow } from './table';

const cardColumns = {
  contact: contacts,
  status: {
    id: statuses.id,
    title: statuses.title,
    color: statuses.color,
    app_system: statuses.app_system,
    campaign_id: statuses.campaign_id,
  },
  user: { id: users.id, full_name: users.full_name, extension_username: users.extension_username },
  campaign: {
    id: campaigns.id,
    title: campaigns.title,
    queue_name: campaigns.queue_name,
    show_phone: campaigns.show_phone,
    by_call_date: campaigns.by_call_date,
  },
  template: { id: templateCards.id, title: templateCards.title, labels: templateCards.labels },
};

const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(contacts)
    .leftJoin(statuses, eq(contacts.status_id, statuses.id))
    .leftJoin(users, eq(contacts.user_id, users.id))
    .leftJoin(campaigns, eq(contacts.campaign_id, campaigns.id))
    .leftJoin(templateCards, eq(campaigns.template_card_id, templateCards.id));

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number] & {
  additionalPhones: AdditionalPhoneRow[];
};

export async function findContact(db: Db, id: number): Promise<ContactRow | null> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row ?? null;
}

export async function findCard(db: Db, id: number): Promise<CardRow | null> {
  const [row] = await selectCards(db).where(eq(contacts.id, id));
  if (!row) return null;
  return { ...row, additionalPhones: await additionalPhones(db, id) };
}

export const additionalPhones = (db: Db, contactId: number) =>
  db
    .select()
    .from(contactAdditionalPhones)
    .where(eq(contactAdditionalPhones.contact_id, contactId))
    .orderBy(asc(contactAdditionalPhones.id));

/** Whether the contact's project hides phones (null: no project). */
export async function campaignShowsPhone(db: Db, campaignId: number | null): Promise<boolean | null> {
  if (campaignId === null) return null;
  const [row] = await db
    .select({ show: campaigns.show_phone })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.show ?? null;
}
