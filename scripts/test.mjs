// `npm test`: type check, lint, unit and mock tests, and the end-to-end suite in headless Chromium, in
// two lanes side by side: the checks (short, one thread each), and the tests: the unit and mock tests
// (two vitest workers), then the end-to-end suite (its builds, then its files in two slots,
// scripts/e2e.mjs; among them e2e/production/, `npm run test:prod`: the same production build served by
// nginx as deployed, so that check costs no build of its own).
// The two test stages follow each other rather than run side by side: each keeps a 2-core machine's
// two cores busy by itself, and together (with the checks, the builds, the browsers and their mocks)
// they loaded it to an average of 10–15, where tests that pass alone in seconds ran out their 20 s and
// 60 s (a full run here: 19 such failures, both stages twice as slow as alone).
// Every stage runs even when another fails. The end-to-end stage prints as it goes; every other stage
// prints when it ends. The run ends with each stage's result and time, the failures again (a CI log
// keeps only its tail), and one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = { vitest: '.vitest-report.json', e2e: '.vitest-e2e-report.json' };
Object.values(reports).forEach((file) => rmSync(file, { force: true }));

const stage = (name, args, report, live = false) => ({ name, args, report, live });
const lanes = [
  {
    stages: [
      stage('type check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
      stage('lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']),
      stage('import cycles', ['scripts/check-cycles.mjs']),
      stage('xlsx is write-only', ['scripts/check-xlsx.mjs']),
    ],
  },
  {
    stages: [
      stage(
        'unit and mock tests',
        ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'unit-isolated', '--project', 'mock', '--maxWorkers', process.env.UNIT_WORKERS ?? '2', '--reporter', 'default', '--reporter', 'json', '--outputFile.json', reports.vitest],
        reports.vitest,
      ),
      stage('end-to-end tests', ['scripts/e2e.mjs', '--reporter', 'default', '--reporter', 'json', '--outputFile.json', reports.e2e], reports.e2e, true),
    ],
  },
];

// Children write to pipes here, not to a terminal: keep their colours when this run has a terminal.
const childEnv = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one stage; a live stage's output goes out line by line as it comes, another's is kept. */
const runStage = ({ name, args, live }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const kept = [];
    let partial = '';
    if (live) console.log(`\n=== ${name}`);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
    const take = (chunk) => {
      if (!live) return kept.push(chunk);
      // Whole lines only, so a block the other lane prints never lands in the middle of one.
      const text = partial + chunk.toString();
      const end = text.lastIndexOf('\n') + 1;
      partial = text.slice(end);
      if (end) process.stdout.write(text.slice(0, end));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (partial) process.stdout.write(`${partial}\n`);
      const output = Buffer.concat(kept).toString();
      const ok = code === 0;
      if (!live) process.stdout.write(`\n=== ${name}\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
      resolve({ ok, seconds: seconds(started), output });
    });
  });

const started = Date.now();
const results = new Map();
await Promise.all(
  lanes.map(async ({ stages }) => {
    for (const each of stages) results.set(each.name, { ...each, ...(await runStage(each)) });
  }),
);

const readReport = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const count = (report) => ({ passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 });
const failedTests = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => ({ file: file.name, test })),
  );

// The tail a CI log keeps: each stage's result and time, then what failed, then the count.
const ordered = lanes.flatMap(({ stages }) => stages.map(({ name }) => results.get(name)));
const width = Math.max(...ordered.map(({ name }) => name.length));
console.log('\nStages (two lanes side by side: the checks; the unit and mock tests, then the end-to-end tests):');
for (const { name, ok, seconds: took } of ordered) console.log(`  ${name.padEnd(width)}  ${ok ? 'ok    ' : 'FAILED'}  ${took.padStart(6)} s`);
console.log(`  ${'whole run'.padEnd(width)}          ${seconds(started).padStart(6)} s`);

const failedStages = ordered.filter(({ ok }) => !ok);
const counts = new Map(ordered.map((each) => [each.name, count(readReport(each.report))]));
for (const { name, report: file, output } of failedStages) {
  const tests = failedTests(readReport(file));
  if (tests.length) {
    console.log(`\nFailed in ${name} (${tests.length}):`);
    for (const { file: path, test } of tests) {
      const message = String(test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n      ');
      console.log(`  ✗ ${path.replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}\n      ${message}`);
    }
  } else {
    // A stage that failed outside any test (a type error, a lint finding, a build): its last lines.
    const lines = output.trimEnd().split('\n');
    console.log(`\n${name} failed; its last lines${lines.length > 40 ? ` (of ${lines.length})` : ''}:\n${lines.slice(-40).join('\n')}`);
  }
}
Object.values(reports).forEach((file) => rmSync(file, { force: true }));

if (failedStages.length) console.log(`\nFailed stages: ${failedStages.map(({ name }) => name).join(', ')}`);
const passed = [...counts.values()].reduce((sum, { passed: each }) => sum + each, 0);
// A stage that failed with no failed test still counts once, so the line never reads "0 failed" then.
const failed = [...counts.values()].reduce((sum, { failed: each }) => sum + each, 0) + failedStages.filter(({ name }) => !counts.get(name)?.failed).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStages.length ? 1 : 0);
