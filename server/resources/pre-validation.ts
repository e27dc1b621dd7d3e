// preValidation hooks of the generated routes: coercion of bodies and list queries (coerce.ts).
import type { FastifyRequest } from 'fastify';
import { formatValidation } from '../from-client';
import { invalidFields, type FieldMessage } from '../http/errors';
import { flag } from '../http/form-values';
import { coerceField, INVALID_FILE, INVALID_JSON, REMOVE, stripNul, unbracket } from './coerce';
import type { CompiledResource } from './compile';
import type { JsonSchema } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function coerceBody(r: CompiledResource, mode: 'create' | 'partial') {
  const fields = new Map(r.writable.map((f) => [f.name, f]));
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!isRecord(body)) return; // the schema answers
    unbracket(body);
    const problems: Record<string, FieldMessage> = {};
    for (const [key, raw] of Object.entries(body)) {
      const f = fields.get(key);
      if (!f) continue; // dropped by the schema
      const value = coerceField(f, raw, mode);
      if (value === INVALID_JSON) problems[key] = 'invalidJson';
      else if (value === INVALID_FILE)
        problems[key] = (locale) => formatValidation(locale, 'ext', { field: f.label[locale] });
      else if (value === REMOVE) delete body[key];
      else body[key] = value;
    }
    if (Object.keys(problems).length) throw invalidFields(problems);
  };
}

const kindOf = (schema: JsonSchema) => {
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array' && (schema.items as JsonSchema | undefined)?.type === 'integer') return 'ids';
  return 'other';
};

/** Empty parameters are absent (a cleared filter); id lists may also be comma-separated (`project_ids=1,2`). */
export function coerceQuery(r: CompiledResource) {
  const properties = r.schemas.list.properties as Record<string, JsonSchema>;
  const kinds = new Map(Object.entries(properties).map(([name, s]) => [name, kindOf(s)]));
  return async (request: FastifyRequest) => {
    const query = request.query;
    if (!isRecord(query)) return;
    unbracket(query);
    for (const [key, raw] of Object.entries(query)) {
      const values = [stripNul(raw)].flat().map((v) => (typeof v === 'string' ? v.trim() : v));
      const kind = kinds.get(key);
      const list = kind === 'ids' ? values.flatMap((v) => String(v).split(',')).map((v) => v.trim()) : values;
      const kept = list.filter((v) => v !== '');
      if (!kept.length) delete query[key];
      else if (kind === 'boolean') query[key] = kept.length === 1 ? flag(kept[0]) : kept.map(flag);
      else query[key] = Array.isArray(raw) || kind === 'ids' ? kept : kept[0];
    }
  };
}
