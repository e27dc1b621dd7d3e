// One row of the file read through the mapping into a contact, or the reason it cannot be one. The card's
// rules (server/contacts/values.ts): the phone is its digits, 5 to 15 of them; an e-mail must look like
// one; dates must name real days; text no longer than the card takes. Additional phones are 5 to 11
// digits, several to a cell (separated by , ; | or a line break) or in several columns; one that breaks the
// rules or repeats the main phone or another is left out (docs/imports.md).
import type { CardLabel } from '../from-client';
import { readImportDay, readImportInstant, type SlashOrder } from './dates';
import { labelValue } from './label-values';
import { labelIdOf } from './targets';

export interface ImportRecord {
  phone: string;
  full_name: string;
  email: string;
  position: string;
  city: string;
  address: string;
  description: string;
  crm_id: string;
  tz: string;
  birth_date: string | null;
  /** ISO 8601. */
  call_date: string | null;
  dynamic_data: Record<string, unknown>;
  extra: string[];
}

export type RejectReason =
  | 'invalid_phone'
  | 'no_phone'
  | 'invalid_value'
  | 'no_contact'
  | 'duplicate_in_file'
  | 'blocked_region'
  | 'blacklisted'
  | 'duplicate';

export type Verdict = { record: ImportRecord } | { reason: RejectReason; detail: string };

const TEXT_LIMITS = {
  full_name: 255,
  position: 255,
  city: 255,
  crm_id: 255,
  tz: 255,
  address: 1000,
  description: 10_000,
} as const;
type TextTarget = keyof typeof TEXT_LIMITS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EXTRA_SPLIT = /[,;|\n]/;

export interface CompiledMapping {
  phone: number;
  extra: number[];
  text: { column: number; target: TextTarget }[];
  email?: number;
  birthDate?: number;
  callDate?: number;
  labels: { column: number; label: CardLabel }[];
  slash: SlashOrder[];
}

export function compileMapping(
  mapping: readonly string[],
  labels: readonly CardLabel[],
  slash: SlashOrder[],
): CompiledMapping {
  const compiled: CompiledMapping = { phone: -1, extra: [], text: [], labels: [], slash };
  mapping.forEach((target, column) => {
    const labelId = labelIdOf(target);
    const label = labelId === undefined ? undefined : labels.find((l) => l.id === labelId);
    if (label) compiled.labels.push({ column, label });
    else if (target === 'phone') compiled.phone = column;
    else if (target === 'additional_phone') compiled.extra.push(column);
    else if (target === 'email') compiled.email = column;
    else if (target === 'birth_date') compiled.birthDate = column;
    else if (target === 'call_date') compiled.callDate = column;
    else if (target in TEXT_LIMITS) compiled.text.push({ column, target: target as TextTarget });
  });
  return compiled;
}

const invalid = (detail: string): Verdict => ({ reason: 'invalid_value', detail });

function extraPhones(cells: readonly string[], m: CompiledMapping, main: string): string[] {
  const phones: string[] = [];
  for (const column of m.extra)
    for (const part of (cells[column] ?? '').split(EXTRA_SPLIT)) {
      const digits = part.replace(/\D/g, '');
      if (digits.length >= 5 && digits.length <= 11 && digits !== main && !phones.includes(digits))
        phones.push(digits);
    }
  return phones;
}

/** The row as a contact, or why not. */
export function readRow(cells: readonly string[], m: CompiledMapping): Verdict {
  const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? '').trim());
  const rawPhone = cell(m.phone);
  const phone = rawPhone.replace(/\D/g, '');
  if (!rawPhone) {
    const extra = extraPhones(cells, m, '');
    return extra.length ? { reason: 'no_contact', detail: '' } : { reason: 'no_phone', detail: 'phone' };
  }
  if (phone.length < 5 || phone.length > 15) return { reason: 'invalid_phone', detail: 'phone' };
  const record: ImportRecord = {
    phone,
    full_name: '',
    email: '',
    position: '',
    city: '',
    address: '',
    description: '',
    crm_id: '',
    tz: '',
    birth_date: null,
    call_date: null,
    dynamic_data: {},
    extra: extraPhones(cells, m, phone),
  };
  for (const { column, target } of m.text) {
    const value = cell(column);
    if (value.length > TEXT_LIMITS[target]) return invalid(target);
    record[target] = value;
  }
  const email = cell(m.email).toLowerCase();
  if (email && !EMAIL.test(email)) return invalid('email');
  record.email = email;
  const birth = cell(m.birthDate);
  if (birth && !(record.birth_date = readImportDay(birth, m.slash[m.birthDate!]) ?? null))
    return invalid('birth_date');
  const call = cell(m.callDate);
  if (call) {
    const at = readImportInstant(call, m.slash[m.callDate!]);
    if (!at) return invalid('call_date');
    record.call_date = at.toISOString();
  }
  for (const { column, label } of m.labels) {
    const value = cell(column);
    if (!value) continue;
    const stored = labelValue(label, value, m.slash[column]);
    if (stored === undefined) return invalid(`label:${label.id}`);
    record.dynamic_data[String(label.id)] = stored;
  }
  return { record };
}
