// Readers of form values shared by the domains: a form sends every id as a digit string, where an empty value
// means "none", and switches in their usual spellings. NaN marks "given but not an id", so the caller can name
// the field in its 400.
import { isRowId } from './schemas';

/** The digits of a form id (up to 10), or undefined when the value is something else. */
export const digits = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? value.trim() : undefined;

/** An optional id: undefined when absent, null when empty (none), NaN when not a row id. */
export function optionalId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(digits(value) ?? NaN);
  return isRowId(n) ? n : NaN;
}

/** A row id given as a number or digits, or undefined when it is not one. */
export const rowId = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : Number(digits(value) ?? NaN);
  return isRowId(n) ? n : undefined;
};

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);

/** A switch of a form: true, false, or the value as given when it is neither (the schema names it). */
export function flag(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  return TRUE.has(v) ? true : FALSE.has(v) ? false : value;
}
