// Query strings and path parameters are read strictly: a name or value holding a NUL character or a broken
// percent escape (`%E0%A4%A`, `%zz`, the escape of bytes that are not UTF-8) is refused with 400 naming the
// field (rule `regex`). Before, the query parser kept a broken escape as it was and the routes' normalisers
// stripped NULs, so an unreadable filter was quietly dropped (answering a question nobody asked) or reached
// PostgreSQL, which refuses NUL in text (a 500). Bodies keep their own rule: NULs are removed (coerce.ts).
import type { FastifyRequest } from 'fastify';
import { fieldLabel } from '../i18n/fields';
import { formatValidation } from '../from-client';
import { invalidFields, type FieldMessage } from './errors';

const NUL = '\u0000';

/** A query component decoded as the form encoding says (`+` is a space); undefined when it cannot be. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** The names of a raw query string's malformed parameters (`ids[]` is named `ids`, as the routes read it). */
export function malformedQueryNames(rawQuery: string): string[] {
  const names: string[] = [];
  for (const pair of rawQuery.split('&')) {
    const cut = pair.indexOf('=');
    const [rawName, rawValue] = cut < 0 ? [pair, ''] : [pair.slice(0, cut), pair.slice(cut + 1)];
    const [name, value] = [decode(rawName), decode(rawValue)];
    if (name !== undefined && value !== undefined && !name.includes(NUL) && !value.includes(NUL)) continue;
    names.push((name ?? rawName).replaceAll(NUL, '').replace(/\[\]$/, '') || 'query');
  }
  return names;
}

/** preValidation hook of every route: 400 `validation` naming each malformed query or path value. */
export async function refuseMalformedUrlValues(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.config?.permission) return; // no route: the 404 handler answers
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  const names = at < 0 ? [] : malformedQueryNames(url.slice(at + 1));
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params))
    if (typeof value === 'string' && value.includes(NUL)) names.push(name);
  if (!names.length) return;
  const labels = request.routeOptions.config.labels;
  const problem =
    (field: string): FieldMessage =>
    (locale) =>
      formatValidation(locale, 'regex', { field: fieldLabel(locale, field, labels) });
  throw invalidFields(Object.fromEntries(names.map((name) => [name, problem(name)])));
}
