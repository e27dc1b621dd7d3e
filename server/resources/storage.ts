// Fields a registration stores under another column or in another shape (`hooks.storage`): applied at the
// database boundary only, so checks, hooks and replies all see the declared (API) shape.
import type { CompiledResource } from './compile';
import type { Values } from './types';

/** API-shaped values -> the table's properties and column shapes, for an insert or an update. */
export function toStored(r: CompiledResource, values: Values): Values {
  const storage = r.hooks.storage;
  if (!storage) return values;
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const s = storage[key];
    out[s?.column ?? key] = s?.store && value !== null && value !== undefined ? s.store(value) : value;
  }
  return out;
}

/** A row as read from the table -> the declared fields' values (the other properties are kept). */
export function fromStored(r: CompiledResource, row: Record<string, unknown>): Record<string, unknown> {
  const storage = r.hooks.storage;
  if (!storage) return row;
  const out = { ...row };
  for (const [field, s] of Object.entries(storage)) {
    const value = row[s.column ?? field];
    out[field] = s.read && value !== null && value !== undefined ? s.read(value) : value;
  }
  return out;
}
