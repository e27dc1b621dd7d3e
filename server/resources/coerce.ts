// Form-encoded requests carry strings: before schema validation each declared field is brought to its type's
// shape. Booleans from 'true'/'false'/'1'/'0'/'on'/'off', arrays from repeated keys (`x` or `x[]`), JSON
// fields from a JSON string, phones stripped of non-digits, NUL characters removed (PostgreSQL refuses them),
// and an empty value becomes the field's empty value (see `emptyValue`). Numbers are left to Ajv.
import { flag } from '../http/form-values';
import { MAX_JSON_DEPTH, parseJsonField, tooDeep } from '../http/json-depth';
import type { FieldDeclaration } from '../from-client';
import { Upload } from '../uploads/receive';
import { isArray, isTextual, isTrimmed } from './fields';

export const REMOVE = Symbol('remove');
export const INVALID_JSON = Symbol('invalid JSON');
/** A `file` field given anything but an uploaded file or an empty value. */
export const INVALID_FILE = Symbol('invalid file');

/** Removes NUL characters from every string inside a value. Bodies are depth-checked when parsed
 * (server/http/json-depth.ts); the walk stops at the same cap, so no value can overflow the stack here. */
export function stripNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) throw tooDeep();
  if (Array.isArray(value)) return value.map((v) => stripNul(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripNul(k), stripNul(v, depth + 1)]));
}

/** `ids[]=1&ids[]=2` (axios' default) is read like `ids=1&ids=2`. */
export function unbracket(data: Record<string, unknown>): void {
  for (const key of Object.keys(data)) {
    if (!key.endsWith('[]') || key === '[]') continue;
    const base = key.slice(0, -2);
    data[base] = data[base] === undefined ? data[key] : [data[base], data[key]].flat();
    delete data[key];
  }
}

/** What "" or null means for a field: '' for text, false, [], or — when it may not be empty — absent
 * (on create: "required"; on update: unchanged, except text, whose '' then breaks its minimum length). */
export function emptyValue(f: FieldDeclaration, mode: 'create' | 'partial'): unknown {
  if (f.type === 'password' && mode === 'partial') return REMOVE; // empty = keep the current password
  if (f.required && mode === 'create') return REMOVE; // "required", whatever the field's other bounds
  if (isTextual(f)) return '';
  if (f.type === 'boolean') return false;
  if (isArray(f)) return [];
  if (f.required) return REMOVE; // create: "required"; update: unchanged
  return f.default ?? null;
}

function scalar(f: FieldDeclaration, raw: unknown): unknown {
  const value = stripNul(raw);
  if (typeof value !== 'string') return value;
  const v = isTrimmed(f) ? value.trim() : value;
  if (f.type === 'phone' && /\d/.test(v)) return v.replace(/\D/g, '');
  return f.type === 'boolean' ? flag(v) : v;
}

function json(raw: unknown): unknown {
  if (typeof raw !== 'string') return stripNul(raw);
  try {
    return stripNul(parseJsonField(raw));
  } catch {
    return INVALID_JSON;
  }
}

/** The value to validate, REMOVE (treat as absent) or INVALID_JSON. */
export function coerceField(f: FieldDeclaration, raw: unknown, mode: 'create' | 'partial'): unknown {
  if (f.type === 'file') {
    // Only a multipart part read by the server becomes an Upload: a JSON or form body cannot forge one.
    if (raw instanceof Upload) return raw;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return emptyValue(f, mode);
    return INVALID_FILE;
  }
  if (isArray(f)) {
    if (raw === null) return [];
    return (Array.isArray(raw) ? raw : [raw]).map((item) => scalar(f, item)).filter((i) => i !== '');
  }
  const value = f.type === 'json' && raw !== '' ? json(raw) : scalar(f, raw);
  return value === '' || value === null ? emptyValue(f, mode) : value;
}
