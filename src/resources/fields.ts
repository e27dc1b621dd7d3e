// Builders for the fields most declarations share, so a declaration reads as a list of decisions.
import { COLORS, type FieldDeclaration, type Text } from './define';

type Extra = Partial<FieldDeclaration>;

/** A list column that sorts and filters by a substring: how the lists show names, titles and phones. */
export const SEARCHABLE = { sortable: true, filter: 'contains' } as const;

/** Any field: name, type and label up front, the rest as written in the declaration. */
export const field = (
  name: string,
  type: FieldDeclaration['type'],
  label: Text,
  extra: Extra = {},
): FieldDeclaration => ({
  name,
  type,
  label,
  ...extra,
});

export const titleField = (extra: Extra = {}): FieldDeclaration =>
  field(
    'title',
    'string',
    { en: 'Title', ru: 'Название' },
    { required: true, max: 255, list: SEARCHABLE, ...extra },
  );

/** A caller ID (a trunk's, a project's): the digits the carrier sends as the calling number. */
export const CALLER_ID = {
  max: 32,
  format: 'digits',
  form: { help: { en: 'Digits only, e.g. 74951234567', ru: 'Только цифры, например 74951234567' } },
} as const satisfies Extra;

/** A phone no other row may have (blacklist, carousel). */
export const uniquePhoneField = (): FieldDeclaration =>
  field(
    'phone',
    'phone',
    { en: 'Phone', ru: 'Телефон' },
    { required: true, unique: { message: 'phoneExists' }, list: SEARCHABLE },
  );

export const colorField = (extra: Extra = {}): FieldDeclaration => ({
  name: 'color',
  type: 'color',
  label: { en: 'Colour', ru: 'Цвет' },
  options: COLORS,
  default: 'none',
  list: { filter: 'eq' },
  ...extra,
});

/** A filter that matches the value exactly: how the lists filter flags, choices and references. */
const EXACT = { filter: 'eq' } as const;

export const flagField = (name: string, label: Text, value: boolean, extra: Extra = {}): FieldDeclaration =>
  field(name, 'boolean', label, { default: value, list: EXACT, ...extra });

/** A whole number between `min` and `max` with a default. */
export const countField = (
  name: string,
  label: Text,
  [min, max, value]: [number, number, number],
  extra: Extra = {},
): FieldDeclaration => field(name, 'integer', label, { min, max, default: value, ...extra });

export const referenceField = (
  name: string,
  label: Text,
  resource: string,
  extra: Extra = {},
): FieldDeclaration =>
  field(name, 'reference', label, {
    reference: { resource, labelField: extra.reference?.labelField ?? 'title' },
    list: EXACT,
    ...extra,
  });

/** Ids of several rows of `resource`, shown by `labelField`. */
export const referencesField = (
  name: string,
  label: Text,
  resource: string,
  labelField = 'title',
  extra: Extra = {},
): FieldDeclaration =>
  field(name, 'referenceMulti', label, { reference: { resource, labelField }, ...extra });

/** A builder of choice fields: `enum` (one option, the first by default, filtered exactly in the list) or
 * `enumMulti` (several options, no list column). */
const choiceField =
  (type: 'enum' | 'enumMulti') =>
  (
    name: string,
    label: Text,
    options: readonly string[],
    optionLabels: Readonly<Record<string, Text>>,
    extra: Extra = {},
  ): FieldDeclaration =>
    field(name, type, label, {
      options,
      optionLabels,
      ...(type === 'enum' && { default: options[0], list: EXACT }),
      ...extra,
    });

export const enumField = choiceField('enum');
export const enumsField = choiceField('enumMulti');

/** A JSON value edited by a hand-written form control (`widget`, src/resources/ui/form/widgets.ts). */
export const widgetField = (name: string, label: Text, widget: string, extra: Extra = {}): FieldDeclaration =>
  field(name, 'json', label, { default: null, form: { widget }, ...extra });

/**
 * Places fields in the form's groups by name (`{ account: ['host', 'port'] }`), for a declaration whose
 * fields come from the builders above: the grouping reads as one table instead of a key on every field.
 */
export const placeInGroups = (
  placement: Record<string, readonly string[]>,
  fields: FieldDeclaration[],
): FieldDeclaration[] => {
  // A misspelt name would leave its field outside every section without a word: refused at start.
  const stray = Object.values(placement)
    .flat()
    .filter((name) => !fields.some((f) => f.name === name));
  if (stray.length > 0) throw new Error(`placeInGroups: no field named ${stray.join(', ')}`);
  return fields.map((f) => {
    const group = Object.keys(placement).find((key) => placement[key].includes(f.name));
    return group ? { ...f, form: { ...f.form, group } } : f;
  });
};
