// What each field type means for the generated schemas, coercion and storage.
import { COLORS, type FieldDeclaration } from '../from-client';
import { textFormatName } from '../http/formats';
import { ID_SCHEMA, INT4_MAX } from '../http/schemas';
import type { JsonSchema } from './types';

/** Length caps when a declaration gives none (a request never reaches a column unbounded). */
export const DEFAULT_MAX = { line: 255, text: 100_000, items: 1000 };

/** Types whose empty value is the empty string. */
export const isTextual = (f: FieldDeclaration) => ['string', 'text', 'html', 'password'].includes(f.type);
export const isArray = (f: FieldDeclaration) => f.type === 'enumMulti' || f.type === 'referenceMulti';
export const isInteger = (f: FieldDeclaration) => ['integer', 'reference'].includes(f.type);
/** Values trimmed before validation (multi-line text, HTML, passwords and JSON are kept as typed). */
export const isTrimmed = (f: FieldDeclaration) => !['text', 'html', 'password', 'json'].includes(f.type);

/** An optional field without a default stores null when empty; its column must be nullable. */
export const canBeNull = (f: FieldDeclaration) =>
  !isTextual(f) && !isArray(f) && f.type !== 'boolean' && !f.required && (f.default ?? null) === null;

const line = (f: FieldDeclaration, format?: string, cap = DEFAULT_MAX.line): JsonSchema => ({
  type: 'string',
  ...(f.min ? { minLength: f.min } : f.required ? { minLength: 1 } : {}),
  maxLength: f.max ?? cap,
  ...(format ? { format } : {}),
});

const bounded = (type: string, f: FieldDeclaration, min?: number, max?: number): JsonSchema => ({
  type,
  ...((f.min ?? min) !== undefined ? { minimum: f.min ?? min } : {}),
  ...((f.max ?? max) !== undefined ? { maximum: f.max ?? max } : {}),
});

const options = (f: FieldDeclaration): readonly string[] => f.options ?? (f.type === 'color' ? COLORS : []);

/** The schema of a field's value, null excluded. */
export function valueSchema(f: FieldDeclaration): JsonSchema {
  switch (f.type) {
    case 'string':
      return line(f, f.format && textFormatName(f.format));
    case 'password':
      return line(f);
    case 'text':
    case 'html':
      return line(f, undefined, DEFAULT_MAX.text);
    case 'email':
      return line(f, 'email', 254);
    case 'url':
      return line(f, 'url', 2048);
    case 'phone':
      return { type: 'string', format: 'phone' };
    case 'time':
      return { type: 'string', format: 'time-hm' };
    case 'date':
      return { type: 'string', format: 'date-ymd' };
    case 'datetime':
      return { type: 'string', format: 'datetime-iso' };
    case 'integer':
      return bounded('integer', f, -INT4_MAX - 1, INT4_MAX);
    case 'number':
      return bounded('number', f);
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
    case 'color':
      return { type: 'string', enum: [...options(f)] };
    case 'enumMulti':
      return { type: 'array', items: { type: 'string', enum: [...options(f)] }, maxItems: DEFAULT_MAX.items };
    case 'reference':
      return { ...ID_SCHEMA };
    case 'referenceMulti':
      return { type: 'array', items: { ...ID_SCHEMA }, maxItems: DEFAULT_MAX.items };
    case 'json':
      return {};
    case 'file':
      // What an upload became (resources/files.ts); any other value is refused before the schema runs.
      return { type: 'object' };
    default:
      throw new Error(`unknown field type ${(f as { type: string }).type} of ${f.name}`);
  }
}

/** The value schema, accepting null where the field may be empty. */
export function fieldSchema(f: FieldDeclaration): JsonSchema {
  const schema = valueSchema(f);
  if (!canBeNull(f) || f.type === 'json') return schema;
  return {
    ...schema,
    type: [schema.type, 'null'],
    ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  };
}
