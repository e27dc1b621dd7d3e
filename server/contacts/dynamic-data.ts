// dynamic_data (card label id -> value) checked against the labels of the project's card template
// (spec 000 section 5): required when required_value (hidden labels excepted), numeric for number labels,
// a URL for url labels, a real day or date-time for date and datetime labels (read strictly, as every date
// of the API: server/http/dates.ts). Errors are keyed `dynamic_data.<labelId>` and name the label by its caption.
// Keys that name no label of the template are dropped, so a template change does not keep stale values.
import { readDateTime, readDay } from '../http/dates';
import type { Locale } from '../i18n/locale';
import type { CardLabel } from '../resources/json/card-labels';
import { formatValidation, type ValidationRule } from '../from-client';
import type { Problems } from './values';

const NUMBER = /^-?\d+([.,]\d+)?$/;
const MAX_TEXT = 10000;

const isUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:', 'ftp:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The forms the card sends (plugins/contact-card/form/values.ts), shown in date_format messages. */
const DATE_FORMATS: Partial<Record<CardLabel['value_type'], string>> = {
  date: 'DD-MM-YYYY',
  datetime: 'DD-MM-YYYY HH:mm',
};

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function problemOf(label: CardLabel, value: unknown): ValidationRule | null {
  if (isEmpty(value)) return label.required_value && label.show_field ? 'required' : null;
  const values = Array.isArray(value) ? value : [value];
  if (!values.every(isScalar) || values.some((v) => String(v).length > MAX_TEXT)) return 'included';
  if (label.value_type === 'multiple_list') return null;
  if (Array.isArray(value)) return 'included';
  if (label.value_type === 'number' && !NUMBER.test(String(value).trim())) return 'numeric';
  if (label.value_type === 'url' && !isUrl(String(value).trim())) return 'url';
  if (label.value_type === 'date' && !readDay(String(value).trim())) return 'date_format';
  if (label.value_type === 'datetime' && !readDateTime(String(value).trim())) return 'date_format';
  return null;
}

/** The values kept (label ids of the template only); problems are added to `problems`. */
export function checkDynamicData(
  data: Record<string, unknown>,
  labels: readonly CardLabel[],
  problems: Problems,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const label of labels) {
    const key = String(label.id);
    const value = data[key];
    const problem = problemOf(label, value);
    if (problem)
      problems[`dynamic_data.${key}`] = (locale: Locale) =>
        formatValidation(locale, problem, {
          field: label.value,
          format: DATE_FORMATS[label.value_type] ?? '',
        });
    else if (!isEmpty(value)) kept[key] = typeof value === 'string' ? value.trim() : value;
  }
  return kept;
}
