// The events page left live must not grow. The JS heap of /events (after a forced
// garbage collection, over the DevTools protocol) once 10 minutes have passed live, against once 1
// minute has. The mock's events clock runs EVENTS_CLOCK_RATE times faster (MOCK_CLOCK_RATE), and the
// page refreshes once per minute of that clock (the slots answer's minute_seconds), so ten minutes
// of refreshes take 30 s. Each minute the page's "N new events" button is pressed as a watching user
// would, so the rows on screen are renewed as well as the events held.
//
// `node bench/events.mjs` measures it alone (builds the app unless --skip-build, serves it with
// `vite preview`, starts a mock of its own); `npm run bench` measures it among the other figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const EVENTS_CLOCK_RATE = 20;
export const EVENTS_HEAP_TARGET = 1.2;
const SLOTS_PATH = '/v1/events/slots';

/** Bytes of JS heap in use once garbage has been collected. */
const heapAfterGc = async (cdp) => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};

/** Resolves once `check()` is true, polling every 100 ms, or fails after `timeoutMs`. */
const until = async (check, timeoutMs, what) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
};

/**
 * One visit of the events page, live: { oneMinuteBytes, tenMinutesBytes, ratio, minuteSeconds, rows }.
 * A minute has passed live when the page has refreshed its slots once more than at the start.
 */
export const measureEventsMemory = async ({ browser, url, session, minutes = 10 }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, ignoreHTTPSErrors: true });
  await context.addInitScript(session.fn, session.arg);
  const page = await context.newPage();
  const answers = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== SLOTS_PATH) return;
    const body = await response.json().catch(() => null);
    answers.push(body?.data?.minute_seconds ?? null);
  });
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(url);
    await page.getByTestId('event-row').first().waitFor({ timeout: 60_000 });
    await until(() => answers.length > 0, 30_000, 'the first slots answer');
    const minuteSeconds = answers[0];
    const start = answers.length;
    const showNew = page.getByRole('button', { name: /^\d+ new events?$/ });
    const minute = async (count) => {
      await until(() => answers.length >= start + count, (minuteSeconds * 3 + 30) * 1000, `minute ${count} live`);
      if (await showNew.count()) await showNew.click();
    };
    await minute(1);
    const oneMinuteBytes = await heapAfterGc(cdp);
    for (let count = 2; count <= minutes; count += 1) await minute(count);
    const tenMinutesBytes = await heapAfterGc(cdp);
    const rows = await page.getByTestId('event-row').count();
    return { oneMinuteBytes, tenMinutesBytes, ratio: tenMinutesBytes / oneMinuteBytes, minuteSeconds, rows, minutes };
  } finally {
    await context.close();
  }
};

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bench table's row for the figure. */
export const eventsHeapRow = (figure) => ({
  figure: `JS heap of /events live after ${figure.minutes} minutes against after 1 (mock events clock ×${EVENTS_CLOCK_RATE}: a minute in ${figure.minuteSeconds} s)`,
  ours: mb(figure.tenMinutesBytes),
  floor: `${mb(figure.oneMinuteBytes)} (1 minute)`,
  ratio: figure.ratio.toFixed(2),
  target: `≤ ${EVENTS_HEAP_TARGET.toFixed(2)} ×`,
  met: figure.ratio <= EVENTS_HEAP_TARGET,
});

/** `node bench/events.mjs [--skip-build]`: this figure alone, on its own servers. */
const standalone = async () => {
  const { values: flags } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });
  const { ensureChromium } = await import('../scripts/chromium.mjs');
  const { TSX, VITE, startNode, stop, stopOnExit, waitFor } = await import('../scripts/processes.mjs');
  const { launch } = await import('./browser.mjs');
  const { signedInSession } = await import('./session.mjs');
  const work = process.env.BENCH_WORK_DIR ?? 'bench/.work';
  const ports = { mock: Number(process.env.BENCH_MOCK_PORT ?? 3301), app: Number(process.env.BENCH_APP_PORT ?? 4301) };
  const dist = `${work}/app-dist`;
  ensureChromium();
  mkdirSync(work, { recursive: true });
  if (!flags['skip-build']) {
    console.log(`Building the app into ${dist}…`);
    const build = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', '--outDir', dist], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const mock = `http://localhost:${ports.mock}`;
  const app = `http://localhost:${ports.app}`;
  const servers = [
    startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: String(ports.mock), MOCK_DB_FILE: resolve(work, 'db-events.json'), MOCK_SILENT: '1', MOCK_CLOCK_RATE: String(EVENTS_CLOCK_RATE), MOCK_APP_URL: app }, { quiet: true }),
    startNode('app', [VITE, 'preview', '--logLevel', 'warn', '--outDir', dist], { APP_PORT: String(ports.app), MOCK_PORT: String(ports.mock) }, { quiet: true }),
  ];
  stopOnExit(servers);
  try {
    await Promise.all([waitFor(`${mock}/v1/whitelabel/info`, 120_000), waitFor(app)]);
    const { session } = await signedInSession(mock, 'advertiser@demo.test', 'Advertiser#2026');
    const browser = await launch();
    console.log('Measuring the events page live: 10 of the mock\'s minutes against 1…');
    const figure = await measureEventsMemory({ browser, url: `${app}/events`, session });
    await browser.close();
    const row = eventsHeapRow(figure);
    console.log(`\n| figure | ours | 1 minute | ratio | target | met |\n|---|---|---|---|---|---|\n| ${row.figure} | ${row.ours} | ${row.floor} | ${row.ratio} | ${row.target} | ${row.met ? 'yes' : 'no'} |\n`);
    console.log(`${figure.rows} event rows on screen at the end; heap after GC ${figure.oneMinuteBytes} and ${figure.tenMinutesBytes} bytes.`);
    writeFileSync(`${work}/events.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), figure, row }, null, 2)}\n`);
    console.log(`Written to ${work}/events.json.`);
  } finally {
    servers.forEach(stop);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
