// Startup checks: every declared resource has a server registration and vice versa, and each declaration
// agrees with its table. Any problem stops the app with the whole list, before a request is served.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { apiName, type FieldDeclaration, type ResourceDeclaration } from '../from-client';
import { isMessageKey } from '../i18n/messages';
import { canBeNull } from './fields';
import type { FieldStorage, ServerResource } from './types';

export class ResourceSetupError extends Error {
  constructor(readonly problems: string[]) {
    super(`Resource registry is inconsistent:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ResourceSetupError';
  }
}

const DATA_TYPES: Partial<Record<FieldDeclaration['type'], string[]>> = {
  integer: ['number'],
  number: ['number'],
  reference: ['number'],
  boolean: ['boolean'],
  enumMulti: ['array'],
  referenceMulti: ['array'],
  json: ['json'],
  datetime: ['date', 'string'],
  file: ['json'], // { name, stored, size, content_type } (server/uploads/storage.ts)
};

export function registryProblems(
  declarations: readonly ResourceDeclaration[],
  registrations: readonly ServerResource[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const d of declarations) {
    const api = apiName(d);
    if (seen.has(d.name) || seen.has(api)) problems.push(`${d.name}: name or API path declared twice`);
    seen.add(d.name).add(api);
    const regs = registrations.filter((r) => r.name === d.name);
    if (!regs.length) problems.push(`${d.name}: declared in src/resources but has no server registration`);
    if (regs.length > 1) problems.push(`${d.name}: registered twice on the server`);
    if (regs.some((r) => r.declaration !== d))
      problems.push(`${d.name}: the registration uses another declaration`);
  }
  for (const r of registrations) {
    if (!declarations.some((d) => d.name === r.name))
      problems.push(`${r.name}: registered on the server but not declared in RESOURCES`);
  }
  return problems;
}

function fieldProblems(
  f: FieldDeclaration,
  table: PgTable,
  tables: Record<string, PgTable>,
  storage: FieldStorage = {},
): string[] {
  const name = storage.column ?? f.name;
  const column = getTableColumns(table)[name];
  if (!column)
    return [`${f.name}: the table has no column (property) ${storage.column ? `"${name}"` : 'of that name'}`];
  const problems: string[] = [];
  const want = DATA_TYPES[f.type] ?? ['string'];
  if (!storage.store && !want.includes(column.dataType))
    problems.push(`${f.name}: a ${f.type} field on a ${column.dataType} column`);
  if (Boolean(storage.store) !== Boolean(storage.read))
    problems.push(`${f.name}: storage needs both \`store\` and \`read\`, or neither`);
  // A read-only field is never written by a request: the server (a hook, the column's default) fills it.
  if (canBeNull(f) && column.notNull && !f.readOnly)
    problems.push(`${f.name}: may be empty (null) but the column is NOT NULL`);
  else if (!f.readOnly && !f.required && f.default === undefined && column.notNull && !column.hasDefault)
    problems.push(`${f.name}: optional without a default, on a NOT NULL column without a default`);
  const target = f.reference && tables[f.reference.resource];
  if (f.reference && !target)
    problems.push(`${f.name}: references "${f.reference.resource}", which has no table on the server`);
  else if (target && !getTableColumns(target)[f.reference!.labelField])
    problems.push(`${f.name}: the referenced table has no column "${f.reference!.labelField}" (labelField)`);
  if ((f.type === 'reference' || f.type === 'referenceMulti') && !f.reference)
    problems.push(`${f.name}: a ${f.type} field needs \`reference\``);
  if (f.unique && !isMessageKey(f.unique.message))
    problems.push(`${f.name}: unique message "${f.unique.message}" is not in server/i18n/messages.ts`);
  if (f.format && f.type !== 'string') problems.push(`${f.name}: only a string field has a \`format\``);
  if (f.type === 'enum' || f.type === 'enumMulti') {
    if (!f.options?.length) problems.push(`${f.name}: an ${f.type} field needs options`);
  }
  if (f.type === 'file') {
    if (!f.file || !(f.file.maxBytes > 0)) problems.push(`${f.name}: a file field needs \`file.maxBytes\``);
    if (f.list?.filter && f.list.filter !== 'contains')
      problems.push(`${f.name}: a file field can only be filtered by \`contains\` (its name)`);
    if (f.unique) problems.push(`${f.name}: a file field cannot be unique`);
  }
  return problems;
}

export function resourceProblems(reg: ServerResource, tables: Record<string, PgTable>): string[] {
  const { declaration: d, table, hooks } = reg;
  if (!d) return []; // reported by registryProblems
  const columns = getTableColumns(table);
  const problems = d.fields.flatMap((f) => fieldProblems(f, table, tables, hooks?.storage?.[f.name]));
  for (const name of Object.keys(hooks?.storage ?? {}))
    if (!d.fields.some((f) => f.name === name)) problems.push(`storage: no field "${name}"`);
  if (columns.id?.dataType !== 'number') problems.push('the table needs an integer `id` column');
  if (d.fields.some((f) => f.name === 'id')) problems.push('`id` is implicit: do not declare it');
  const names = d.fields.map((f) => f.name);
  for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i)))
    problems.push(`${name}: declared twice`);
  if (d.fields.some((f) => f.type === 'html') && !hooks?.sanitizeHtml)
    problems.push('html fields need hooks.sanitizeHtml');
  if (d.recordTitle && !d.fields.some((f) => f.name === d.recordTitle))
    problems.push(`recordTitle: no field "${d.recordTitle}"`);
  const sort = d.defaultSort?.field;
  if (sort && sort !== 'id' && !d.fields.some((f) => f.name === sort))
    problems.push(`defaultSort: no field "${sort}"`);
  return problems.map((p) => `${d.name}: ${p}`);
}
