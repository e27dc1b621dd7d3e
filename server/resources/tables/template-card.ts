// Card templates: a title and the labels (dynamic fields) of a project's contact cards, checked label by
// label and given stable ids (json/card-labels.ts). GET /api/template_card/labels/:id serves them to the
// contact card (spec 001 section 7). A template that a project uses cannot be deleted (409
// templateCardInUse, through the projects' foreign key).
// "The template cannot be changed while contacts use it" (spec 000 section 5): a label that contacts of a
// project using the template hold a value for may be renamed or re-optioned, but not dropped or retyped.
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { timestamps } from '../../db/columns';
import type { Db } from '../../db/client';
import { invalidFields, notFound } from '../../http/errors';
import { assignLabelIds, readLabels, type CardLabel } from '../json/card-labels';
import { PARAMS_SCHEMA } from '../schemas';
import replies from '../replies.json';
import { defineServerResource, type Values, type WriteContext } from '../types';

/** Ids of labels and options, unique across templates (contacts' dynamic_data is keyed by label id). */
export const labelIds = pgSequence('template_card_label_ids');

export const templateCards = pgTable('template_cards', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  labels: jsonb('labels').$type<CardLabel[]>().notNull(),
  ...timestamps,
});

async function storedLabels(db: Db, id: number | undefined): Promise<unknown> {
  if (id === undefined) return [];
  const [row] = await db
    .select({ labels: templateCards.labels })
    .from(templateCards)
    .where(eq(templateCards.id, id));
  return row?.labels ?? [];
}

/** Ids of stored labels the new labels drop or give another type. */
function changedLabelIds(stored: unknown, next: CardLabel[]): string[] {
  const kept = new Map(next.map((l) => [l.id, l.value_type]));
  const before = Array.isArray(stored) ? (stored as CardLabel[]) : [];
  return before.filter((l) => kept.get(l.id) !== l.value_type).map((l) => String(l.id));
}

// Contacts of the projects using this template that hold a value under one of these label ids.
async function contactsHold(db: Db, templateId: number, labelIds: string[]): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from contacts c join campaigns p on p.id = c.campaign_id
    where p.template_card_id = ${templateId} and jsonb_exists_any(c.dynamic_data, ${sql.param(labelIds)}::text[])
    limit 1`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

async function checkLabels(values: Values, { db, id }: WriteContext): Promise<Values> {
  if (!('labels' in values)) return values;
  const drafts = readLabels(values.labels);
  const stored = await storedLabels(db, id);
  const labels = await assignLabelIds(db, drafts, stored);
  const changed = id === undefined ? [] : changedLabelIds(stored, labels);
  if (changed.length && (await contactsHold(db, id!, changed)))
    throw invalidFields({ labels: 'templateUsedByContacts' });
  return { ...values, labels };
}

function labelsRoute(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/template_card/labels/:id',
    // The contact card renders a project's dynamic fields with them: whoever may open a card may read them.
    {
      config: { permission: 'contact.show' },
      schema: { params: PARAMS_SCHEMA, response: { 200: replies.CARD_LABELS_REPLY } },
    },
    async (request) => {
      const id = request.params.id;
      const [row] = await app.db
        .select({ id: templateCards.id, title: templateCards.title, labels: templateCards.labels })
        .from(templateCards)
        .where(eq(templateCards.id, id));
      if (!row) throw notFound();
      return row;
    },
  );
}

export default defineServerResource('templateCard', templateCards, {
  beforeWrite: checkLabels,
  inUse: 'templateCardInUse',
  routes: labelsRoute,
});
