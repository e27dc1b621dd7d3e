// Prints the whole run's plain closing line ("N passed, N failed") from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
