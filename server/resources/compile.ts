// Turns the registrations into what the routes use, after the startup checks (setup-check.ts).
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { apiName, type FieldDeclaration, type ResourceDeclaration, type Text } from '../from-client';
import type { ReferenceColumn } from './reference-labels';
import { registryProblems, ResourceSetupError, resourceProblems } from './setup-check';
import { bodySchema, listSchema, writableFields } from './schemas';
import type { JsonSchema, ResourceHooks, ServerResource } from './types';

export interface CompiledResource {
  declaration: ResourceDeclaration;
  api: string;
  table: PgTable;
  columns: Record<string, PgColumn>;
  writable: FieldDeclaration[];
  /** `file` fields: create, update and copy also take multipart/form-data (files.ts). */
  files: FieldDeclaration[];
  /** Target table of each reference field. */
  targets: Record<string, PgTable>;
  /** Where the label of each reference field's rows is read (reference-labels.ts). */
  references: ReferenceColumn[];
  /** `{field}` of the validation messages: declared labels, also for range and extra parameters. */
  labels: Record<string, Text>;
  hooks: ResourceHooks;
  schemas: { create: JsonSchema; partial: JsonSchema; list: JsonSchema };
}

function labelsOf(d: ResourceDeclaration, hooks: ResourceHooks): Record<string, Text> {
  const labels: Record<string, Text> = {};
  for (const f of d.fields) {
    labels[f.name] = f.label;
    labels[`${f.name}_gte`] = labels[`${f.name}_lte`] = f.label;
  }
  for (const [name, p] of Object.entries(hooks.listParams ?? {})) if (p.label) labels[name] = p.label;
  return labels;
}

function referencesOf(d: ResourceDeclaration, tables: Record<string, PgTable>): ReferenceColumn[] {
  return d.fields.flatMap((f) => {
    if (!f.reference) return [];
    const table = tables[f.reference.resource];
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    return [{ field: f.name, table, id: columns.id, label: columns[f.reference.labelField] }];
  });
}

function compile(
  d: ResourceDeclaration,
  reg: ServerResource,
  tables: Record<string, PgTable>,
): CompiledResource {
  const hooks = reg.hooks ?? {};
  const columns = { ...(getTableColumns(reg.table) as Record<string, PgColumn>) };
  // A field stored in another column is filtered, sorted and checked on that column.
  for (const [field, s] of Object.entries(hooks.storage ?? {}))
    if (s.column) columns[field] = columns[s.column];
  return {
    declaration: d,
    api: apiName(d),
    table: reg.table,
    columns,
    writable: writableFields(d),
    files: writableFields(d).filter((f) => f.type === 'file'),
    targets: Object.fromEntries(
      d.fields.filter((f) => f.reference).map((f) => [f.name, tables[f.reference!.resource]]),
    ),
    references: referencesOf(d, tables),
    labels: labelsOf(d, hooks),
    hooks,
    schemas: {
      create: bodySchema(d, 'create'),
      partial: bodySchema(d, 'partial'),
      list: listSchema(d, hooks.listParams),
    },
  };
}

/** Checks the registry and compiles it; throws ResourceSetupError listing every problem. */
export function compileResources(
  declarations: readonly ResourceDeclaration[],
  registrations: readonly ServerResource[],
  referenceTables: Readonly<Record<string, PgTable>>,
): CompiledResource[] {
  const tables: Record<string, PgTable> = { ...referenceTables };
  for (const r of registrations) tables[r.name] = r.table;
  const problems = [
    ...declarations
      .filter((d) => d.name in referenceTables)
      .map((d) => `${d.name}: declared now: remove it from REFERENCE_TABLES (registry.ts)`),
    ...registryProblems(declarations, registrations),
    ...registrations.flatMap((r) => resourceProblems(r, tables)),
  ];
  if (problems.length) throw new ResourceSetupError(problems);
  return declarations.map((d) =>
    compile(
      d,
      registrations.find((r) => r.declaration === d)!,
      tables,
    ),
  );
}
