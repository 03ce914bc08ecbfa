import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS, REPORT_PATHS, type CampaignListRow, type Page as ListPage } from '../src/api/contract';
import { addDays } from '../src/domain/dateRange';
import { formatMoney } from '../src/domain/money';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockToday } from './support/mockAdmin';
import { FORMULA_CAMPAIGN_SPACE_ID, FORMULA_PROBE } from '../mock-server/seed/facts';
import { everyOfSome, expectEvery } from '../src/test/expectations';

/**
 * The reports page against the mock. Figures are checked against the campaign list's row for the same
 * range (one source of figures), the dashboard's 7-day chunks are counted and their concurrency
 * watched, and the REPORT_* gating is read as the analyst.
 */

const TODAY = await mockToday();
const FROM = addDays(TODAY, -29);
const TO = addDays(TODAY, 1);

/** The advertiser's first running campaign with its list figures over the last 30 days. */
const runningRow = async (): Promise<CampaignListRow> => {
  const { access_token, space_id } = await personaToken('advertiser');
  const page = await apiData<ListPage<CampaignListRow>>('/v1/campaign/list/v2', access_token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ space_id, name: '', status_filter: [CAMPAIGN_STATUS.running], from_date: FROM, to_date: TO, page: 1, pageSize: 5, sort_by_field: 'id', order_asc: true }),
  });
  const row = page.data.find((candidate) => candidate.impressions > 0);
  if (!row) throw new Error('The advertiser has no running campaign with figures');
  return row;
};

const count = (value: number) => Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Counts dashboard requests and the most in flight at once. */
const watchDashboard = (page: Page) => {
  const state = { sent: 0, inFlight: 0, most: 0 };
  page.on('request', (request) => {
    if (!request.url().endsWith(REPORT_PATHS.dashboard)) return;
    state.sent += 1;
    state.inFlight += 1;
    state.most = Math.max(state.most, state.inFlight);
  });
  const done = (url: string) => {
    if (url.endsWith(REPORT_PATHS.dashboard)) state.inFlight -= 1;
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  return state;
};

describe('reports page', () => {
  const browser = useBrowser();

  it('shows the list row\'s figures for 30 days, asks the dashboard in five chunks per period at most four at once, and keeps every filter through a reload', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const dashboard = watchDashboard(page);
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=${FROM}&to=${TO}`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('total-impressions').textContent()).toBe(count(row.impressions));
    expect(await page.getByTestId('total-clicks').textContent()).toBe(count(row.clicks));
    expect(await page.getByTestId('total-spent').textContent()).toBe(formatMoney(row.spent, row.currency, 'en'));
    await expect.poll(() => page.getByTestId('time-series-chart').getAttribute('data-points')).not.toBe('0');
    await expect.poll(() => dashboard.sent).toBe(10);
    expect(dashboard.most).toBeLessThanOrEqual(4);
    // The previous period is drawn over the range until the compare is switched off.
    const curves = page.getByTestId('time-series-chart').locator('path.recharts-line-curve');
    await expect.poll(() => curves.count()).toBe(2);
    await page.getByRole('switch', { name: 'Compare with the previous period' }).click();
    await expect.poll(() => curves.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('compare')).toBe('0');
    await page.getByRole('switch', { name: 'Compare with the previous period' }).click();

    await page.getByRole('button', { name: 'Per hour' }).click();
    await page.getByRole('textbox', { name: 'Traffic source' }).fill('example');
    await page.getByRole('tab', { name: 'Publishers' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('granularity')).toBe('hour');
    expect(new URL(page.url()).searchParams.get('source')).toBe('example');
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Traffic source' }).inputValue()).toBe('example');
    expect(await page.getByRole('button', { name: 'Per hour' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Publishers' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('publisher').count()).toBeGreaterThan(0);
    // Highest first, then the reverse.
    const values = () => page.getByTestId('publisher').evaluateAll((items) => items.map((li) => Number((li.querySelectorAll('p')[1]?.textContent ?? '0').replace(/,/g, ''))));
    const highest = await values();
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    // The listed publishers and the others make up the campaign's impressions for the range.
    const others = Number(((await page.getByText(/^Other publishers: /).textContent()) ?? '').replace(/\D/g, ''));
    expect(highest.reduce((a, b) => a + b, 0) + others).toBe(row.impressions);
    await page.getByRole('button', { name: 'Lowest first' }).click();
    await expect.poll(values).toEqual([...highest].reverse());
  });

  it('breaks the figures down by platform, banner size and day, with the table paged and sorted on the server', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=${FROM}&to=${TO}&compare=0`);
    await expect.poll(() => page.getByTestId('total-impressions').textContent()).toBe(count(row.impressions));
    // The four platforms add up to the total.
    await expect.poll(() => page.getByTestId(/^platform-/).count()).toBe(4);
    const platformImpressions = await page.getByTestId(/^platform-/).evaluateAll((rows) => rows.map((tr) => Number((tr.children[1]?.textContent ?? '0').replace(/,/g, ''))));
    expect(platformImpressions.reduce((a, b) => a + b, 0)).toBe(row.impressions);

    await page.getByRole('tab', { name: 'Banners' }).click();
    await expect.poll(() => page.getByTestId('banner-size').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Table' }).click();
    await expect.poll(() => page.getByTestId('dimension-row').count()).toBe(10);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect.poll(() => page.getByTestId('dimension-row').count()).toBe(25);
    // The days of the range, over two pages of 25, add up to the list row.
    const impressionsOf = () => page.getByTestId('dimension-row').evaluateAll((rows) => rows.map((tr) => Number((tr.children[1]?.textContent ?? '0').replace(/,/g, ''))));
    const firstDay = () => page.getByTestId('dimension-row').first().locator('td').first().textContent();
    const firstPage = await impressionsOf();
    const firstPageDay = await firstDay();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(firstDay).not.toBe(firstPageDay);
    const secondPage = await impressionsOf();
    expect(secondPage.length).toBeLessThanOrEqual(25);
    expect([...firstPage, ...secondPage].reduce((a, b) => a + b, 0)).toBe(row.impressions);
    await page.getByRole('table', { name: 'Report table' }).getByRole('button', { name: 'Impressions' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('impression_count');
    const descending = new URL(page.url()).searchParams.get('order') === 'desc';
    const impressions = impressionsOf;
    // The server sorts the whole range, so the 25 rows come in order once its answer is shown.
    await expect.poll(async () => {
      const shown = await impressions();
      return everyOfSome(shown, (value, i) => i === 0 || (descending ? value <= (shown[i - 1] ?? 0) : value >= (shown[i - 1] ?? 0)));
    }).toBe(true);
  });

  it('downloads both CSV reports for the filters', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=${addDays(TODAY, -6)}&to=${TO}`);
    await page.getByTestId('total-impressions').waitFor();
    // The file is held on its way until the button has been seen busy: spinner, disabled, aria-busy.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${REPORT_PATHS.campaignReportCsv}`, async (route) => {
      await held;
      await route.continue();
    });
    const campaignButton = page.getByRole('button', { name: 'Campaign report (CSV)' });
    const campaignDownload = page.waitForEvent('download');
    await campaignButton.click();
    await expect.poll(() => campaignButton.getAttribute('aria-busy')).toBe('true');
    expect(await campaignButton.isDisabled()).toBe(true);
    expect(await campaignButton.getByRole('progressbar').count()).toBe(1);
    release();
    const campaignFile = await campaignDownload;
    await expect.poll(() => campaignButton.getAttribute('aria-busy')).toBeNull();
    const campaignCsv = readFileSync(await campaignFile.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(campaignCsv[0]?.startsWith('campaign,dimension,impression_count')).toBe(true);
    expect(campaignCsv).toHaveLength(8);
    const [sourceFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Traffic sources by/ }).click()]);
    const sourceCsv = readFileSync(await sourceFile.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(sourceCsv[0]?.startsWith('dimension,impression_count')).toBe(true);
    expect(sourceCsv.length).toBeGreaterThan(5);
  });

  it('breaks the figures down by placement: apps and sites adding up to the total, sorted on the server, regrouped by environment and OS', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=${FROM}&to=${TO}&compare=0&tab=placements`);
    await expect.poll(() => page.getByTestId('total-impressions').textContent()).toBe(count(row.impressions));
    const table = page.getByRole('table', { name: 'Figures per placement' });
    await expect.poll(() => page.getByTestId('placement-row').count()).toBe(10);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['App or site', 'Impressions', 'Clicks', 'CTR', 'Spent', 'CPM', 'CPC', 'Conversions', 'CPA', 'Win rate']);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    const impressionsOf = () => page.getByTestId('placement-row').evaluateAll((rows) => rows.map((tr) => Number((tr.children[1]?.textContent ?? '0').replace(/,/g, ''))));
    // Every app and site of the campaign on one page, busiest first, adding up to the list row.
    await expect.poll(async () => (await impressionsOf()).reduce((a, b) => a + b, 0)).toBe(row.impressions);
    const shown = await impressionsOf();
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await table.getByRole('button', { name: 'Impressions' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('asc');
    await expect.poll(async () => {
      const ascending = await impressionsOf();
      return ascending.length > 1 && ascending.every((value, i) => i === 0 || value >= (ascending[i - 1] ?? 0));
    }).toBe(true);

    await page.getByRole('combobox', { name: 'Group placements by' }).click();
    await page.getByRole('option', { name: 'Environment and operating system' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('placementBy')).toBe('environment_os');
    await expect.poll(() => table.getByRole('columnheader').first().textContent()).toBe('Environment');
    await expect.poll(async () => {
      const environments = await page.getByTestId('placement-row').evaluateAll((rows) => rows.map((tr) => tr.children[0]?.textContent ?? ''));
      return environments.length > 0 && environments.every((value) => value === 'App' || value === 'Site');
    }).toBe(true);
    const byPair = await page.getByTestId('placement-row').evaluateAll((rows) => rows.map((tr) => Number((tr.children[2]?.textContent ?? '0').replace(/,/g, ''))));
    expect(byPair.reduce((a, b) => a + b, 0)).toBe(row.impressions);
  });

  it('shows the analyst impressions and clicks only: no spend or conversions in tiles, columns or chart choices', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'analyst');
    await page.goto(`/reports?campaignId=${row.id}&from=${FROM}&to=${TO}&metric=spent&tab=dimension`);
    await expect.poll(() => page.getByTestId('total-impressions').textContent()).toBe(count(row.impressions));
    expect(await page.getByTestId('total-spent').count()).toBe(0);
    expect(await page.getByTestId('total-conversions').count()).toBe(0);
    expect(await page.getByTestId('total-cpm').count()).toBe(0);
    // The address asked for spend; the chart draws impressions instead.
    await page.getByRole('img', { name: 'Impressions per day' }).waitFor();
    await expect.poll(() => page.getByTestId('dimension-row').count()).toBe(10);
    const headers = await page.getByRole('table', { name: 'Report table' }).getByRole('columnheader').allTextContents();
    expect(headers.join('|')).not.toMatch(/Spent|CPM|CPC|CPA|Conversions/);
    expect(headers.join('|')).toMatch(/Impressions.*Clicks.*CTR/);
    // Bids (impressions' permission) in the totals; unique conversions and CPE (conversions', spend's) not.
    await expect.poll(() => page.getByTestId('total-bids').count()).toBe(1);
    expect(await page.getByTestId('total-conversions_unique_bid').count()).toBe(0);
    expect(await page.getByTestId('total-cpe').count()).toBe(0);
    // The placements show the same figures only.
    await page.getByRole('tab', { name: 'Placements' }).click();
    await expect.poll(() => page.getByTestId('placement-row').count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Figures per placement' }).getByRole('columnheader').allTextContents()).toEqual(['App or site', 'Impressions', 'Clicks', 'CTR', 'Win rate']);
  });

  it('is clean under axe in English and Russian', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}`);
    await page.getByTestId('total-impressions').waitFor();
    await expect.poll(() => page.getByTestId(/^platform-/).count()).toBe(4);
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('heading', { name: 'Отчёты', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Таблица' }).click();
    await expect.poll(() => page.getByTestId('dimension-row').count()).toBeGreaterThan(0);
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('tab', { name: 'Места размещения' }).click();
    await expect.poll(() => page.getByTestId('placement-row').count()).toBeGreaterThan(0);
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('saves the filters as a view, opens it from the list, and its shared link opens the same report for the analyst', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const from = addDays(TODAY, -13);
    await page.goto(`/reports?campaignId=${row.id}&from=${from}&to=${TO}&source=example&device=3&tab=banners`);
    await page.getByTestId('total-impressions').waitFor();
    const name = `Android, two weeks ${Date.now()}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Field is required.').waitFor();
    await dialog.getByLabel('View name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Somewhere else, then back through the list of views.
    await page.goto(`/reports?campaignId=${row.id}`);
    await page.getByTestId('total-impressions').waitFor();
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByTestId('saved-view').filter({ hasText: name }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByTestId('saved-view').filter({ hasText: name }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ campaignId: String(row.id), from, to: TO, source: 'example', device: '3', tab: 'banners' });

    const { access_token } = await personaToken('advertiser');
    const views = await apiData<{ id: number; name: string }[]>(REPORT_PATHS.views, access_token);
    const saved = views.find((view) => view.name === name);
    if (!saved) throw new Error('the view was not stored');
    const analyst = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(analyst, 'analyst');
    await analyst.goto(`/reports?view=${saved.id}`);
    await expect.poll(() => Object.fromEntries(new URL(analyst.url()).searchParams)).toMatchObject({ campaignId: String(row.id), from, source: 'example', device: '3', tab: 'banners' });
    expect(new URL(analyst.url()).searchParams.has('view')).toBe(false);
    expect(await analyst.getByRole('tab', { name: 'Banners' }).getAttribute('aria-selected')).toBe('true');

    // Only its owner deletes it.
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect.poll(async () => (await apiData<{ name: string }[]>(REPORT_PATHS.views, access_token)).some((view) => view.name === name)).toBe(false);
  });

  it("opens for the administrator on another account's campaign, whose CSV neutralises a formula in the campaign's name", async () => {
    const { access_token } = await personaToken('admin');
    const rows = await apiData<ListPage<CampaignListRow>>('/v1/campaign/list/v2', access_token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ space_id: FORMULA_CAMPAIGN_SPACE_ID, name: '', status_filter: [50], from_date: '', to_date: '', page: 1, pageSize: 25, sort_by_field: 'id', order_asc: true }),
    });
    const probe = rows.data.find((row) => row.name === FORMULA_PROBE);
    if (!probe) throw new Error('no formula probe campaign');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'admin');
    await page.goto(`/reports?campaignId=${probe.id}&from=${addDays(TODAY, -6)}&to=${TO}`);
    await page.getByTestId('total-spent').waitFor();
    // The picker names the campaign as text: the formula is shown, never run.
    await expect.poll(() => page.getByRole('combobox', { name: 'Campaign' }).inputValue()).toBe(FORMULA_PROBE);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Campaign report (CSV)' }).click()]);
    const lines = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expectEvery(lines.slice(1), (line) => line.startsWith(`"'=HYPERLINK(""x"")"`));
  });

  it('reads the chart as a table, and the banner sizes add up to the total', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=${FROM}&to=${TO}&tab=banners&compare=0`);
    await expect.poll(() => page.getByTestId('total-impressions').textContent()).toBe(count(row.impressions));
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('region', { name: 'Impressions per day, as a table' });
    await expect.poll(() => table.getByRole('row').count()).toBe(31);
    const perDay = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((tr) => Number((tr.children[1]?.textContent ?? '0').replace(/,/g, ''))));
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(row.impressions);
    await expect.poll(() => page.getByTestId('banner-size').count()).toBeGreaterThan(0);
    const sizes = await page.getByTestId('banner-size').evaluateAll((rows) => rows.map((tr) => Number((tr.children[1]?.textContent ?? '0').replace(/,/g, ''))));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(row.impressions);
  });

  it('clears the session and goes to login when the stored login marker is gone', async () => {
    const row = await runningRow();
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.evaluate(() => localStorage.removeItem('DSP_AUTH_TOKEN'));
    await page.goto(`/reports?campaignId=${row.id}`);
    await page.waitForURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('REFRESH_DSP_AUTH_TOKEN'))).toBeNull();
  });

  it('starts "all time" on the campaign\'s first day, never asking for the weeks before it', async () => {
    const row = await runningRow();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const froms: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(REPORT_PATHS.dashboard)) froms.push((JSON.parse(request.postData() ?? '{}') as { from_date: string }).from_date);
    });
    await loginAs(page, 'advertiser');
    await page.goto(`/reports?campaignId=${row.id}&from=2000-01-01&to=${TO}&compare=0`);
    await page.getByTestId('total-impressions').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
    const first = row.campaign_start_at?.slice(0, 10);
    if (!first) throw new Error('the running campaign has no start');
    expect(froms.length).toBeGreaterThan(0);
    expect([...froms].sort()[0]).toBe(`${first}T00:00:00Z`);
  });
});

