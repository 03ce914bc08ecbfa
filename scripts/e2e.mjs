// `npm run test:e2e`: builds the app, then runs the end-to-end suite in headless Debian Chromium, in
// E2E_SHARDS runs side by side (default 2). Each run has its own throw-away mock (fresh seed) and its
// own production preview on ports of its own, and a share of the files of about equal expected time
// (scripts/e2eShards.mjs): much of an e2e test is waiting on the pages, so two runs use the machine's
// two cores far better than one. Then the files under e2e/development/ run against a development
// build (React's development code, which prints the warnings the production build leaves out).
// Extra arguments go to vitest; naming files runs just those, in one run per build they need.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { DEVELOPMENT_FOLDER, developmentE2eFiles, e2eFiles, splitFiles } from './e2eShards.mjs';
import { TSX, VITE, startNode, stop, stopOnExit, waitFor } from './processes.mjs';

ensureChromium();

const mockPort = Number(process.env.E2E_MOCK_PORT ?? '3101');
const appPort = Number(process.env.E2E_APP_PORT ?? '4173');
// A separate build folder lets two runs (e.g. two developers' worktrees) test side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const developmentOutDir = `${outDir}-development`;
const FILE_TIMES_REPORTER = './e2e/support/fileTimesReporter.ts';

// The caller's arguments: files named (not options, not an option's value) run in one shard.
const args = process.argv.slice(2);
const takesValue = new Set(['--reporter', '--outputFile.json', '-t', '--testNamePattern']);
const named = args.filter((arg, index) => !arg.startsWith('-') && !takesValue.has(args[index - 1] ?? ''));
const options = args.filter((arg) => !named.includes(arg));
const shardCount = named.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? '2'));
const isDevelopmentFile = (file) => file.replace(/^\.\//, '').startsWith(`${DEVELOPMENT_FOLDER}/`);
const namedProduction = named.filter((file) => !isDevelopmentFile(file));
const namedDevelopment = named.filter(isDevelopmentFile);
/** The production runs (side by side), then the development run, each a list of files. */
const shards = named.length ? (namedProduction.length ? [namedProduction] : []) : splitFiles(e2eFiles(), shardCount);
const developmentFiles = named.length ? namedDevelopment : developmentE2eFiles();

const build = (dir, env = {}) => {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const built = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', dir], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (built.status !== 0) process.exit(built.status ?? 1);
};
if (shards.length) build(outDir);
// Vite builds React's development code only when NODE_ENV says so (a build mode alone does not).
if (developmentFiles.length) build(developmentOutDir, { NODE_ENV: 'development' });

// The caller's JSON report (npm test counts it): each shard writes its own, merged at the end.
const jsonAt = options.indexOf('--outputFile.json');
const jsonFile = jsonAt >= 0 ? options[jsonAt + 1] : undefined;
// The caller's reporters (npm test adds json) or vitest's default, and always each file's time.
const reporters = options.some((arg) => arg === '--reporter' || arg.startsWith('--reporter=')) ? [] : ['--reporter', 'default'];

const runShard = async (files, index, { dir = outDir, printAsItGoes = index === 0 } = {}) => {
  const ports = { mock: mockPort + index, app: appPort + index };
  const baseUrl = `http://localhost:${ports.app}`;
  const mockUrl = `http://localhost:${ports.mock}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dsp-e2e-'));
  const mock = startNode('mock', [...TSX, 'mock-server/main.ts'], {
    MOCK_PORT: String(ports.mock),
    MOCK_DB_FILE: join(dataDir, 'db.json'),
    MOCK_ADMIN_API: '1',
    MOCK_APP_URL: baseUrl,
  }, { quiet: true });
  const app = startNode('preview', [VITE, 'preview', '--logLevel', 'warn', '--outDir', dir], {
    APP_PORT: String(ports.app),
    MOCK_PORT: String(ports.mock),
  }, { quiet: true });
  children.push(mock, app);
  const shardOptions = jsonFile ? options.map((arg, at) => (at === jsonAt + 1 ? `${jsonFile}.${index}` : arg)) : options;
  const log = [];
  try {
    await Promise.all([waitFor(`${mockUrl}/v1/whitelabel/info`), waitFor(baseUrl)]);
    const status = await new Promise((resolve) => {
      const run = spawn(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...reporters, '--reporter', FILE_TIMES_REPORTER, ...shardOptions, ...files],
        // One shard prints as it goes; the others keep their output for the end, so it stays readable.
        { stdio: printAsItGoes ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MOCK_URL: mockUrl } },
      );
      run.stdout?.on('data', (chunk) => log.push(chunk));
      run.stderr?.on('data', (chunk) => log.push(chunk));
      run.on('exit', (code) => resolve(code ?? 1));
    });
    return { status, log };
  } finally {
    stop(mock);
    stop(app);
    // The mock may still be writing its last save while it stops: retry, and never fail the run for it.
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* a temporary folder left behind is harmless */
    }
  }
};

/** One JSON report of all shards: counts added, results joined. */
const mergeReports = () => {
  const parts = Array.from({ length: runCount }, (_, index) => `${jsonFile}.${index}`).filter((file) => existsSync(file));
  const reports = parts.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const merged = reports.reduce(
    (all, report) => {
      for (const [key, value] of Object.entries(report)) {
        if (typeof value === 'number' && key.startsWith('num')) all[key] = (all[key] ?? 0) + value;
        else if (Array.isArray(value)) all[key] = [...(all[key] ?? []), ...value];
        else if (key === 'success') all.success = all.success !== false && value;
        else if (!(key in all)) all[key] = value;
      }
      return all;
    },
    {},
  );
  writeFileSync(jsonFile, JSON.stringify(merged));
  parts.forEach((file) => rmSync(file, { force: true }));
};

/**
 * The failed tests again, last: the first run prints as it goes and the others at the end, so a CI log
 * that keeps only its tail would otherwise lose the first run's failures.
 */
const printFailures = () => {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const failed = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => ({ file: file.name, test })),
  );
  if (!failed.length) return;
  console.log(`\nFailed end-to-end tests (${failed.length}):`);
  for (const { file, test } of failed) {
    const message = String(test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n      ');
    console.log(`  ✗ ${file.replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}\n      ${message}`);
  }
};

const children = [];
stopOnExit(children);
if (shards.length > 1) console.log(`End-to-end files in ${shards.length} runs side by side:\n${shards.map((files, i) => `  run ${i + 1}: ${files.join(' ')}`).join('\n')}`);
const runCount = shards.length + (developmentFiles.length ? 1 : 0);
const results = await Promise.all(shards.map((files, index) => runShard(files, index)));
results.forEach(({ log }, index) => {
  if (log.length) console.log(`\n=== end-to-end run ${index + 1} of ${shards.length}\n${Buffer.concat(log).toString()}`);
});
if (developmentFiles.length) {
  // After the others, so it has the machine to itself: React's development code is slower.
  console.log(`\nEnd-to-end files on the development build: ${developmentFiles.join(' ')}`);
  results.push(await runShard(developmentFiles, shards.length, { dir: developmentOutDir, printAsItGoes: true }));
}
if (jsonFile) {
  mergeReports();
  printFailures();
}
process.exit(results.every(({ status }) => status === 0) ? 0 : 1);
