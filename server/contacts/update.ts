// Saving a card (PUT /contact/update/:id and /contact/update/min/:id). The keys (spec 001 section 6, see
// docs/decisions.md): the card's fields need contact.update; the status needs contact.update or
// contact.statusChange; another operator needs contact.operatorChange and a caller who is not an operator.
// A viewer who sees the phones masked cannot change the main phone or switch the masking off: what such a
// viewer sends for them is ignored, so a masked number sent back never overwrites the stored one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forbidden, HttpError, invalidFields } from '../http/errors';
import { isAllowed, mayChangeOperator, mayChangeStatus } from '../from-client';
import type { CurrentUser } from '../types';
import { projectCardLabels } from './card-labels';
import { checkDynamicData } from './dynamic-data';
import { completeLinkedTask, linkedTask, mayComplete } from './linked-task';
import { mayChangeShowPhone, phonesHiddenFor } from './mask';
import { readReferences } from './references';
import { campaignShowsPhone, findContact } from './repository';
import { contacts, type ContactRow } from './table';
import { readPlainFields, rule, type Body, type ContactChanges, type Problems } from './values';

export const contactNotFound = () => new HttpError(404, 'not_found', 'contactNotFound');
/** Fields the card sends that are not the contact's to change here (spec 001 section 7). */
const STATUS_ONLY = new Set(['status', 'taskId', 'tasks', 'user_group', 'template_card', 'id']);

const templateLabels = async (db: Db, campaignId: number | null) =>
  campaignId === null ? null : ((await projectCardLabels(db, campaignId)) ?? null);

function checkKeys(user: CurrentUser, body: Body, current: ContactRow, out: ContactChanges, min: boolean) {
  const onlyStatus = Object.keys(body).every((k) => STATUS_ONLY.has(k));
  if (min && !onlyStatus && !isAllowed(user, 'contact.update')) throw forbidden();
  const statusChanged = out.status_id !== undefined && out.status_id !== current.status_id;
  if (statusChanged && !mayChangeStatus(user)) throw forbidden();
  const userChanged = out.user_id !== undefined && out.user_id !== current.user_id;
  if (userChanged && !mayChangeOperator(user)) throw forbidden();
}

/** Applies the body to the contact; `min`: only the fields sent, nothing required. */
export async function updateContact(db: Db, user: CurrentUser, id: number, body: Body, min: boolean) {
  const current = await findContact(db, id);
  if (!current) throw contactNotFound();
  const hidden = phonesHiddenFor(user.role, {
    contactShowPhone: current.show_phone,
    campaignShowPhone: await campaignShowsPhone(db, current.campaign_id),
  });
  const out: ContactChanges = {};
  const problems: Problems = {};
  readPlainFields(hidden ? { ...body, phone: undefined } : body, out, problems);
  await readReferences(db, body, current, out, problems);
  const statusAfter = out.status_id !== undefined ? out.status_id : current.status_id;
  if (!min && statusAfter === null && !problems.status) problems.status = rule('required', 'status');
  const campaignId = out.campaign_id !== undefined ? out.campaign_id : current.campaign_id;
  if (body.dynamic_data !== undefined) {
    const data = body.dynamic_data as Record<string, unknown>;
    const labels = await templateLabels(db, campaignId);
    out.dynamic_data = labels ? checkDynamicData(data, labels, problems) : data;
  }
  const task = await linkedTask(db, id, body, problems);
  if (Object.keys(problems).length) throw invalidFields(problems);
  checkKeys(user, body, current, out, min);
  const completes = task !== null && mayComplete(user, task);
  if (!mayChangeShowPhone(user.role)) delete out.show_phone;
  await db.transaction(async (tx) => {
    if (Object.keys(out).length)
      await tx
        .update(contacts)
        .set({ ...out, updated_at: sql`now()` })
        .where(eq(contacts.id, id));
    if (completes) await completeLinkedTask(tx, task);
  });
  return { crm_id: out.crm_id ?? current.crm_id };
}
