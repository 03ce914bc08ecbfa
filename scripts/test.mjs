// `npm test`: type check, lint, unit and mock tests, then the end-to-end suite in headless Chromium.
// Every stage runs even when an earlier one fails, and the run ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = { vitest: '.vitest-report.json', e2e: '.vitest-e2e-report.json' };
Object.values(reports).forEach((file) => rmSync(file, { force: true }));

const stages = [
  ['type check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']],
  ['import cycles', ['scripts/check-cycles.mjs']],
  ['xlsx is write-only', ['scripts/check-xlsx.mjs']],
  ['unit and mock tests', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'mock',
    '--reporter', 'default', '--reporter', 'json', '--outputFile.json', reports.vitest]],
  ['end-to-end tests', ['scripts/e2e.mjs', '--reporter', 'default', '--reporter', 'json', '--outputFile.json', reports.e2e]],
];

const failedStages = [];
for (const [name, args] of stages) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) failedStages.push(name);
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

const count = (file) => {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
};
const totals = Object.values(reports).map(count).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
Object.values(reports).forEach((file) => rmSync(file, { force: true }));

if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
const failed = totals.failed + (failedStages.length && !totals.failed ? failedStages.length : 0);
console.log(`\n${totals.passed} passed, ${failed} failed`);
process.exit(failedStages.length ? 1 : 0);
