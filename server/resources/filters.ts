// The list's WHERE: one condition per declared filter present in the (validated) query, plus the
// registration's extra parameters. Values always travel as bound parameters.
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDeclaration } from '../from-client';
import { toColumn } from './column-value';
import { isArray } from './fields';
import type { CompiledResource } from './compile';

/** `%`, `_` and `\` match themselves in a `contains` filter. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const arrayOf = (f: FieldDeclaration) => (f.type === 'referenceMulti' ? 'integer[]' : 'text[]');

function condition(f: FieldDeclaration, column: PgColumn, raw: Record<string, unknown>): SQL[] {
  const query = (name: string) => {
    const v = raw[name];
    return Array.isArray(v) ? v.map((x) => toColumn(column, x)) : toColumn(column, v);
  };
  const value = query(f.name);
  switch (f.list?.filter) {
    case 'contains': {
      if (raw[f.name] === undefined) return [];
      const pattern = `%${likeEscape(String(raw[f.name]))}%`;
      if (f.type === 'file') return [sql`(${column}->>'name') ILIKE ${pattern}`]; // the file's name
      return [sql`${column}::text ILIKE ${pattern}`];
    }
    case 'eq':
      if (value === undefined) return [];
      return [isArray(f) ? sql`${column} @> ARRAY[${value}]::${sql.raw(arrayOf(f))}` : eq(column, value)];
    case 'in': {
      const values = value as unknown[] | undefined;
      if (!values?.length) return [];
      if (!isArray(f)) return [inArray(column, values)];
      return [sql`${column} && ${sql.param(values)}::${sql.raw(arrayOf(f))}`];
    }
    case 'range': {
      const [from, to] = [query(`${f.name}_gte`), query(`${f.name}_lte`)];
      return [from !== undefined && gte(column, from), to !== undefined && lte(column, to)].filter(
        (c): c is SQL => Boolean(c),
      );
    }
    default:
      return [];
  }
}

export function whereOf(r: CompiledResource, query: Record<string, unknown>): SQL | undefined {
  const conditions = r.declaration.fields.flatMap((f) => condition(f, r.columns[f.name], query));
  for (const [name, param] of Object.entries(r.hooks.listParams ?? {})) {
    if (query[name] === undefined) continue;
    const extra = param.where(query[name] as never);
    if (extra) conditions.push(extra);
  }
  return conditions.length ? and(...conditions) : undefined;
}
