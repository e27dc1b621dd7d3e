// The generic suite, run for every resource in RESOURCES: a resource declared tomorrow is covered without a
// line here. Specific behaviour (spec endpoints, references, the registry) is in resources-*.test.ts.
import { describe } from 'vitest';
import { RESOURCES } from '../../server/from-client';
import { useTestApp } from './helpers/app';
import { databaseTargets, isFirstDatabase } from './helpers/databases';
import { happyPathTests, listTests, permissionTests } from './helpers/resource-suite';
import { junkTests, validationTests } from './helpers/resource-suite-invalid';

describe.each(databaseTargets)('generated resource APIs on $name', (target) => {
  const ctx = useTestApp(target);
  describe.each(RESOURCES.map((r) => ({ name: r.name, r })))('$name', ({ r }) => {
    permissionTests(ctx, r);
    happyPathTests(ctx, r, {});
    listTests(ctx, r, {});
    validationTests(ctx, r, {});
    if (isFirstDatabase(target)) junkTests(ctx, r, {});
  });
});
