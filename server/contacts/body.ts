// Form bodies arrive as strings: before the schema runs, keys lose a trailing `[]`, strings lose NULs and
// surrounding spaces, booleans are read from their usual spellings, empty tag entries are dropped and
// dynamic_data is parsed from its JSON string (spec 001 section 7).
import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../http/errors';
import { parseJsonField } from '../http/json-depth';
import { flag } from '../http/form-values';
import { stripNul, unbracket } from '../resources/coerce';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function dynamicData(raw: unknown): unknown {
  if (raw === null || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return parseJsonField(raw) ?? {};
  } catch {
    throw invalidFields({ dynamic_data: 'invalidJson' });
  }
}

export async function normaliseBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!isRecord(body)) return;
  unbracket(body);
  for (const [key, raw] of Object.entries(body)) {
    const value = stripNul(raw);
    if (key === 'dynamic_data') body[key] = dynamicData(value);
    else if (key === 'tags') body[key] = [value ?? []].flat().filter((v) => v !== '');
    else if (key === 'show_phone') body[key] = flag(value);
    else body[key] = typeof value === 'string' ? value.trim() : value === null ? '' : value;
  }
}
