// Page measurements in headless Debian Chromium: the gzip bytes of every script fetched, the time
// until a selector is visible (from navigation start) and the largest contentful paint.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium.mjs';

export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

const LCP = () =>
  new Promise((resolve) => {
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(last), 300);
  });

/** One cold visit in a fresh context: { jsGzip, readyMs, lcpMs }. */
export const measure = async (browser, url, readySelector, initScript) => {
  // The bench's HTTPS servers use a certificate made for the run (bench/tls.mjs).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  if (initScript) await context.addInitScript(initScript.fn, initScript.arg);
  const page = await context.newPage();
  // Script responses are only noted during the visit; their bodies are read and compressed after the
  // timings are taken, so that work (in this process and over the DevTools connection) cannot slow
  // the page being timed, which would penalise a page made of several scripts against one.
  const scripts = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response);
  });
  await page.goto(url);
  // Read in the page on every frame, as the editor's and the traffic figures are: a locator's wait polls
  // at growing intervals (up to half a second) and then asks the page for the time over DevTools, so it
  // added a lag of its own, different for each page depending on when its rows landed between polls.
  const readyMs = await (
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return element !== null && element.checkVisibility() ? performance.now() : false;
      },
      readySelector,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue();
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(LCP);
  const sizes = await Promise.all(scripts.map((response) => response.body().then((body) => gzipSync(body).length, () => 0)));
  const jsGzip = sizes.reduce((sum, size) => sum + size, 0);
  await context.close();
  return { jsGzip, readyMs, lcpMs };
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Medians of a visit's numeric figures; a visit's other results are left to its own summary. */
const medians = (results) =>
  Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => typeof results[0][key] === 'number')
      .map((key) => [key, median(results.map((r) => r[key]))]),
  );

/**
 * One warm-up visit of each page, then `runs` rounds visiting each page once in turn; the median of
 * each figure per page. Taking the pages in turn, rather than all runs of one page and then the next,
 * keeps a page and the floor it is compared with measured under the same machine load, so a ratio is
 * not skewed by the load drifting during the bench.
 */
export const mediansInTurn = async (runs, visits) => {
  const names = Object.keys(visits);
  for (const name of names) await visits[name]();
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round += 1) for (const name of names) results[name].push(await visits[name]());
  return {
    medians: Object.fromEntries(names.map((name) => [name, medians(results[name])])),
    rounds: results,
  };
};
