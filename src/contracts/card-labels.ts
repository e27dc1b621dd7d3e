// The labels of a card template on the wire (spec 000 section 3, "Template card label"): the dynamic fields
// of a project's contact cards, as the server stores and sends them and the card reads them. Declared once
// for both sides; no imports, so the server can share it (server/shared.ts).

/** The value types a label may have, in the order the template editor offers them. */
export const LABEL_VALUE_TYPES = [
  'text',
  'number',
  'url',
  'list',
  'multiple_list',
  'date',
  'datetime',
] as const;
export type LabelValueType = (typeof LABEL_VALUE_TYPES)[number];

export interface CardLabelOption {
  id: number;
  name: string;
}

export interface CardLabel {
  id: number;
  /** The field's caption. */
  value: string;
  value_type: LabelValueType;
  required_value: boolean;
  show_field: boolean;
  /** The choices of the list types; empty for the others. */
  options: CardLabelOption[];
}
