// `npm run test:e2e`: builds the app (the production build, and the development build for the files
// under e2e/development/, whose React prints the warnings the production build leaves out), then runs
// the end-to-end files in headless Debian Chromium, E2E_SHARDS files side by side (default 2; 1 when
// files are named). Each of those slots has its own throw-away mock (fresh seed) and a preview of each
// build on ports of its own; one vitest run hands the files out, longest first (e2e/durations.json),
// each to the next free slot (e2e/support/env.ts picks the slot's servers). Much of an e2e test is
// waiting on the pages, so two slots use the machine's two cores far better than one, and a slot that
// finishes its file early takes the next one instead of waiting for a fixed share.
// The files under e2e/production/ drive the same production build served by Debian's nginx as deployed
// (scripts/nginxServer.mjs: the generated configuration, TLS, HTTP/2), with a throw-away mock of their
// own behind its /v1: one nginx for the whole run, started beside the slots' servers, so the check
// costs no second build. `npm run test:prod` (`--production`) runs just those files.
// Extra arguments go to vitest; naming files runs just those.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { developmentE2eFiles, e2eFiles, isDevelopmentFile, isProductionFile, productionE2eFiles } from './e2eFiles.mjs';
import { ensureNginx, startNginx } from './nginxServer.mjs';
import { TSX, VITE, startNode, stop, stopOnExit, waitFor } from './processes.mjs';

ensureChromium();

// The Stripe adapter is offered only in a build that has a publishable key, and the CSP then lets
// Stripe's hosts in: the e2e builds and previews carry a test key (no request ever reaches Stripe:
// e2e/billing-cards.e2e.ts stands in for Stripe.js), and the suites (the CSP check) read it too.
process.env.VITE_STRIPE_PUBLISHABLE_KEY ??= 'pk_test_e2e';

const mockPort = Number(process.env.E2E_MOCK_PORT ?? '3101');
const appPort = Number(process.env.E2E_APP_PORT ?? '4173');
// A separate build folder lets two runs (e.g. two developers' worktrees) test side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const developmentOutDir = `${outDir}-development`;
const FILE_TIMES_REPORTER = './e2e/support/fileTimesReporter.ts';
// The instant every mock of the run starts its clock at (MOCK_NOW), and with it each browser context
// (e2e/support/browser.ts), so what the pages show never depends on the day the run happens. A
// Wednesday in mid-November: a whole run (about 25 minutes) stays inside one day, one week and one
// month with hours to spare, so no "last 7 days" or month boundary moves under it; and at 09:00 UTC a
// budget can still "run out later today". The seed's campaigns and pacing states are laid out around
// it (mock-server/seed/facts.ts); E2E_MOCK_NOW picks another instant to try one.
const mockNow = process.env.E2E_MOCK_NOW ?? '2026-11-18T09:00:00Z';

// The caller's arguments: files named (not options, not an option's value) are the ones to run.
const args = process.argv.slice(2).filter((arg) => arg !== '--production');
const onlyProduction = process.argv.includes('--production');
const takesValue = new Set(['--reporter', '--outputFile.json', '-t', '--testNamePattern']);
const named = args.filter((arg, index) => !arg.startsWith('-') && !takesValue.has(args[index - 1] ?? ''));
const options = args.filter((arg) => !named.includes(arg));
const files = onlyProduction ? productionE2eFiles() : named.length ? named : [...e2eFiles(), ...developmentE2eFiles(), ...productionE2eFiles()];
const slots = Math.max(1, Math.min(files.length, Number(process.env.E2E_SHARDS ?? (named.length || onlyProduction ? '1' : '2'))));
const needsProduction = files.some((file) => !isDevelopmentFile(file));
// The production build is previewed per slot for the usual files, and served once by nginx for e2e/production/.
const needsPreview = files.some((file) => !isDevelopmentFile(file) && !isProductionFile(file));
const needsDevelopment = files.some(isDevelopmentFile);
const needsNginx = files.some(isProductionFile);
// Installed (when missing) while the builds run.
const nginxInstalled = needsNginx ? ensureNginx() : Promise.resolve();
// nginx (HTTPS) and its own mock: ports of their own, away from the slots' (E2E_MOCK_PORT + slot, E2E_APP_PORT + slot…).
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? '4443');
// Its plain HTTP, which only redirects to HTTPS (a deployment's port 80).
const nginxHttpPort = Number(process.env.E2E_NGINX_HTTP_PORT ?? '4080');
const nginxMockPort = Number(process.env.E2E_NGINX_MOCK_PORT ?? String(mockPort + 90));
// After the production previews' ports: one development preview per slot.
const developmentAppPort = appPort + slots;

const build = (dir, env = {}) =>
  new Promise((resolve) => {
    if (process.env.E2E_SKIP_BUILD === '1') return resolve(0);
    const built = spawn(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', dir], { stdio: 'inherit', env: { ...process.env, ...env } });
    built.on('exit', (code) => resolve(code ?? 1));
  });

const children = [];
stopOnExit(children);
const dataDirs = [];

/** One slot's servers: a mock of its own and a preview of each build the files need, all proxying /v1 to that mock. */
const startSlot = (slot) => {
  // A run of e2e/production/ files only needs no slot servers: nginx and its mock serve those.
  if (!needsPreview && !needsDevelopment) return Promise.resolve();
  const ports = { mock: mockPort + slot, app: appPort + slot, developmentApp: developmentAppPort + slot };
  const dataDir = mkdtempSync(join(tmpdir(), 'dsp-e2e-'));
  dataDirs.push(dataDir);
  const mock = startNode('mock', [...TSX, 'mock-server/main.ts'], {
    MOCK_PORT: String(ports.mock),
    MOCK_DB_FILE: join(dataDir, 'db.json'),
    MOCK_ADMIN_API: '1',
    MOCK_APP_URL: `http://localhost:${ports.app}`,
    MOCK_NOW: mockNow,
  }, { quiet: true });
  const preview = (dir, port) =>
    startNode('preview', [VITE, 'preview', '--logLevel', 'warn', '--outDir', dir], { APP_PORT: String(port), MOCK_PORT: String(ports.mock) }, { quiet: true });
  const servers = [mock];
  const urls = [`http://localhost:${ports.mock}/v1/whitelabel/info`];
  if (needsPreview) {
    servers.push(preview(outDir, ports.app));
    urls.push(`http://localhost:${ports.app}`);
  }
  if (needsDevelopment) {
    servers.push(preview(developmentOutDir, ports.developmentApp));
    urls.push(`http://localhost:${ports.developmentApp}`);
  }
  children.push(...servers);
  return Promise.all(urls.map((url) => waitFor(url)));
};

/** nginx on the production build, proxying /v1 to a fresh mock of its own; its URL and certificate go to the files. */
let nginx;
const startProductionServer = async () => {
  if (!needsNginx) return {};
  const dataDir = mkdtempSync(join(tmpdir(), 'dsp-e2e-'));
  dataDirs.push(dataDir);
  const url = `https://localhost:${nginxPort}`;
  const mock = startNode('mock', [...TSX, 'mock-server/main.ts'], {
    MOCK_PORT: String(nginxMockPort),
    MOCK_DB_FILE: join(dataDir, 'db.json'),
    // The app's origin is nginx's: the mock's CORS and links answer it, and nothing else is opened.
    MOCK_APP_URL: url,
    MOCK_NOW: mockNow,
    // For its clock only (GET /__mock/clock, read by the suite on the mock's own loopback port): nginx
    // proxies /v1 alone, so the test-only API stays out of the deployment's reach.
    MOCK_ADMIN_API: '1',
  }, { quiet: true });
  children.push(mock);
  const backendOrigin = `http://127.0.0.1:${nginxMockPort}`;
  await waitFor(`${backendOrigin}/v1/whitelabel/info`);
  // Given as operators often write it, with a trailing slash: nginx must still keep /v1/… as it is.
  nginx = await startNginx({ distDir: outDir, port: nginxPort, httpPort: nginxHttpPort, backendUrl: `${backendOrigin}/` });
  children.push(nginx.child);
  // The build's folder: the files start nginx of their own on it (another backend, a refused start).
  return { E2E_NGINX_URL: nginx.url, E2E_NGINX_HTTP_URL: nginx.httpUrl, E2E_NGINX_CERTIFICATE: nginx.certificate, E2E_NGINX_DIST: resolvePath(outDir), E2E_NGINX_MOCK_URL: backendOrigin };
};

const stopAll = async () => {
  await nginx?.stop();
  children.forEach(stop);
  for (const dir of dataDirs) {
    // A mock may still be writing its last save while it stops: retry, and never fail the run for it.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* a temporary folder left behind is harmless */
    }
  }
};

// Both builds at once: each is mostly one thread.
const [builds] = await Promise.all([
  Promise.all([needsProduction && build(outDir), needsDevelopment && build(developmentOutDir, { NODE_ENV: 'development' })]),
  nginxInstalled,
]);
if (builds.some((code) => code)) process.exit(1);

// The caller's reporters (npm test adds json) or vitest's default, and always each file's time.
const reporters = options.some((arg) => arg === '--reporter' || arg.startsWith('--reporter=')) ? [] : ['--reporter', 'default'];
let status = 1;
try {
  const [productionEnv] = await Promise.all([startProductionServer(), ...Array.from({ length: slots }, (_, slot) => startSlot(slot))]);
  if (slots > 1) console.log(`End-to-end files in ${slots} slots side by side, longest first, each to the next free slot.`);
  status = await new Promise((resolve) => {
    const run = spawn(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...reporters, '--reporter', FILE_TIMES_REPORTER, ...options, ...files],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_SLOTS: String(slots),
          E2E_MOCK_PORT: String(mockPort),
          E2E_APP_PORT: String(appPort),
          E2E_DEVELOPMENT_APP_PORT: String(developmentAppPort),
          ...productionEnv,
        },
      },
    );
    run.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await stopAll();
}
process.exit(status);
