// The labels of a card template (spec 000 section 3, "Template card label"): the dynamic fields of a
// project's contact cards, `[{ id, value, value_type, required_value, show_field, options: [{ id, name }] }]`.
// Each label is checked in turn; the first problem answers 400 on `labels` in the caller's language.
// Contacts keep their values under the label ids (dynamic_data), so ids are stable: a label (or option) sent
// with an id it already has in this template keeps it, any other gets a new id from one database sequence.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidFields, type FieldMessage } from '../../http/errors';
import { t, type MessageKey } from '../../i18n/messages';
import {
  LABEL_VALUE_TYPES,
  type CardLabel,
  type CardLabelOption,
  type LabelValueType,
} from '../../from-client';
import { isObject, readBoolean, readId, readText } from './read';

// The shape is the wire contract's (src/contracts/card-labels.ts); its importers read it from here too.
export type { CardLabel, CardLabelOption, LabelValueType };

export const LIST_TYPES: readonly LabelValueType[] = ['list', 'multiple_list'];
export const CARD_LABEL_LIMITS = { labels: 200, options: 500, text: 255 };

/** A 400 naming `labels`, with the message of the first problem found. */
const fail = (key: MessageKey, name?: string): never => {
  const message: FieldMessage = name === undefined ? key : (locale) => t(locale, key, { name });
  throw invalidFields({ labels: message });
};

type Draft<T> = Omit<T, 'id'> & { id: number | null };
type LabelDraft = Omit<Draft<CardLabel>, 'options'> & { options: Draft<CardLabelOption>[] };

function readOptions(raw: unknown, name: string): Draft<CardLabelOption>[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > CARD_LABEL_LIMITS.options) return fail('labelsInvalid');
  return raw.map((o) => {
    const item: Record<string, unknown> = isObject(o) ? o : { name: o };
    const text = readText(item.name, CARD_LABEL_LIMITS.text);
    if (text === undefined) return fail('labelsInvalid');
    if (!text) return fail('labelOptionNameRequired', name);
    return { id: readId(item.id), name: text };
  });
}

function readLabel(raw: unknown): LabelDraft {
  if (!isObject(raw)) return fail('labelsInvalid');
  const value = readText(raw.value, CARD_LABEL_LIMITS.text);
  if (value === undefined) return fail('labelsInvalid');
  if (!value) return fail('fieldNameRequired');
  const type = typeof raw.value_type === 'string' ? raw.value_type.trim() : raw.value_type;
  if (!LABEL_VALUE_TYPES.includes(type as LabelValueType)) return fail('labelTypeInvalid', value);
  const required = readBoolean(raw.required_value, false);
  const shown = readBoolean(raw.show_field, true);
  if (required === undefined || shown === undefined) return fail('labelsInvalid');
  const isList = LIST_TYPES.includes(type as LabelValueType);
  const options = isList ? readOptions(raw.options, value) : [];
  if (isList && !options.length) fail('labelOptionsRequired', value);
  return {
    id: readId(raw.id),
    value,
    value_type: type as LabelValueType,
    required_value: required,
    show_field: shown,
    options,
  };
}

/** Checks the labels (a 400 on `labels` otherwise); ids not given yet are null. */
export function readLabels(raw: unknown) {
  if (!Array.isArray(raw) || raw.length > CARD_LABEL_LIMITS.labels) return fail('labelsInvalid');
  if (!raw.length) return fail('cardTemplateEmpty');
  return raw.map(readLabel);
}

/** `n` new ids from the labels' sequence. */
async function newIds(db: Db, n: number): Promise<number[]> {
  if (!n) return [];
  const result = await db.execute(
    sql`select nextval('template_card_label_ids')::int as id from generate_series(1, ${n})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** Keeps the ids `previous` (the stored labels) already gives, once each; new ids for every other. */
export async function assignLabelIds(
  db: Db,
  drafts: ReturnType<typeof readLabels>,
  previous: unknown,
): Promise<CardLabel[]> {
  const known = new Map<number, Set<number>>();
  for (const label of Array.isArray(previous) ? previous : []) {
    if (!isObject(label) || typeof label.id !== 'number') continue;
    const options = Array.isArray(label.options) ? label.options : [];
    known.set(
      label.id,
      new Set(options.flatMap((o) => (isObject(o) && typeof o.id === 'number' ? [o.id] : []))),
    );
  }
  const usedLabels = new Set<number>();
  const keep = (id: number | null, allowed: Set<number> | undefined, used: Set<number>) =>
    id !== null && allowed?.has(id) && !used.has(id) ? (used.add(id), id) : null;
  const labelIds = drafts.map((d) => keep(d.id, new Set(known.keys()), usedLabels));
  const optionIds = drafts.map((d, i) => {
    const used = new Set<number>();
    const allowed = labelIds[i] === null ? undefined : known.get(labelIds[i]!);
    return d.options.map((o) => keep(o.id, allowed, used));
  });
  const missing =
    labelIds.filter((id) => id === null).length + optionIds.flat().filter((id) => id === null).length;
  const fresh = await newIds(db, missing);
  const next = () => fresh.shift()!;
  return drafts.map((d, i) => ({
    id: labelIds[i] ?? next(),
    value: d.value,
    value_type: d.value_type,
    required_value: d.required_value,
    show_field: d.show_field,
    options: d.options.map((o, j) => ({ id: optionIds[i][j] ?? next(), name: o.name })),
  }));
}
