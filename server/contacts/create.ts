// A single contact made by hand (POST /contact/create): the card's rules (values.ts, references.ts,
// dynamic-data.ts, required labels included), the project's first active status when none is given, and
// region, provider and time zone from the numbering plan for what the body leaves empty.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invalidFields } from '../http/errors';
import { phoneLines } from '../numbering/lookup';
import { statuses } from '../resources/tables/status';
import { projectCardLabels } from './card-labels';
import { checkDynamicData } from './dynamic-data';
import { readReferences } from './references';
import { contacts } from './table';
import { readPlainFields, rule, type Body, type ContactChanges, type Problems } from './values';

/** A new contact's status (made by hand or imported): the project's first active one (lowest id), or none. */
export async function defaultStatus(db: Db, campaignId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.campaign_id, campaignId), eq(statuses.active, true)))
    .orderBy(asc(statuses.id))
    .limit(1);
  return row?.id ?? null;
}

/** Answers the new contact's id; 400 naming each field at fault. */
export async function createContact(db: Db, body: Body, locale: string): Promise<number> {
  const campaignId = Number(body.campaign_id);
  const out: ContactChanges = {};
  const problems: Problems = {};
  readPlainFields(body, out, problems);
  await readReferences(db, { ...body, campaign: String(campaignId) }, { campaign_id: null }, out, problems);
  const labels = await projectCardLabels(db, campaignId);
  if (labels === undefined) {
    delete problems.campaign;
    problems.campaign_id = rule('included', 'campaign_id');
  }
  const data = (body.dynamic_data ?? {}) as Record<string, unknown>;
  if (labels) out.dynamic_data = checkDynamicData(data, labels, problems);
  else if (body.dynamic_data !== undefined) out.dynamic_data = data;
  if (Object.keys(problems).length) throw invalidFields(problems);
  if (out.status_id === undefined) out.status_id = await defaultStatus(db, campaignId);
  const line = (await phoneLines(db, locale)).lookup(out.phone!);
  const [row] = await db
    .insert(contacts)
    .values({
      ...out,
      phone: out.phone!,
      region: out.region || line.region,
      provider: out.provider || line.provider,
      tz: out.tz || line.tz,
      campaign_id: campaignId,
      updated_at: sql`now()`,
    })
    .returning({ id: contacts.id });
  return row.id;
}
