// The traffic figures: the traffic discovery table's rows visible after a sort change (against
// the campaign list's rows visible, the figure the bench already measures), and the mock's traffic
// report call at large scale under filters, groupings and orders that change with every request.
import { load } from './load.mjs';

/** The sorted-on header: requests per day, the page's default order (descending) flipped to ascending. */
const SORT_HEADER = 'Requests per day';

/** Polled every frame: the time the table shows rows (no placeholder left), or false. */
const rowsVisible = () =>
  document.querySelector('[data-testid="traffic-row"]') !== null && document.querySelector('[data-testid="placeholder-row"]') === null && performance.now();

/**
 * Polled every frame after the click: the time the table shows rows in the new order (the header says
 * ascending, no placeholder is left, and the requests column reads lowest first), or false.
 */
const sortedRowsVisible = (header) => {
  const headers = [...document.querySelectorAll('thead th')];
  const column = headers.findIndex((th) => th.textContent?.includes(header));
  if (column === -1 || headers[column].getAttribute('aria-sort') !== 'ascending') return false;
  if (document.querySelector('[data-testid="placeholder-row"]') !== null) return false;
  const values = [...document.querySelectorAll('[data-testid="traffic-row"]')].map((row) => Number(row.children[column]?.textContent?.replace(/,/g, '')));
  return values.length > 1 && values.every((value, at) => at === 0 || value >= values[at - 1]) && performance.now();
};

/**
 * One cold visit of /traffic: ms from navigation start to the rows visible (`readyMs`), then ms from a
 * click on the requests column's header to the rows visible again in ascending order (`sortMs`, the
 * figure set against the campaign list's rows visible).
 */
export const measureTrafficSort = async (browser, url, session) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ignoreHTTPSErrors: true });
  await context.addInitScript(session.fn, session.arg);
  const page = await context.newPage();
  await page.goto(url);
  const readyMs = await (await page.waitForFunction(rowsVisible, undefined, { timeout: 30_000, polling: 'raf' })).jsonValue();
  await page.waitForLoadState('networkidle');
  // Clicked from inside the page so the start is the click's own time, not the DevTools round trip's.
  const clickedAt = await page.evaluate((header) => {
    const button = [...document.querySelectorAll('thead th .MuiTableSortLabel-root')].find((node) => node.textContent?.includes(header));
    const at = performance.now();
    button?.click();
    return at;
  }, SORT_HEADER);
  const sortedAt = await (await page.waitForFunction(sortedRowsVisible, SORT_HEADER, { timeout: 30_000, polling: 'raf' })).jsonValue();
  await context.close();
  return { readyMs, sortMs: sortedAt - clickedAt };
};

const DIMENSIONS = ['country', 'environment', 'site_or_app', 'position', 'interstitial', 'creative_type', 'creative_size', 'os', 'traffic_source'];
const METRICS = ['cpm', 'ctr', 'cpc', 'win_count', 'exchange_id', 'click_count', 'impression_count', 'user_count', 'spend', 'request_count', 'loss_count', 'category', 'category_secondary'];
const FILTER_VALUES = {
  country: ['NG', 'KE', 'US', 'GB', 'DE', 'IN', 'BR', 'ZA', 'TR', 'AM'],
  os: ['android', 'ios', 'windows', 'macos', 'other'],
  creative_type: ['banner', 'native', 'video', 'audio'],
  environment: ['app', 'site'],
  traffic_source: ['Open exchange', 'Private marketplace', 'Direct publishers', 'In-app', 'Mobile web'],
};

/** A seeded stream of report bodies, each with its own grouping, filters, order and page: few repeat, so most miss the mock's cache. */
const reportBodies = (spaceId, seed) => {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const some = (items, chance) => items.filter(() => next() < chance);
  return () => {
    const dimensions = some(DIMENSIONS, 0.6);
    if (dimensions.length === 0) dimensions.push('site_or_app');
    const metrics = some(METRICS, 0.5);
    if (!metrics.includes('request_count')) metrics.push('request_count');
    const filters = Object.entries(FILTER_VALUES)
      .filter(() => next() < 0.35)
      .map(([dimension, values]) => ({ dimension, values: some(values, 0.5) }))
      .filter((filter) => filter.values.length > 0);
    const orderOn = [...dimensions, ...metrics];
    return {
      filter_included: filters,
      dimensions,
      metrics_included: metrics,
      order_field: orderOn[Math.floor(next() * orderOn.length)],
      order_direction: next() < 0.5 ? 'ASC' : 'DESC',
      page: 1 + Math.floor(next() * 3),
      page_size: [10, 15, 25][Math.floor(next() * 3)],
      space_id: spaceId,
    };
  };
};

/**
 * p50/p95 of POST /v1/reports/placement/dimension at large scale: 4 clients for 5 s, a new body per
 * request, after 2 s of other bodies unmeasured (a running server's code is warm; those bodies' cached
 * groupings are mostly gone again by the end of the measured stream).
 */
export const trafficCallLoad = async (mock, token, spaceId) => {
  const run = (seed, seconds) => {
    const body = reportBodies(spaceId, seed);
    return load({
      url: `${mock}/v1/reports/placement/dimension`,
      init: () => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body()) }),
      clients: 4,
      seconds,
    });
  };
  await run(0x5eed, 2);
  return run(0x7aff1c, 5);
};

/** The figures' rows of the bench's table. */
export const trafficRows = ({ campaigns, traffic, trafficCall }, ms) => [
  {
    figure: 'Traffic rows visible after a sort change (requests per day, click to sorted rows), against /campaigns rows visible',
    ours: ms(traffic.sortMs),
    floor: `${ms(campaigns.readyMs)} (/campaigns)`,
    ratio: (traffic.sortMs / campaigns.readyMs).toFixed(2),
    target: '≤ 1.20 ×',
    met: traffic.sortMs / campaigns.readyMs <= 1.2,
  },
  {
    figure: 'Time to rows visible on /traffic (large scale), against /campaigns',
    ours: ms(traffic.readyMs),
    floor: `${ms(campaigns.readyMs)} (/campaigns)`,
    ratio: (traffic.readyMs / campaigns.readyMs).toFixed(2),
    target: '— (reported)',
    met: true,
  },
  {
    figure: `Mock traffic report call at large scale, a new grouping, filter and order per request, 4 clients × 5 s (${trafficCall.requests} requests)`,
    ours: `p50 ${ms(trafficCall.p50)}, p95 ${ms(trafficCall.p95)}`,
    floor: '—',
    ratio: '—',
    target: 'p95 ≤ 50 ms',
    met: trafficCall.p95 <= 50 && trafficCall.errors === 0,
  },
];
