// One page of a project's card list (docs/decisions.md, "Card list order"): contacts with a call date first,
// earliest first, then those without one, ties by id, so the order is total and paging never skips a card.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts } from './table';

/** The pager shows at most this many page numbers around the current one (spec 000 section 2.7). */
const PAGE_BUTTONS = 5;

export function pageRange(current: number, pageCount: number): number[] {
  if (pageCount === 0) return [];
  const first = Math.max(1, Math.min(current - Math.floor(PAGE_BUTTONS / 2), pageCount - PAGE_BUTTONS + 1));
  const last = Math.min(pageCount, first + PAGE_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export async function cardPageIds(db: Db, campaignId: number, page: number, limit: number) {
  const inCampaign = eq(contacts.campaign_id, campaignId);
  const [{ total }] = await db.select({ total: count() }).from(contacts).where(inCampaign);
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(inCampaign)
    .orderBy(sql`${contacts.call_date} asc nulls last`, asc(contacts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { totalCount: Number(total), ids: rows.map((r) => r.id) };
}
