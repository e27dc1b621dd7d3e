// Sample values for any declared field, generated from its type and bounds, and what the API answers for
// them (trimmed, phones as digits, arrays without duplicates, passwords never).
import type { FieldDeclaration, ResourceDeclaration } from '../../../server/shared';

/** Ids of existing rows of each referenced resource (the demo seed provides them). */
export type RefIds = Record<string, number[]>;

const clamp = (n: number, f: FieldDeclaration) => Math.min(f.max ?? n, Math.max(f.min ?? n, n));
const fit = (text: string, f: FieldDeclaration) => text.slice(0, f.max ?? 255).padEnd(f.min ?? 0, 'x');
const pick = <T>(list: readonly T[], n: number) => list[(n - 1) % list.length];

/** Variant n (1, 2, 3...) of a value; variants of text, numbers and enums differ and sort by n. */
export function sampleValue(f: FieldDeclaration, n: number, refs: RefIds): unknown {
  const options = f.options ?? [];
  switch (f.type) {
    case 'string':
      return fit(`Образец ${n} Sample`, f);
    case 'text':
      return fit(`Line one\nLine ${n}`, f);
    case 'html':
      return `<p>Sample ${n}</p>`;
    case 'password':
      return fit(`Secret-${n}-pass`, f);
    case 'email':
      return `sample${n}@example.com`;
    case 'phone':
      return `+7 (900) 000-00-0${n}`;
    case 'url':
      return `https://example.com/${n}`;
    case 'integer':
      return clamp((f.min ?? 0) + n, f);
    case 'number':
      return clamp((f.min ?? 0) + n + 0.5, f);
    case 'boolean':
      return n % 2 === 1;
    case 'enum':
    case 'color':
      return pick(options, n + 1); // never the usual default, the first option
    case 'enumMulti':
      return [...new Set([options[0], pick(options, n + 1)])];
    case 'reference':
      return pick(refs[f.reference!.resource], n);
    case 'referenceMulti':
      return refs[f.reference!.resource].slice(0, 2);
    case 'json':
      return { n, nested: { list: [1, 'two'] } };
    case 'time':
      return `0${n}:30`;
    case 'date':
      return `2024-01-0${n}`;
    case 'datetime':
      return `2024-01-0${n}T10:00:00.000Z`;
  }
}

export const writable = (r: ResourceDeclaration) => r.fields.filter((f) => !f.readOnly);

export const sampleRecord = (r: ResourceDeclaration, n: number, refs: RefIds) =>
  Object.fromEntries(writable(r).map((f) => [f.name, sampleValue(f, n, refs)]));

/** What the API shows for a sent value (undefined: the field is never shown). */
export function shown(f: FieldDeclaration, value: unknown): unknown {
  if (f.type === 'password') return undefined;
  if (f.type === 'phone') return String(value).replace(/\D/g, '');
  if (Array.isArray(value)) return [...new Set(value)];
  if (typeof value === 'string' && !['text', 'html', 'json'].includes(f.type)) return value.trim();
  return value;
}

export function shownRecord(r: ResourceDeclaration, record: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of writable(r)) {
    const value = shown(f, record[f.name]);
    if (f.name in record && value !== undefined) out[f.name] = value;
  }
  return out;
}

/** A record as a form sends it: strings, arrays as repeated keys, objects as JSON. */
export function formOf(record: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (value !== null && typeof value === 'object') out[key] = JSON.stringify(value);
    else if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
