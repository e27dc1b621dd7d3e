// A row as the API shows it: `id` and the declared fields, never a password. Dates as YYYY-MM-DD and
// date-times as ISO 8601 in UTC, whatever the column's mode; files as { name, url, size, content_type }.
import type { FieldDeclaration } from '../from-client';
import type { CompiledResource } from './compile';
import { shownFile } from './files';
import { fromStored } from './storage';

function shown(f: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (f.type === 'datetime') return new Date(value as string | Date).toISOString();
  if (f.type === 'date' && value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
}

export function serialize(r: CompiledResource, stored: Record<string, unknown>) {
  const row = fromStored(r, stored);
  const out: Record<string, unknown> = { id: row.id };
  for (const f of r.declaration.fields) {
    if (f.type === 'file') out[f.name] = shownFile(r, f, row);
    else if (f.type !== 'password') out[f.name] = shown(f, row[f.name]);
  }
  return out;
}
