// Prints a run's plain closing line ("N passed, N failed") from Vitest's JSON report, and the name of every
// failed test with the first line of its error: CI shows only the end of its log, so the failures must be
// there. `node scripts/test-summary.mjs [report.json] [label]`.
import { existsSync, readFileSync } from 'node:fs';

const [file = 'test-results/vitest.json', label = 'tests'] = process.argv.slice(2);
if (!existsSync(file)) {
  console.log(`\n${label}: no report (${file}); the run stopped before the tests`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
const failed = [];
for (const suite of report.testResults ?? []) {
  const path = suite.name.replace(`${process.cwd()}/`, '');
  const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
  for (const t of tests) failed.push(`${path} > ${t.fullName}: ${summary(t.failureMessages?.[0])}`);
  if (suite.status === 'failed' && tests.length === 0) failed.push(`${path}: ${firstLine(suite.message)}`);
}
if (failed.length > 0) console.log(`\n${label}, failed:\n${failed.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(
  `\n${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
);

// A browser step's error says what it waited for and what stood in the way in its call log: its last lines too.
function summary(text) {
  const callLog = (text ?? '').split('Call log:')[1];
  if (callLog === undefined) return firstLine(text);
  const steps = callLog
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('- '));
  return [firstLine(text), ...steps.slice(-3).map((l) => `      ${l.slice(0, 300)}`)].join('\n');
}

function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
