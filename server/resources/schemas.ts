// Request schemas generated from a declaration: bodies of create/update/copy, the `:id` parameter, and the
// list query (paging, sorting, declared filters, extra parameters).
import { idParams } from '../http/schemas';
import type { FieldDeclaration, ResourceDeclaration } from '../from-client';
import { fieldSchema, valueSchema } from './fields';
import type { ListParam, JsonSchema } from './types';

export const writableFields = (r: ResourceDeclaration) => r.fields.filter((f) => !f.readOnly);

/** The row's id; one beyond the id range names no row (404, see server/http/schemas.ts). */
export const PARAMS_SCHEMA = idParams('id');

/** create: required fields must be there; update and copy: any subset (absent = unchanged). */
export function bodySchema(r: ResourceDeclaration, mode: 'create' | 'partial'): JsonSchema {
  const fields = writableFields(r);
  const required = mode === 'create' ? fields.filter((f) => f.required).map((f) => f.name) : [];
  return {
    type: 'object',
    additionalProperties: false, // unknown fields are dropped (Ajv removeAdditional), never stored
    ...(required.length ? { required } : {}),
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
  };
}

/** The query parameters a declared filter adds. */
export function filterParams(f: FieldDeclaration): Record<string, JsonSchema> {
  const value = valueSchema(f);
  const one = value.type === 'array' ? (value.items as JsonSchema) : value;
  const { minLength: _min, ...loose } = one; // a filter value is never "required"
  switch (f.list?.filter) {
    case 'contains':
      return { [f.name]: { type: 'string', maxLength: 255 } };
    case 'eq':
      return { [f.name]: loose };
    case 'in':
      return { [f.name]: { type: 'array', items: loose, maxItems: 500 } };
    case 'range':
      return { [`${f.name}_gte`]: loose, [`${f.name}_lte`]: loose };
    default:
      return {};
  }
}

export const sortableFields = (r: ResourceDeclaration) => [
  'id',
  ...r.fields.filter((f) => f.list?.sortable).map((f) => f.name),
];

export function listSchema(r: ResourceDeclaration, extra: Record<string, ListParam> = {}): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
      sort: { type: 'string', enum: sortableFields(r) },
      order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
      ...Object.assign({}, ...r.fields.map(filterParams)),
      ...Object.fromEntries(Object.entries(extra).map(([name, p]) => [name, p.schema])),
    },
  };
}
