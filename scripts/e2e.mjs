// `npm run test:e2e`: builds the app, starts a throw-away mock and the production preview, then runs
// the end-to-end suite in headless Debian Chromium. Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { TSX, VITE, startNode, stop, stopOnExit, waitFor } from './processes.mjs';

ensureChromium();

const mockPort = process.env.E2E_MOCK_PORT ?? '3101';
const appPort = process.env.E2E_APP_PORT ?? '4173';
const baseUrl = `http://localhost:${appPort}`;
// A separate build folder lets two runs (e.g. two developers' worktrees) test side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const mockUrl = `http://localhost:${mockPort}`;
const FILE_TIMES_REPORTER = './e2e/support/fileTimesReporter.ts';

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', outDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dsp-e2e-'));
const mock = startNode('mock', [...TSX, 'mock-server/main.ts'], {
  MOCK_PORT: mockPort,
  MOCK_DB_FILE: join(dataDir, 'db.json'),
  MOCK_ADMIN_API: '1',
  MOCK_APP_URL: baseUrl,
}, { quiet: true });
const app = startNode('preview', [VITE, 'preview', '--logLevel', 'warn', '--outDir', outDir], { APP_PORT: appPort, MOCK_PORT: mockPort }, { quiet: true });

stopOnExit([mock, app]);

let status = 1;
try {
  await Promise.all([waitFor(`${mockUrl}/v1/whitelabel/info`), waitFor(baseUrl)]);
  const args = process.argv.slice(2);
  // The caller's reporters (npm test adds json) or vitest's default, and always each file's time.
  const reporters = args.some((arg) => arg === '--reporter' || arg.startsWith('--reporter=')) ? [] : ['--reporter', 'default'];
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...reporters, '--reporter', FILE_TIMES_REPORTER, ...args],
    { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_MOCK_URL: mockUrl } },
  );
  status = run.status ?? 1;
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
process.exit(status);
