// A row as the API shows it: `id` and the declared fields, never a password. Dates as YYYY-MM-DD and
// date-times as ISO 8601 in UTC, whatever the column's mode.
import type { FieldDeclaration } from '../shared';
import type { CompiledResource } from './compile';

function shown(f: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (f.type === 'datetime') return new Date(value as string | Date).toISOString();
  if (f.type === 'date' && value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
}

export function serialize(r: CompiledResource, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { id: row.id };
  for (const f of r.declaration.fields) if (f.type !== 'password') out[f.name] = shown(f, row[f.name]);
  return out;
}
