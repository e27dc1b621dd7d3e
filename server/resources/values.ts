// From a validated body to the values stored: declared defaults on create, arrays without duplicates,
// HTML through the registration's sanitiser, then the registration's beforeWrite hook.
import { toColumn } from './column-value';
import type { CompiledResource } from './compile';
import { fileColumnValue } from './files';
import type { Values, WriteContext } from './types';

const copyOf = (value: unknown) => (Array.isArray(value) ? [...value] : value);

export function valuesFrom(r: CompiledResource, body: Values, withDefaults: boolean): Values {
  const values: Values = {};
  for (const f of r.writable) {
    if (!Object.prototype.hasOwnProperty.call(body, f.name)) {
      if (withDefaults && f.default !== undefined) values[f.name] = copyOf(f.default);
      continue;
    }
    let value = body[f.name];
    if (Array.isArray(value)) value = [...new Set(value)];
    if (f.type === 'html' && typeof value === 'string') value = r.hooks.sanitizeHtml!(value);
    if (f.type === 'file') value = fileColumnValue(value);
    values[f.name] = toColumn(r.columns[f.name], value);
  }
  return values;
}

export const finalValues = async (r: CompiledResource, values: Values, context: WriteContext) =>
  r.hooks.beforeWrite ? r.hooks.beforeWrite(values, context) : values;
