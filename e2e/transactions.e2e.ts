import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TRANSACTION_CSV_HEADER, TRANSACTION_PATHS, type TransactionPage } from '../src/api/contract';
import { addDays, presetRange, type DateRange } from '../src/domain/dateRange';
import { formatMoney } from '../src/domain/money';
import { FORMULA_PROBE } from '../mock-server/seed/facts';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockToday } from './support/mockAdmin';
import { sidebarLink } from './support/sidebar';
import { expectEvery } from '../src/test/expectations';

/** The transactions page against the mock: its rows, range and paging in the address, the CSV, its gate. */

const today = await mockToday();

/** The advertiser's transactions of a range, one page, as the mock answers them. */
const transactions = async (range: DateRange, page: number, size: number): Promise<TransactionPage> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<TransactionPage>(TRANSACTION_PATHS.list, access_token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from_date: range.from, to_date: range.to, page, size, space_id }),
  });
};

const rows = (page: Page) => page.getByTestId('transaction-row');
/** A row's id, amount and status as shown. */
const rowHead = async (page: Page, index: number): Promise<string[]> => (await rows(page).nth(index).locator('td').allTextContents()).slice(0, 2);
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('transactions page', () => {
  const browser = useBrowser();

  it("shows the account's last 7 days in its currency, and keeps another range, the page size and the page through a reload", async () => {
    const week = await transactions(presetRange('last7', today), 1, 10);
    const month = presetRange('last30', today);
    const monthRows = await transactions(month, 2, 25);
    expect(week.total_size).toBeGreaterThan(10);
    expect(monthRows.data.length).toBeGreaterThan(0);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await sidebarLink(page, 'Transactions').click();
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(10);
    const first = week.data[0];
    if (!first) throw new Error('no transaction this week');
    await expect.poll(() => rowHead(page, 0)).toEqual([String(first.id), formatMoney(first.amount, 'USD', 'en')]);
    expect(await page.getByTestId('page-range').textContent()).toBe(`1–10 of ${week.total_size}`);

    await page.getByRole('button', { name: /^Period:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Last 30 days' }).click();
    await expect.poll(() => params(page)).toEqual({ from: month.from, to: month.to });
    const pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    expect(await pageSize.getByRole('option').allTextContents()).toEqual(['10', '15', '25']);
    await pageSize.selectOption('25');
    await expect.poll(() => rows(page).count()).toBe(25);
    await page.getByRole('button', { name: 'Next' }).click();
    const second = monthRows.data[0];
    if (!second) throw new Error('no second page');
    await expect.poll(() => rowHead(page, 0)).toEqual([String(second.id), formatMoney(second.amount, 'USD', 'en')]);
    expect(params(page)).toEqual({ from: month.from, to: month.to, pageSize: '25', page: '1' });

    await page.reload();
    await expect.poll(() => rowHead(page, 0)).toEqual([String(second.id), formatMoney(second.amount, 'USD', 'en')]);
    await expect.poll(() => rows(page).count()).toBe(monthRows.data.length);
    expect(params(page)).toEqual({ from: month.from, to: month.to, pageSize: '25', page: '1' });
    expect(await pageSize.inputValue()).toBe('25');
    await page.getByRole('button', { name: /^Period:/ }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Last 30 days' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('says so for a range without transactions', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser', '/transactions?from=2001-01-01&to=2001-02-01');
    await page.getByText('No transactions in this period.').waitFor();
    expect(await rows(page).count()).toBe(0);
  });

  it('downloads the range as CSV: the English header, every row, the formula comment as text', async () => {
    const range = presetRange('last7', today);
    const expected = await transactions(range, 1, 25);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser', '/transactions');
    await expect.poll(() => rows(page).count()).toBe(10);
    // The formula is shown as the text it is.
    await page.getByRole('cell', { name: FORMULA_PROBE, exact: true }).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toBe(`transactions-${range.from}-${addDays(range.to, -1)}.csv`);
    const lines = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(TRANSACTION_CSV_HEADER.join(','));
    expect(lines).toHaveLength(expected.total_size + 1);
    const newest = expected.data[0];
    if (!newest) throw new Error('no transaction this week');
    expect(lines[1]?.startsWith(`${newest.id},${newest.amount.toFixed(2)},USD,`)).toBe(true);
    expect(lines.some((line) => line.endsWith(`,"'${FORMULA_PROBE.replaceAll('"', '""')}"`))).toBe(true);
    await page.getByText('The CSV file is saved.').waitFor();
  });

  it('reads in Russian: heading, columns, statuses, amounts still in the account currency', async () => {
    const week = await transactions(presetRange('last7', today), 1, 10);
    const first = week.data[0];
    if (!first) throw new Error('no transaction this week');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser', '/transactions');
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('heading', { name: 'Транзакции', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Сумма' }).waitFor();
    await expect.poll(() => rowHead(page, 0)).toEqual([String(first.id), formatMoney(first.amount, 'USD', 'ru')]);
    const statuses = new Set(await rows(page).locator('td:nth-child(3)').allTextContents());
    expectEvery([...statuses], (status) => ['В обработке', 'Зачислена', 'Не выполнена'].includes(status));
    await page.getByRole('button', { name: 'Экспорт в CSV' }).waitFor();
  });

  it('keeps the analyst (no PAGE_TRANSACTIONS) out, menu and route', async () => {
    const page = await browser.newPage();
    // The advertiser (PAGE_TRANSACTIONS) opens the same route with its rows, so the denial below is the permission's doing.
    await loginAs(page, 'advertiser', '/transactions');
    await rows(page).first().waitFor();
    await loginAs(page, 'analyst');
    expect(await sidebarLink(page, 'Transactions').count()).toBe(0);
    await page.goto('/transactions');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await rows(page).count()).toBe(0);
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser', '/transactions');
    await expect.poll(() => rows(page).count()).toBe(10);
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('columnheader', { name: 'Комментарий' }).waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
