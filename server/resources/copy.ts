// Values of a copy: the source's writable fields, then the overrides; a unique text field not overridden
// gets the first free "<value> (copy)", "<value> (copy 2)"... within the field's length.
import { copyName, type FieldDeclaration } from '../from-client';
import type { Db } from '../db/client';
import type { Locale } from '../i18n/locale';
import { isTaken } from './storable';
import type { CompiledResource } from './compile';
import { DEFAULT_MAX } from './fields';
import type { Values } from './types';

async function freeValue(db: Db, r: CompiledResource, f: FieldDeclaration, value: string, locale: Locale) {
  for (let n = 1; n < 1000; n++) {
    const candidate = copyName(value, locale, f.max ?? DEFAULT_MAX.line, n);
    if (!(await isTaken(db, r, f.name, candidate))) return candidate;
  }
  return value; // the uniqueness check names the field
}

export async function copyValues(
  db: Db,
  r: CompiledResource,
  source: Record<string, unknown>,
  overrides: Values,
  locale: Locale,
): Promise<Values> {
  const values: Values = Object.fromEntries(r.writable.map((f) => [f.name, source[f.name]]));
  Object.assign(values, overrides);
  for (const f of r.writable) {
    const value = values[f.name];
    if (f.unique && typeof value === 'string' && !(f.name in overrides))
      values[f.name] = await freeValue(db, r, f, value, locale);
  }
  return values;
}
