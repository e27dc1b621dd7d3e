// What a column of an import can be (spec 000 section 3, "Import columns"): one of the 13 targets, or a
// label of the project's card template (`label:<id>`, stored in the contact's dynamic_data).
import { IMPORT_TARGETS } from '../from-client';

/** The spec's 13 targets, declared once with the client (src/contracts/import-export.ts). */
export const TARGETS = IMPORT_TARGETS;
export type Target = (typeof TARGETS)[number];

/** Targets more than one column may take. */
export const REPEATABLE = new Set<string>(['ignore', 'additional_phone']);

const LABEL = /^label:(\d{1,10})$/;

/** The label id of a `label:<id>` target, or undefined. */
export const labelIdOf = (target: string): number | undefined => {
  const m = LABEL.exec(target);
  return m ? Number(m[1]) : undefined;
};

export const isTarget = (value: string): value is Target => (TARGETS as readonly string[]).includes(value);

/**
 * What is wrong with a mapping (null when nothing): a width other than the file's, an unknown target or
 * label, a target given twice, no phone or several.
 */
export function mappingProblem(mapping: readonly string[], columns: number, labelIds: ReadonlySet<number>) {
  if (mapping.length !== columns) return 'width';
  const seen = new Set<string>();
  for (const target of mapping) {
    const label = labelIdOf(target);
    if (!isTarget(target) && (label === undefined || !labelIds.has(label))) return 'unknown';
    if (seen.has(target) && !REPEATABLE.has(target)) return 'twice';
    seen.add(target);
  }
  return seen.has('phone') ? null : 'phone';
}
