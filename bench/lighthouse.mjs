// Lighthouse 12.8, a third-party measure beside the bench's own harness: the desktop and
// mobile presets on the floor app and our pages, each in a Chromium of its own with a fresh profile,
// the median of a few runs per page and preset. Everything stays on this machine: Chromium gets the
// bench's quiet flags and resolves no host but localhost, and Lighthouse reports no errors anywhere
// and takes no full-page screenshot.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { ARGS, median } from './browser.mjs';

/** Lighthouse's default configuration is its mobile preset. */
export const PRESETS = { desktop: desktopConfig, mobile: undefined };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  disableFullPageScreenshot: true,
  enableErrorReporting: false,
  maxWaitForFcp: 20_000,
  maxWaitForLoad: 30_000,
};
/** A run that takes longer is abandoned (its Chromium is killed), so the bench always ends by itself. */
const RUN_TIMEOUT_MS = 120_000;
// Any name but localhost fails to resolve: nothing in the browser can reach past this machine.
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost';
// The bench serves HTTPS with a certificate made for the run (bench/tls.mjs), which no browser trusts.
const TRUST_BENCH_CERTIFICATE = '--ignore-certificate-errors';
const LOCAL = /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:|chrome)/;

/** Chromium with a fresh profile and a DevTools port of its own choosing, in its own process group. */
const startChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(CHROMIUM, [...ARGS, OFFLINE, TRUST_BENCH_CERTIFICATE, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, sleep(5_000)]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    }
    await sleep(100);
  }
  await close();
  throw new Error('Chromium opened no DevTools port within 15 s');
};

/**
 * Runs the bench's session script (the localStorage a login leaves) in the app's origin. The
 * document it runs in is answered by the browser itself, so no request reaches the app and no
 * connection to it is left warm for the measured visit. Lighthouse's storage reset keeps localStorage.
 */
const storeSession = async (port, url, session) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const blank = new URL('/__bench-session', url).href;
    await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
    await page.goto(blank);
    await page.evaluate(session.fn, session.arg);
    await page.close();
  } finally {
    await browser.close();
  }
};

/** The work's result, or an error once `ms` have passed (the work is then left to fail on its own). */
const within = (work, ms, what) => {
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
};

/**
 * One Lighthouse navigation in a fresh Chromium: scores (0–100), the LCP and what it painted. The whole
 * report is written to `reportFile` when given, so a miss can be read audit by audit (long tasks, the
 * main thread's breakdown, the LCP's phases) or opened in Lighthouse's viewer.
 */
const runOnce = async ({ url, session }, preset, reportFile) => {
  const browser = await startChromium();
  try {
    const run = (async () => {
      if (session) await storeSession(browser.port, url, session);
      const result = await lighthouse(url, { ...FLAGS, port: browser.port }, PRESETS[preset]);
      if (!result) throw new Error('Lighthouse returned no result');
      return result.lhr;
    })();
    const lhr = await within(run, RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      // The performance score's other parts, so a miss on the score says what drove it.
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
      speedIndexMs: lhr.audits['speed-index']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      offsiteRequests: requests.filter((request) => !LOCAL.test(request.url)).map((request) => request.url),
      // What Lighthouse's simulation models the connections on (h2: one shared connection per origin).
      protocols: [...new Set(requests.map((request) => request.protocol))],
      requests: requests.length,
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser.close();
  }
};

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'fcpMs', 'speedIndexMs', 'tbtMs', 'cls'];

/**
 * `runs` rounds; each round runs every preset on every page in turn (as the harness does, so a drift
 * in machine load hits a page and the floor alike). A run that fails is noted and left out of the
 * medians; a page with no successful run has no medians. With `reportsDir`, every run's report is
 * kept there as `<page>-<preset>-<round>.json`.
 */
export const lighthouseMedians = async (runs, pages, { log = console.log, reportsDir } = {}) => {
  if (reportsDir) {
    rmSync(reportsDir, { recursive: true, force: true });
    mkdirSync(reportsDir, { recursive: true });
  }
  const rounds = {};
  for (let round = 0; round < runs; round += 1)
    for (const preset of Object.keys(PRESETS))
      for (const [name, page] of Object.entries(pages)) {
        const key = `${name}/${preset}`;
        rounds[key] ??= [];
        const started = performance.now();
        try {
          const result = await runOnce(page, preset, reportsDir && join(reportsDir, `${name}-${preset}-${round + 1}.json`));
          rounds[key].push(result);
          if (result.offsiteRequests.length > 0) log(`  ${key}: requests left localhost: ${result.offsiteRequests.join(', ')}`);
          const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
          log(`  ${key} run ${round + 1}: performance ${result.performance}, LCP ${result.lcpMs.toFixed(0)} ms, FCP ${result.fcpMs?.toFixed(0)} ms, SI ${result.speedIndexMs?.toFixed(0)} ms, TBT ${result.tbtMs?.toFixed(0)} ms, CLS ${result.cls?.toFixed(3)}, ${result.requests} requests over ${result.protocols.join('+')} (${((performance.now() - started) / 1000).toFixed(0)} s, load ${load})`);
        } catch (error) {
          rounds[key].push({ error: error instanceof Error ? error.message : String(error) });
          log(`  ${key} run ${round + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
  const medians = Object.fromEntries(
    Object.entries(rounds).map(([key, results]) => {
      const good = results.filter((result) => !result.error);
      if (good.length === 0) return [key, null];
      return [key, Object.fromEntries(FIGURES.map((figure) => [figure, median(good.map((result) => result[figure]))]))];
    }),
  );
  return { medians, rounds };
};
