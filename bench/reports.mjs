// The reports figures: the reports page's chart over a year of hourly data against the same page over
// 7 days (time from navigation to the chart drawn with every chunk in, and the longest main-thread
// task meanwhile), and the mock's report calls over 365 days at large scale.
import { load } from './load.mjs';

/** Installed before the page's scripts: every long task (over 50 ms) the page runs, with its start. */
const observeLongTasks = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** Polled every frame: the time the chart first draws a line of data (the first chunk in), or false. */
const chartVisible = () => {
  const chart = document.querySelector('[data-testid="time-series-chart"]');
  return Number(chart?.getAttribute('data-points') ?? '0') > 0 && chart.querySelector('path.recharts-curve') !== null && performance.now();
};

/** Polled every frame: the time no chunk is still on its way (the page's loading status gone), or false. */
const chartComplete = () =>
  ![...document.querySelectorAll('[role="status"]')].some((node) => /Loading \d+ of \d+/.test(node.textContent ?? '')) && performance.now();

/**
 * One visit: ms from navigation start to the chart visible (the figure: it then fills in as
 * chunks arrive) and to the chart complete, and the longest main-thread task while the chart renders
 * (from its first line to its last chunk; the app's own start-up is the other figures' business).
 */
export const measureReportChart = async (browser, url, session) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
  await context.addInitScript(session.fn, session.arg);
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  await page.goto(url);
  const visibleMs = await (await page.waitForFunction(chartVisible, undefined, { timeout: 60_000, polling: 'raf' })).jsonValue();
  const completeMs = await (await page.waitForFunction(chartComplete, undefined, { timeout: 120_000, polling: 'raf' })).jsonValue();
  // A task that ended after the chart appeared ran while it rendered.
  const longestTaskMs = await page.evaluate((from) => Math.max(0, ...window.__benchLongTasks.filter((task) => task.start + task.duration >= from).map((task) => task.duration)), visibleMs);
  await context.close();
  return { visibleMs, completeMs, longestTaskMs };
};

/** The report filter body over [from, to) (to exclusive). */
const body = (id, from, to, extra = {}) => ({ from_date: `${from}T00:00:00Z`, to_date: `${new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)}T23:59:59Z`, tz_offset_seconds: 0, id, ...extra });

/**
 * p50/p95 of each report call for one campaign over `from`..`to` (365 days), 4 clients for 3 s each:
 * the page sends these at once when it opens (the chart's chunks four at a time).
 */
export const reportCallLoads = async (mock, token, campaignId, from, to, chunk) => {
  const json = (payload) => () => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(payload) });
  const calls = {
    total: body(campaignId, from, to),
    reach: body(campaignId, from, to),
    dashboardChunkHourly: body(campaignId, chunk.from, chunk.to, { granularity_type_key: 1 }),
    dashboardYearDaily: body(campaignId, from, to, { granularity_type_key: 2 }),
    platforms: body(campaignId, from, to),
    publishers: { ...body(campaignId, from, to), top_publishers_highest_first: true },
    banners: body(campaignId, from, to, { granularity_type_key: 2 }),
    dimension: { id: campaignId, page: 1, page_size: 25, dimension: 'publisher', order_field: 'impression_count', order_asc: false, from_date: body(campaignId, from, to).from_date, to_date: body(campaignId, from, to).to_date },
  };
  const paths = { dashboardChunkHourly: 'dashboard', dashboardYearDaily: 'dashboard' };
  const results = {};
  for (const [name, payload] of Object.entries(calls)) {
    results[name] = await load({ url: `${mock}/v1/reports/${paths[name] ?? name}`, init: json(payload), clients: 4, seconds: 3 });
  }
  return results;
};
