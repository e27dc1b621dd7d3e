// Reading the items of a JSON list field (card labels, transfer phones): tolerant of form-style values
// ("true", "1", numbers as strings), strict about shape. A reader returns undefined when a value does not fit.
import { rowId } from '../../http/form-values';

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const TRUE = new Set([true, 1, 'true', '1', 'on', 'yes']);
const FALSE = new Set([false, 0, 'false', '0', 'off', 'no', '']);

/** A boolean, `fallback` when absent or null, undefined when not a boolean. */
export function readBoolean(v: unknown, fallback: boolean): boolean | undefined {
  if (v === undefined || v === null) return fallback;
  const key = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (TRUE.has(key as never)) return true;
  if (FALSE.has(key as never)) return false;
  return undefined;
}

/** One line of text (numbers are accepted as text), trimmed; '' when absent; undefined when too long or not text. */
export function readText(v: unknown, max: number): string | undefined {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const text = String(v).replaceAll('\u0000', '').trim();
  return [...text].length <= max ? text : undefined;
}

/** A positive int4 id, or null when absent or not one (the server then gives one). */
export function readId(v: unknown): number | null {
  return rowId(v) ?? null;
}
