// The contact <-> the form's values, and the form's values -> the body of PUT /contact/update/{id}.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CardLabel, Contact } from '../types';

dayjs.extend(customParseFormat);

/** Spec 000 section 3 (birth_date) and the task format of section 9 for date-times. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const DATETIME_FORMAT = 'DD-MM-YYYY HH:mm';

const TEXT_FIELDS = [
  'full_name',
  'phone',
  'email',
  'region',
  'city',
  'address',
  'position',
  'description',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type CardValues = Record<TextField, string> & {
  birth_date: Dayjs | null;
  status?: number;
  user?: number;
  tags: number[];
  dynamic_data: Record<string, unknown>;
};

/** dynamic_data may arrive as a JSON string (spec 000 section 3). */
export function readDynamicData(raw: Contact['dynamic_data']): Record<string, unknown> {
  if (!raw) return {};
  if (typeof raw !== 'string') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const parseDate = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  const strict = dayjs(value, format, true);
  const loose = dayjs(value);
  return strict.isValid() ? strict : loose.isValid() ? loose : null;
};

/** A list value is an option id; a name (as an import may leave it) is read as that option. */
const optionId = (label: CardLabel, value: unknown) =>
  label.options.find((o) => o.id === Number(value) || o.name === value)?.id ?? value;

export function toFormValue(label: CardLabel, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  switch (label.value_type) {
    case 'date':
      return parseDate(value, DATE_FORMAT);
    case 'datetime':
      return parseDate(value, DATETIME_FORMAT);
    case 'list':
      return optionId(label, value);
    case 'multiple_list':
      return (Array.isArray(value) ? value : [value]).map((v) => optionId(label, v));
    default:
      return value;
  }
}

function fromFormValue(label: CardLabel, value: unknown): unknown {
  if (dayjs.isDayjs(value))
    return value.format(label.value_type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT);
  return value;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

export function initialValues(contact: Contact, labels: readonly CardLabel[]): CardValues {
  const data = readDynamicData(contact.dynamic_data);
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, contact[f] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    birth_date: parseDate(contact.birth_date, DATE_FORMAT),
    status: contact.status?.id,
    user: contact.user?.id,
    tags: contact.tags ?? [],
    dynamic_data: Object.fromEntries(labels.map((l) => [String(l.id), toFormValue(l, data[String(l.id)])])),
  };
}

/**
 * Spec 001 section 7: the card's fields, status as an id, campaign and user as ids, tags as ids, dynamic_data
 * as a JSON string. Values of labels the form does not show are kept as they were.
 */
export function updateBody(
  contact: Contact,
  values: CardValues,
  labels: readonly CardLabel[],
  taskId?: number,
) {
  const data = { ...readDynamicData(contact.dynamic_data) };
  for (const label of labels) {
    const key = String(label.id);
    if (!(key in (values.dynamic_data ?? {}))) continue;
    const value = fromFormValue(label, values.dynamic_data[key]);
    if (isEmpty(value)) delete data[key];
    else data[key] = value;
  }
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (values[f] ?? '').trim()]));
  return {
    ...text,
    birth_date: values.birth_date ? values.birth_date.format(DATE_FORMAT) : '',
    status: values.status ?? '',
    user: values.user ?? contact.user?.id ?? '',
    campaign: contact.campaign?.id ?? contact.campaign_id ?? '',
    // An empty list is sent as '' (a form cannot carry []), which the server reads as "no tags".
    tags: values.tags?.length ? values.tags : '',
    dynamic_data: JSON.stringify(data),
    ...(taskId ? { taskId } : {}),
  };
}
