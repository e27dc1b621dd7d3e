// The card's references checked against the database: the status (of the contact's project or of none), the
// operator, the project, the tags. A missing row answers "must be a valid value" on the field.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema';
import { optionalId } from '../http/form-values';
import { statuses } from '../resources/tables/status';
import { tags } from '../resources/tables/tag';
import { rule, type Body, type ContactChanges, type Problems } from './values';

/** The card sends its references as digit strings (the schema checked them); anything else is absent. */
const idOf = (value: unknown) => (typeof value === 'string' ? optionalId(value) : undefined);

/** null (none) is always valid; an id must name a row. */
async function valid(db: Db, table: typeof users | typeof campaigns, id: number | null): Promise<boolean> {
  if (id === null) return true;
  if (Number.isNaN(id)) return false;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Reads `campaign`, `user`, `status` and `tags` into columns; `campaignId` is the project after the change. */
export async function readReferences(
  db: Db,
  body: Body,
  current: { campaign_id: number | null },
  out: ContactChanges,
  problems: Problems,
): Promise<void> {
  const campaign = idOf(body.campaign);
  if (campaign !== undefined) {
    if (await valid(db, campaigns, campaign)) out.campaign_id = campaign;
    else problems.campaign = rule('included', 'campaign');
  }
  const user = idOf(body.user);
  if (user !== undefined) {
    if (await valid(db, users, user)) out.user_id = user;
    else problems.user = rule('included', 'user');
  }
  const status = idOf(body.status);
  const campaignId = out.campaign_id !== undefined ? out.campaign_id : current.campaign_id;
  if (status === null) out.status_id = null;
  else if (status !== undefined) {
    const [row] = Number.isNaN(status)
      ? []
      : await db.select({ campaign_id: statuses.campaign_id }).from(statuses).where(eq(statuses.id, status));
    // A status of another project would leave the card showing a status its project does not offer.
    if (!row || (row.campaign_id !== null && row.campaign_id !== campaignId))
      problems.status = rule('included', 'status');
    else out.status_id = status;
  }
  if (Array.isArray(body.tags)) {
    const ids = [...new Set(body.tags as number[])];
    const found = ids.length ? await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)) : [];
    if (found.length !== ids.length) problems.tags = rule('included', 'tags');
    else out.tags = ids;
  }
}
