// The body of POST /api/export/{type}: `filters` (the list screen's current query, in its endpoint's own
// format: an object, or its JSON string as a form sends objects), `fields` (the chosen column keys, in
// order, repeated form keys or a JSON list) and an optional `time_zone` for the dates (IANA name). The
// filters are checked by the list's own schema, nested here, and by its own checks; errors name the filter
// as `filters.<name>`.
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Text } from '../from-client';
import { HttpError, invalidFields, type FieldMessage } from '../http/errors';
import { validationErrors } from '../http/validation';
import type { ExportSource, Filters } from './sources/source';

export interface CreateBody {
  filters?: Filters;
  fields?: string[];
  time_zone?: string;
}

export const MAX_FIELDS = 100;

export function createBodySchema(source: ExportSource) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Parameters the endpoint does not know (paging, a cursor) are dropped, as a list screen sends them too.
      filters: {
        type: 'object',
        default: {},
        additionalProperties: false,
        properties: source.filterProperties,
      },
      fields: {
        type: 'array',
        maxItems: MAX_FIELDS,
        items: { type: 'string', enum: source.fields.map((f) => f.key) },
      },
      time_zone: { type: 'string', minLength: 1, maxLength: 64 },
    },
  };
}

export function createLabels(source: ExportSource): Record<string, Text> {
  const labels: Record<string, Text> = {
    filters: { en: 'Filters', ru: 'Фильтры' },
    fields: { en: 'Fields', ru: 'Поля' },
    time_zone: { en: 'Time zone', ru: 'Часовой пояс' },
  };
  for (const [name, label] of Object.entries(source.filterLabels)) labels[`filters.${name}`] = label;
  return labels;
}

const isEmpty = (v: unknown) => v === '' || v === null || (Array.isArray(v) && v.length === 0);

/** Objects and lists sent as JSON strings are read; cleared filters (empty values) are no filters. */
export async function readCreateBody(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  const parse = (key: string, opening: string) => {
    const raw = body[key];
    if (typeof raw !== 'string' || !raw.trim().startsWith(opening)) return;
    try {
      body[key] = JSON.parse(raw);
    } catch {
      throw invalidFields({ [key]: 'invalidJson' });
    }
  };
  parse('filters', '{');
  parse('fields', '[');
  const filters = body.filters;
  if (filters && typeof filters === 'object' && !Array.isArray(filters))
    for (const [key, value] of Object.entries(filters)) if (isEmpty(value)) delete (filters as Filters)[key];
}

/** A filter's error under the name `filters.<name>`. */
const underFilters = (path: string) => path.replace(/^\/filters\/([^/]+)/, '/filters.$1');

/** The 400 of a body that failed its schema (attachValidation), filters named one by one. */
export function bodyRefusal(request: FastifyRequest, labels: Record<string, Text>): HttpError {
  const errors = (request.validationError?.validation ?? []).map((e: FastifySchemaValidationError) => ({
    ...e,
    instancePath: underFilters(e.instancePath),
  }));
  const texts = validationErrors(errors, request.locale, labels);
  return invalidFields(Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, () => text])));
}

/** The list's own 400 (a date that is none, a phone of no digits) with its fields under `filters.`. */
export function underFiltersError(err: unknown): unknown {
  if (!(err instanceof HttpError) || !err.fieldErrors) return err;
  const renamed: Record<string, FieldMessage> = {};
  for (const [field, message] of Object.entries(err.fieldErrors)) renamed[`filters.${field}`] = message;
  return invalidFields(renamed);
}

export const noFields = () =>
  new HttpError(400, 'no_fields', 'exportNoFields', {}, { fields: 'exportNoFields' });
