// Card templates: a title and the labels (dynamic fields) of a project's contact cards, checked label by
// label and given stable ids (json/card-labels.ts). GET /api/template_card/labels/:id serves them to the
// contact card (spec 001 section 7). A template that a project uses cannot be deleted (409
// templateCardInUse, through the projects' foreign key).
// Not yet: "the template cannot be changed while contacts use it" (spec 000 section 5) needs contacts
// (a later issue): refuse then, in beforeWrite, to drop or retype a label that contacts hold values for.
import { eq } from 'drizzle-orm';
import { jsonb, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { timestamps } from '../../db/columns';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { INT4_MAX } from '../fields';
import { assignLabelIds, readLabels, type CardLabel } from '../json/card-labels';
import { PARAMS_SCHEMA } from '../schemas';
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

async function checkLabels(values: Values, { db, id }: WriteContext): Promise<Values> {
  if (!('labels' in values)) return values;
  const drafts = readLabels(values.labels);
  return { ...values, labels: await assignLabelIds(db, drafts, await storedLabels(db, id)) };
}

function labelsRoute(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/template_card/labels/:id',
    // The contact card renders a project's dynamic fields with them: whoever may open a card may read them.
    { config: { permission: 'contact.show' }, schema: { params: PARAMS_SCHEMA } },
    async (request) => {
      const id = request.params.id;
      if (id > INT4_MAX) throw notFound();
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
