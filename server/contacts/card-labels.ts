// The labels of a project's card template: what a contact's dynamic_data must fit when it is made by hand
// (create.ts), changed (update.ts), imported (imports/context.ts) or seeded (seed/contacts.ts). One query for
// all four, so "no such project" and "a project without a template" read the same everywhere.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import type { CardLabel } from '../from-client';
import { templateCards } from '../resources/tables/template-card';

/** The project's card labels: undefined when there is no such project, null when it has no card template. */
export async function projectCardLabels(db: Db, campaignId: number): Promise<CardLabel[] | null | undefined> {
  const [row] = await db
    .select({ labels: templateCards.labels })
    .from(campaigns)
    .leftJoin(templateCards, eq(campaigns.template_card_id, templateCards.id))
    .where(eq(campaigns.id, campaignId));
  return row ? (row.labels ?? null) : undefined;
}
