// The card's fields read into column values, with the problems found on the way (field -> message).
import { fieldProblem } from '../http/errors';
import { readDay, readInstant } from '../http/dates';
import type { FieldMessage } from '../http/errors';
import { type ValidationRule } from '../from-client';
import { CONTACT_LABELS } from './labels';
import type { contacts } from './table';

export type ContactChanges = Partial<typeof contacts.$inferInsert>;
export type Problems = Record<string, FieldMessage>;
export type Body = Record<string, unknown>;

export const rule = (name: ValidationRule, field: string, params: Record<string, string | number> = {}) =>
  fieldProblem(name, field, CONTACT_LABELS, params);

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
    const date = body.birth_date ? readDay(body.birth_date) : null;
    if (date === undefined) problems.birth_date = rule('date_format', 'birth_date', { format: 'dd-MM-yyyy' });
    else out.birth_date = date;
  }
  if (typeof body.call_date === 'string') {
    const at = body.call_date ? readInstant(body.call_date) : null;
    if (at === undefined)
      problems.call_date = rule('date_format', 'call_date', { format: 'YYYY-MM-DDTHH:mm:ssZ' });
    else out.call_date = at;
  }
  if (typeof body.show_phone === 'boolean') out.show_phone = body.show_phone;
}
