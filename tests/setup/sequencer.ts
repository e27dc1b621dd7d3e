// The order test files start in. Vitest starts the files it has timings for longest first, but a fresh clone
// (CI) has none, and then it starts the largest files first: the generic resource suite, a 19-line file
// that runs some 240 tests per database, started last and ran alone for minutes while the other worker
// had nothing left to do. The files known to run longest start first; the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest-running files, longest first (seconds of a fresh-clone run on the 2-core machine, throttled, with
 * both databases where the file runs on both).
 */
export const LONGEST_FILES = [
  'tests/server/resources.test.ts', // ~220 s
  'tests/server/security/scope-matrix.test.ts', // ~135 s
  'tests/server/main.test.ts', // ~120 s
  'tests/server/imports/import-jobs.test.ts', // ~100 s
  'tests/server/shutdown.test.ts', // ~90 s
  'tests/server/resources-types.test.ts', // ~70 s
  'tests/server/call-control.test.ts', // ~70 s
  'tests/server/security/spreadsheet.test.ts', // ~65 s
  'tests/server/blacklist-import.test.ts', // ~65 s
];

export class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    const byProject = new Map<unknown, TestSpecification[]>();
    for (const spec of sorted) byProject.set(spec.project, [...(byProject.get(spec.project) ?? []), spec]);
    // Projects keep BaseSequencer's order; within one, the listed files first, the rest as they were.
    return [...byProject.values()].flatMap((specs) =>
      specs
        .map((spec, position) => ({ spec, position }))
        .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
        .map(({ spec }) => spec),
    );
  }
}
