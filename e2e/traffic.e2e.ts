import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TRAFFIC_PATHS, type TrafficReport, type TrafficReportRequest } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { sidebarLink } from './support/sidebar';

/** The traffic discovery page against the mock: its address, filters, columns, CSV, gate and axe. */

const rows = (page: Page) => page.getByTestId('traffic-row');
const tableCells = (page: Page) => rows(page).evaluateAll((found) => found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
const headers = (page: Page) => page.getByRole('table', { name: 'Traffic by the chosen dimensions' }).getByRole('columnheader').allTextContents();
const chips = (page: Page) => page.getByRole('group', { name: 'Active filters' }).getByRole('button').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('complementary', { name: 'Filters' });
};

/** Picks a value in one of the open panel's filters, typing its shown name. */
const pick = async (page: Page, filter: string, option: string) => {
  const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: filter, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
};

/** The options a panel filter offers, in order. */
const optionsOf = async (page: Page, filter: string): Promise<string[]> => {
  const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: filter, exact: true });
  await box.click();
  await page.getByRole('listbox').waitFor();
  const texts = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts;
};

/** The report as the page asks it, straight from the mock. */
const reportOf = async (body: Partial<TrafficReportRequest>): Promise<TrafficReport> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<TrafficReport>(TRAFFIC_PATHS.report, access_token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ metrics_included: ['request_count'], order_field: 'request_count', order_direction: 'DESC', page: 1, page_size: 15, space_id, ...body }),
  });
};

/** RFC 4180 fields of one CSV line (quoted fields may hold commas and doubled quotes). */
const csvFields = (line: string): string[] => {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted && char === '"' && line[at + 1] === '"') [field, at] = [`${field}"`, at + 1];
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) [fields[fields.length], field] = [field, ''];
    else field += char;
  }
  return [...fields, field];
};

const grouped = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const OS_NAMES: Record<string, string> = { android: 'Android', ios: 'iOS', windows: 'Windows', macos: 'macOS', other: 'Other' };

describe('traffic discovery page', () => {
  const browser = useBrowser();

  it('keeps filters, grouping and sort in the address: a reload and a copied link in a fresh page show the same table', async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await sidebarLink(page, 'Traffic discovery').click();
    await page.getByRole('heading', { name: 'Traffic discovery', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(15);
    const panel = await openPanel(page);
    const groupBy = panel.getByRole('group', { name: 'Group by' });
    for (const name of ['Environment', 'Site or app', 'Position', 'Interstitial', 'Creative type', 'Creative size', 'Traffic source']) await groupBy.getByRole('checkbox', { name }).click();
    await pick(page, 'Country', 'Nigeria');
    await pick(page, 'Country', 'Kenya');
    await page.getByRole('columnheader', { name: 'CPM' }).getByRole('button').click();
    await expect.poll(() => query(page).toString()).toBe('aggregate=country%2Cos&country=NG%2CKE&sort=cpm&order=asc');
    const expected = await reportOf({ dimensions: ['country', 'os'], filter_included: [{ dimension: 'country', values: ['NG', 'KE'] }], metrics_included: ['request_count', 'user_count', 'impression_count', 'cpm', 'spend'], order_field: 'cpm', order_direction: 'ASC' });
    await expect.poll(() => rows(page).count()).toBe(expected.data.length);
    await expect.poll(async () => (await tableCells(page)).map((cells) => cells.slice(0, 2))).toEqual(expected.data.map((row) => [REGIONS.of(row.dimensions[0]?.value ?? ''), OS_NAMES[row.dimensions[1]?.value ?? '']]));
    const shown = await tableCells(page);
    expect(await headers(page)).toEqual(['Country', 'OS', 'Requests per day', 'Users per day', 'Impressions', 'CPM', 'Spend']);
    expect(await chips(page)).toEqual(['Country: Nigeria', 'Country: Kenya']);

    await page.reload();
    await expect.poll(() => tableCells(page)).toEqual(shown);
    expect(await chips(page)).toEqual(['Country: Nigeria', 'Country: Kenya']);

    const link = page.url();
    const fresh = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(fresh, 'advertiser');
    await fresh.goto(link);
    await expect.poll(() => tableCells(fresh)).toEqual(shown);
    expect(await headers(fresh)).toEqual(['Country', 'OS', 'Requests per day', 'Users per day', 'Impressions', 'CPM', 'Spend']);
    await expect.poll(() => fresh.getByRole('columnheader', { name: 'CPM' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('resets filters, grouping, columns and sort at once', async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?aggregate=os&os=ios&columns=cpm%2Cctr&sort=os&order=asc');
    await expect.poll(() => tableCells(page)).toEqual([['iOS', expect.any(String), expect.any(String)]]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.url()).toMatch(/\/traffic$/);
    await expect.poll(() => rows(page).count()).toBe(15);
    expect(await headers(page)).toEqual(['Country', 'Environment', 'Site or app', 'Position', 'Interstitial', 'Creative type', 'Creative size', 'OS', 'Traffic source', 'Requests per day', 'Users per day', 'Impressions', 'CPM', 'Spend']);
    await page.getByText('No filters: every request in the market is counted.').waitFor();
    // Busiest first by default.
    const requests = (await tableCells(page)).map((cells) => Number(cells[9]?.replace(/,/g, '')));
    expect(requests).toEqual([...requests].sort((a, b) => b - a));
  });

  it("reloads the other filters' options when one changes, and drops a selection no longer valid", async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?aggregate=environment%2Cos&os=windows');
    await expect.poll(() => chips(page)).toEqual(['OS: Windows']);
    await openPanel(page);
    expect((await optionsOf(page, 'OS')).sort()).toEqual(['Android', 'Other', 'iOS', 'macOS']);
    expect((await optionsOf(page, 'Environment')).sort()).toEqual(['Site']);
    // Apps run on Android and iOS only: choosing them leaves Windows without rows, so it goes.
    await page.goto('/traffic?aggregate=environment%2Cos&os=windows%2Cios');
    await openPanel(page);
    await pick(page, 'Environment', 'App');
    await expect.poll(() => chips(page)).toEqual(['Environment: App', 'OS: iOS']);
    await expect.poll(() => query(page).get('os')).toBe('ios');
    expect(query(page).get('environment')).toBe('app');
    expect((await optionsOf(page, 'OS')).sort()).toEqual(['Android']);
    await expect.poll(() => tableCells(page)).toEqual([['App', 'iOS', expect.any(String), expect.any(String), expect.any(String), expect.any(String), expect.any(String)]]);
  });

  it('gives each chip 190 px and scrolls the chip bar past its width, the page itself not scrolling sideways', async () => {
    const page = await browser.newPage({ width: 1300, height: 900 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?country=NG%2CKE%2CUS%2CGB%2CDE%2CFR%2CIN%2CBR%2CTR%2CZA');
    await expect.poll(async () => (await chips(page)).length).toBe(10);
    await expect.poll(() => rows(page).count()).toBe(15);
    const bar = page.getByTestId('traffic-chips');
    const sizes = await bar.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth, chips: [...node.querySelectorAll('.MuiChip-root')].map((chip) => chip.getBoundingClientRect().width) }));
    expect(sizes.chips).toEqual(Array.from({ length: 10 }, () => 190));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The last chip is reached by scrolling the bar, and removing it removes its country.
    await page.getByRole('button', { name: 'Country: South Africa' }).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => query(page).get('country')).toBe('NG,KE,US,GB,DE,FR,IN,BR,TR');
  });

  it('keeps at least 2 columns in the chooser, through a reload', async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?aggregate=country');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns shown' });
    for (const name of ['Requests per day', 'Users per day', 'Impressions']) await chooser.getByRole('checkbox', { name }).click();
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'CPM' }).isDisabled()).toBe(true);
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'Spend' }).isDisabled()).toBe(true);
    expect(await chooser.getByRole('checkbox', { name: 'CTR' }).isDisabled()).toBe(false);
    await chooser.getByRole('checkbox', { name: 'Spend' }).click({ force: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => query(page).get('columns')).toBe('cpm,spend');
    await expect.poll(() => headers(page)).toEqual(['Country', 'CPM', 'Spend']);
    await page.reload();
    await expect.poll(() => headers(page)).toEqual(['Country', 'CPM', 'Spend']);
  });

  it('downloads the table as CSV, every row as shown and a formula in a site name written as text', async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?aggregate=site_or_app%2Ccountry&country=NG&sort=site_or_app&order=asc&columns=request_count%2Cctr%2Ccpm%2Cspend');
    await expect.poll(() => rows(page).count()).toBe(15);
    // The hostile site sorts first, shown as text.
    await expect.poll(async () => (await tableCells(page))[0]?.slice(0, 2)).toEqual(['Nigeria', '=HYPERLINK("x")']);
    const shown = await tableCells(page);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toBe('traffic-discovery.csv');
    const lines = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('country,site_or_app,request_count,ctr,cpm,spend');
    const total = Number((await page.getByTestId('page-range').textContent())?.split(' of ')[1]);
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]?.startsWith(`NG,"'=HYPERLINK(""x"")",`)).toBe(true);
    const asShown = lines.slice(1, 16).map((line) => {
      const [country = '', site = '', requests = '', ctr = '', cpm = '', spend = ''] = csvFields(line);
      return [REGIONS.of(country), site.replace(/^'(?=[=+\-@])/, ''), grouped(requests), `${ctr}%`, `$${grouped(cpm)}`, `$${grouped(spend)}`];
    });
    expect(asShown).toEqual(shown);
  });

  it('keeps the analyst (no PAGE_TRAFFIC) out, menu and route', async () => {
    const page = await browser.newPage();
    // The advertiser (PAGE_TRAFFIC) opens the same route with its rows, so the denial below is the permission's doing.
    await loginAs(page, 'advertiser', '/traffic');
    await rows(page).first().waitFor();
    await loginAs(page, 'analyst');
    expect(await sidebarLink(page, 'Traffic discovery').count()).toBe(0);
    await page.goto('/traffic');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await rows(page).count()).toBe(0);
  });

  it('is clean under axe in English and Russian, with the filters panel closed and open', async () => {
    const page = await browser.newPage({ width: 1500, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto('/traffic?country=NG&aggregate=country%2Csite_or_app');
    await expect.poll(() => rows(page).count()).toBe(15);
    const audit = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
    };
    await audit('English, panel closed');
    await openPanel(page);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Group by' }).waitFor();
    await audit('English, panel open');
    // The language switch renders the page anew, its panel closed as a page opens.
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('columnheader', { name: 'Запросы в день' }).waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Фильтры' }).count()).toBe(0);
    await audit('Russian, panel closed');
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    await page.getByRole('complementary', { name: 'Фильтры' }).getByRole('group', { name: 'Группировать по' }).waitFor();
    await audit('Russian, panel open');
  });
});
