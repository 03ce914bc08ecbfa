import { describe, expect, it } from 'vitest';
import { TELCO_REPORT_PATH, type Page as ListPage, type TelcoRow } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { sidebarLink } from './support/sidebar';
import { switchBySearch } from './support/accountSearch';

/** The telco page's months against the mock, its paging in the address, and its gate. */

const money = (value: number) => `$${(Math.ceil(Number((value * 100).toFixed(6)) - 1e-9) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const months = async (pageSize: number): Promise<ListPage<TelcoRow>> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<ListPage<TelcoRow>>(TELCO_REPORT_PATH, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: 1, pageSize, space_id }) });
};

describe('telco page', () => {
  const browser = useBrowser();

  it('shows the months newest first with the spend and the 15 % share, pages by 5, 10, 15 and 20, and keeps the size and page through a reload', async () => {
    const expected = await months(20);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser');
    await sidebarLink(page, 'Telco').click();
    await page.getByRole('heading', { name: 'Telco report', level: 1 }).waitFor();
    const rows = page.getByTestId('telco-row');
    const spentOfRow = (index: number) => rows.nth(index).locator('td').nth(1).textContent();
    await expect.poll(() => rows.count()).toBe(Math.min(10, expected.total_size));
    const first = expected.data[0];
    if (!first) throw new Error('no month');
    expect(await rows.first().locator('td').allTextContents()).toEqual([
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${first.dimension}-01T00:00:00Z`)),
      money(first.spent_usd),
      money(first.spent_usd * 0.15),
    ]);
    const pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    expect(await pageSize.getByRole('option').allTextContents()).toEqual(['5', '10', '15', '20']);
    // The default (10) is left out of the address, as on every spec list.
    for (const size of [15, 20, 5, 10]) {
      await pageSize.selectOption(String(size));
      const shown = Math.min(size, expected.total_size);
      await expect.poll(() => rows.count()).toBe(shown);
      await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe(size === 10 ? null : String(size));
      const last = expected.data[shown - 1];
      if (!last) throw new Error(`fewer than ${shown} months`);
      await expect.poll(() => spentOfRow(shown - 1)).toBe(money(last.spent_usd));
    }
    await pageSize.selectOption('5');
    await expect.poll(() => rows.count()).toBe(5);
    const sixth = expected.data[5];
    if (!sixth) throw new Error('fewer than six months');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => spentOfRow(0)).toBe(money(sixth.spent_usd));
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
    await page.reload();
    await expect.poll(() => rows.count()).toBe(Math.min(5, expected.total_size - 5));
    await expect.poll(() => spentOfRow(0)).toBe(money(sixth.spent_usd));
    expect(new URL(page.url()).searchParams.get('pageSize')).toBe('5');
    expect(await pageSize.inputValue()).toBe('5');
  });

  it('shows the administrator the months of the account it acts on: its own, then the one switched to, then its own again', async () => {
    const { access_token, space_id } = await personaToken('admin');
    const own = await apiData<ListPage<TelcoRow>>(TELCO_REPORT_PATH, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: 1, pageSize: 10, space_id }) });
    const advertiser = await months(10);
    const [ownFirst, advertiserFirst] = [own.data[0], advertiser.data[0]];
    if (!ownFirst || !advertiserFirst) throw new Error('an account without months');
    // Two accounts whose newest months differ, so the table shows which one it read.
    expect(money(ownFirst.spent_usd)).not.toBe(money(advertiserFirst.spent_usd));
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin');
    await page.goto('/telco');
    const rows = page.getByTestId('telco-row');
    const firstSpent = () => rows.first().locator('td').nth(1).textContent();
    await expect.poll(() => rows.count()).toBe(Math.min(10, own.total_size));
    await expect.poll(firstSpent).toBe(money(ownFirst.spent_usd));
    await switchBySearch(page, { query: 'Demo Advertiser', account: 'Demo Advertiser Ltd', acting: 'Acting as Demo Advertiser Ltd' });
    // Choosing an account goes to its campaigns list (spec 1 §2), as the way back does; the menu leads
    // to the report again.
    await page.waitForURL(/\/campaigns/);
    await sidebarLink(page, 'Telco').click();
    await page.waitForURL(/\/telco/);
    await expect.poll(firstSpent).toBe(money(advertiserFirst.spent_usd));
    await expect.poll(() => rows.count()).toBe(Math.min(10, advertiser.total_size));
    await page.getByRole('button', { name: 'Back to my account' }).click();
    await page.getByTestId('acting-as').waitFor({ state: 'detached' });
    // The way back also lands on the campaigns list: the menu click waits for that navigation, or the
    // list's would replace the report's.
    await page.waitForURL(/\/campaigns/);
    await sidebarLink(page, 'Telco').click();
    await page.waitForURL(/\/telco/);
    await expect.poll(firstSpent).toBe(money(ownFirst.spent_usd));
  });

  it('keeps the analyst (no PAGE_TELCO) out, menu and route', async () => {
    const page = await browser.newPage();
    // The advertiser (PAGE_TELCO) opens the same route with its months, so the denial below is the permission's doing.
    await loginAs(page, 'advertiser', '/telco');
    await page.getByTestId('telco-row').first().waitFor();
    await loginAs(page, 'analyst');
    expect(await sidebarLink(page, 'Telco').count()).toBe(0);
    await page.goto('/telco');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.goto('/telco');
    await page.getByTestId('telco-row').first().waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('columnheader', { name: 'Доля оператора (15%)' }).waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
