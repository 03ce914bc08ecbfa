import { describe, expect, it } from 'vitest';
import { TELCO_REPORT_PATH, type Page as ListPage, type TelcoRow } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';

/** Issue #13 §3: the telco page's months against the mock, its paging in the address, and its gate. */

const money = (value: number) => `$${(Math.ceil(Number((value * 100).toFixed(6)) - 1e-9) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const months = async (pageSize: number): Promise<ListPage<TelcoRow>> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<ListPage<TelcoRow>>(TELCO_REPORT_PATH, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: 1, pageSize, space_id }) });
};

describe('telco page', () => {
  const browser = useBrowser();

  it('shows the months newest first with the spend and the 15 % share, pages by 5, 10, 15 and 20, and keeps the size through a reload', async () => {
    const expected = await months(20);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.getByRole('menuitem', { name: 'Telco' }).click();
    await page.getByRole('heading', { name: 'Telco report', level: 1 }).waitFor();
    const rows = page.getByTestId('telco-row');
    await expect.poll(() => rows.count()).toBe(Math.min(10, expected.total_size));
    const first = expected.data[0];
    if (!first) throw new Error('no month');
    expect(await rows.first().locator('td').allTextContents()).toEqual([
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${first.dimension}-01T00:00:00Z`)),
      money(first.spent_usd),
      money(first.spent_usd * 0.15),
    ]);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['5', '10', '15', '20']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe('5');
    const sixth = expected.data[5];
    if (!sixth) throw new Error('fewer than six months');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe(money(sixth.spent_usd));
    await page.reload();
    await expect.poll(() => rows.count()).toBe(Math.min(5, expected.total_size - 5));
    expect(new URL(page.url()).searchParams.get('pageSize')).toBe('5');
  });

  it("shows the administrator the months of the account it acts on (its own by default)", async () => {
    const { access_token, space_id } = await personaToken('admin');
    const own = await apiData<ListPage<TelcoRow>>(TELCO_REPORT_PATH, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: 1, pageSize: 10, space_id }) });
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin');
    await page.goto('/telco');
    const rows = page.getByTestId('telco-row');
    await expect.poll(() => rows.count()).toBe(Math.min(10, own.total_size));
    const first = own.data[0];
    if (first) expect(await rows.first().locator('td').nth(1).textContent()).toBe(money(first.spent_usd));
    else await page.getByText('No spend yet.').waitFor();
  });

  it('keeps the analyst (no PAGE_TELCO) out, menu and route', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'analyst');
    expect(await page.getByRole('menuitem', { name: 'Telco' }).count()).toBe(0);
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
