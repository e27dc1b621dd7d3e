// Form bodies arrive as strings: keys lose a trailing `[]`, strings their NULs and surrounding spaces, the
// switches are read from their usual spellings. An empty list filter is no filter.
import type { FastifyRequest } from 'fastify';
import { flag, optionalId } from '../http/form-values';
import { stripNul, unbracket } from '../resources/coerce';

const FLAGS = new Set(['auto_call', 'success', 'all_operators', 'now', 'overdue', 'unfulfilled']);

function normalise(data: unknown, dropEmpty: boolean): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  unbracket(record);
  for (const [key, raw] of Object.entries(record)) {
    let value = stripNul(raw);
    if (Array.isArray(value)) value = value[value.length - 1];
    if (typeof value === 'string') value = value.trim();
    if (FLAGS.has(key)) value = flag(value);
    if (dropEmpty && value === '') delete record[key];
    else record[key] = value ?? '';
  }
}

export const normaliseBody = async (request: FastifyRequest) => normalise(request.body, false);
export const normaliseQuery = async (request: FastifyRequest) => normalise(request.query, true);

/** A user given as an id, `{ id }`, or `{ id }` as a JSON string; '' and null mean none. */
export function userIdOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  let v: unknown = value;
  if (typeof v === 'string' && v.startsWith('{')) {
    try {
      v = JSON.parse(v);
    } catch {
      return NaN;
    }
  }
  if (typeof v === 'object' && v !== null) v = (v as { id?: unknown }).id;
  return optionalId(v ?? null);
}
