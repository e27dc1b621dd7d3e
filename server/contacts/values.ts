// The card's fields read into column values, with the problems found on the way (field -> message).
import type { FieldMessage } from '../http/errors';
import type { Locale } from '../i18n/locale';
import { formatValidation, type ValidationRule } from '../shared';
import { CONTACT_LABELS } from './labels';
import type { contacts } from './table';

export type ContactChanges = Partial<typeof contacts.$inferInsert>;
export type Problems = Record<string, FieldMessage>;
export type Body = Record<string, unknown>;

export const rule =
  (name: ValidationRule, field: string, params: Record<string, string | number> = {}) =>
  (locale: Locale) =>
    formatValidation(locale, name, { field: CONTACT_LABELS[field]?.[locale] ?? field, ...params });

const TEXT_FIELDS = [
  'full_name',
  'region',
  'tz',
  'provider',
  'position',
  'city',
  'address',
  'description',
  'crm_id',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's date forms (000 section 9) but MM/dd/yyyy, which cannot be told from dd/MM/yyyy. */
const DAY_FIRST = /^(\d{2})[-./](\d{2})[-./](\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar day, or undefined. */
export function readDate(value: string): string | undefined {
  const m = DAY_FIRST.exec(value);
  const y = YEAR_FIRST.exec(value);
  const [year, month, day] = m ? [m[3], m[2], m[1]] : y ? [y[1], y[2], y[3]] : [];
  if (!year) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const ok =
    Number(year) >= 1 && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return ok ? `${year}-${month}-${day}` : undefined;
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Digits of a phone, undefined unless 5 to 15 of them remain (as every phone of the API). */
export const readPhone = (value: string, max = 15): string | undefined => {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 5 && digits.length <= max ? digits : undefined;
};

/** Plain fields (no database look-up): text, phone, e-mail, dates, the show_phone switch. */
export function readPlainFields(body: Body, out: ContactChanges, problems: Problems): void {
  for (const f of TEXT_FIELDS) if (typeof body[f] === 'string') out[f] = body[f] as string;
  if (typeof body.phone === 'string') {
    const phone = body.phone === '' ? undefined : readPhone(body.phone);
    if (body.phone === '') problems.phone = rule('required', 'phone');
    else if (phone === undefined) problems.phone = rule('regex', 'phone');
    else out.phone = phone;
  }
  if (typeof body.email === 'string') {
    if (body.email && !EMAIL.test(body.email)) problems.email = rule('email', 'email');
    else out.email = body.email.toLowerCase();
  }
  if (typeof body.birth_date === 'string') {
    const date = body.birth_date ? readDate(body.birth_date) : null;
    if (date === undefined) problems.birth_date = rule('date_format', 'birth_date', { format: 'dd-MM-yyyy' });
    else out.birth_date = date;
  }
  if (typeof body.call_date === 'string') {
    const ok = !body.call_date || (ISO_DATETIME.test(body.call_date) && !isNaN(Date.parse(body.call_date)));
    if (!ok) problems.call_date = rule('date_format', 'call_date', { format: 'YYYY-MM-DDTHH:mm:ssZ' });
    else out.call_date = body.call_date ? new Date(body.call_date) : null;
  }
  if (typeof body.show_phone === 'boolean') out.show_phone = body.show_phone;
}
