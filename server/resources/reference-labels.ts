// The names of the rows a reply's rows point at, sent with them as `reference_labels` ({ field: { id: label } }),
// so whoever may read a resource reads the names its rows point at without a key on the referenced resources
// (a guest's projects list shows the user group, not `1`). Only the declared `labelField` of a referenced row
// travels, and only to callers who read the resource through its own keys (docs/decisions.md, issue 14).
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Values } from './types';

/** A reference field compiled: the referenced table, its id and the column of the label shown for a row. */
export interface ReferenceColumn {
  field: string;
  table: PgTable;
  id: PgColumn;
  label: PgColumn;
}

export const REFERENCE_LABELS = 'reference_labels';

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');

/** One query per label column (a project's supervisor and guest are both users' full names), for the rows'
 * ids only. */
async function labelsOf(db: Db, references: readonly ReferenceColumn[], rows: readonly Values[]) {
  const groups = new Map<PgColumn, { ref: ReferenceColumn; ids: Set<number> }>();
  for (const ref of references) {
    const group = groups.get(ref.label) ?? { ref, ids: new Set<number>() };
    for (const row of rows) for (const id of idsIn(row[ref.field])) group.ids.add(id);
    groups.set(ref.label, group);
  }
  const names = new Map<PgColumn, Map<number, string>>();
  await Promise.all(
    [...groups.entries()].map(async ([label, { ref, ids }]) => {
      const found = ids.size
        ? await db
            .select({ id: ref.id, label })
            .from(ref.table)
            .where(inArray(ref.id, [...ids]))
        : [];
      names.set(label, new Map(found.map((r) => [r.id as number, String(r.label ?? '')])));
    }),
  );
  return names;
}

/** The rows with `reference_labels`: for each reference field, the label of each id it holds that still names a
 * row (an id of a deleted row has none). */
export async function withReferenceLabels(
  db: Db,
  references: readonly ReferenceColumn[],
  rows: Values[],
): Promise<Values[]> {
  if (references.length === 0 || rows.length === 0) return rows;
  const names = await labelsOf(db, references, rows);
  return rows.map((row) => {
    const labels: Record<string, Record<string, string>> = {};
    for (const ref of references) {
      const known = names.get(ref.label)!;
      labels[ref.field] = {};
      for (const id of idsIn(row[ref.field]))
        if (known.has(id)) labels[ref.field][String(id)] = known.get(id)!;
    }
    return { ...row, [REFERENCE_LABELS]: labels };
  });
}
