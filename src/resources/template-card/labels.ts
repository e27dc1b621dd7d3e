// The card template's labels as the widget edits them, read leniently from what the form holds (the
// server's rows, or text typed before the widget existed) and written in the shape
// server/resources/json/card-labels.ts accepts. Ids the server gave are kept on the objects: it keeps a
// label's (and an option's) id only when it comes back with it, and contacts keep their values by it.
import type { CardLabel as WireLabel, CardLabelOption, LabelValueType } from '../../contracts/card-labels';
import { withKey, type Keyed } from '../ui/form/use-json-list';
import { LABEL_VALUE_TYPES } from './resource';

export type { LabelValueType };

/** An option being edited: the wire's, without an id until the server gives one. */
export type LabelOption = Omit<CardLabelOption, 'id'> & { id?: number };

/** A label being edited: the wire's, without an id until the server gives one, its options keyed. */
export type CardLabel = Omit<WireLabel, 'id' | 'options'> & { id?: number; options: Keyed<LabelOption>[] };

export const isListType = (type: LabelValueType) => type === 'list' || type === 'multiple_list';

const record = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
const idOf = (raw: unknown) => (typeof raw === 'number' ? { id: raw } : {});
const flag = (raw: unknown, fallback: boolean) =>
  raw === undefined || raw === null ? fallback : raw === true || raw === 'true' || raw === 1 || raw === '1';
const textOf = (raw: unknown) => (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');

export const newOption = (): Keyed<LabelOption> => withKey({ name: '' });

export const newLabel = (): CardLabel => ({
  value: '',
  value_type: 'text',
  required_value: false,
  show_field: true,
  options: [],
});

export function readLabel(raw: unknown): CardLabel {
  const label = record(raw);
  const type = LABEL_VALUE_TYPES.find((t) => t === label.value_type) ?? 'text';
  const options = Array.isArray(label.options) ? label.options : [];
  return {
    ...idOf(label.id),
    value: textOf(label.value),
    value_type: type,
    required_value: flag(label.required_value, false),
    show_field: flag(label.show_field, true),
    options: options.map((o) => {
      const option: Record<string, unknown> = typeof o === 'object' ? record(o) : { name: o };
      return withKey({ ...idOf(option.id), name: textOf(option.name) });
    }),
  };
}

/** Options only travel with list types: switching back and forth in the editor keeps them meanwhile. */
export const writeLabel = (label: CardLabel) => ({
  ...label,
  options: isListType(label.value_type) ? label.options : [],
});
