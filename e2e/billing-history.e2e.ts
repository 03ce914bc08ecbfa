import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_COUNTS, FIRST_GENERATED_SPACE_ID, NO_PAYMENT_ACCOUNT, XSS_PROBE } from '../mock-server/seed/facts';
import { INVOICE_HISTORY_PATH, INVOICE_STATUS, type InvoiceHistoryRow, type Page as ListPage, type Space } from '../src/api/contract';
import { presetRange, type DateRange } from '../src/domain/dateRange';
import { UNITS_PER_USD } from '../src/domain/currencyRates';
import { formatMoney } from '../src/domain/money';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockToday } from './support/mockAdmin';
import { mainNavigation, sidebarLink } from './support/sidebar';
import { switchBySearch } from './support/accountSearch';

/** The billing page against the mock: the history's filters and paging in the address, the invoice PDF, the balance styles, the gate. */

const PATH = '/payments/history';

const history = async (token: string, body: { user_id: number; status: number | null; range: DateRange; page: number; size: number }) =>
  apiData<ListPage<InvoiceHistoryRow>>(INVOICE_HISTORY_PATH, token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: body.user_id, status: body.status, from_date: body.range.from, to_date: body.range.to, page: body.page, size: body.size }),
  });

/**
 * The generated accounts of the administrator's white-label (balance, currency, payments on or off):
 * another white-label's answer as unknown ones (code 110).
 */
const generatedAccounts = async (token: string): Promise<Space[]> => {
  const ids = Array.from({ length: ACCOUNT_COUNTS.normal - 2 }, (_, index) => FIRST_GENERATED_SPACE_ID + index);
  const outOfReach = (error: unknown) => (error instanceof Error && / 110 /.test(error.message) ? null : Promise.reject(error));
  const spaces = await Promise.all(ids.map((id) => apiData<Space>(`/v1/space/${id}`, token).catch(outOfReach)));
  return spaces.filter((space): space is Space => space !== null);
};

/** The administrator switches into an account through the search ('/'), as the shell offers it. */
const switchInto = (page: Page, name: string) => switchBySearch(page, { query: name, account: name, acting: `Acting as ${name}` });

const LABELS = {
  en: { status: 'Status', paid: 'Paid', last30: 'Last 30 days', rows: 'Rows per page', next: 'Next', period: /^Period: / },
  ru: { status: 'Статус', paid: 'Оплачен', last30: 'Последние 30 дней', rows: 'Строк на странице', next: 'Далее', period: /^Период: / },
} as const;

const openInLanguage = async (page: Page, language: 'en' | 'ru') => {
  await loginAs(page, 'advertiser', PATH);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('heading', { level: 1, name: 'Оплата и история платежей' }).waitFor();
  } else {
    await page.getByRole('heading', { level: 1, name: 'Billing and payment history' }).waitFor();
  }
};

describe('billing page', () => {
  const browser = useBrowser();

  for (const language of ['en', 'ru'] as const) {
    it(`filters the history by status and the 30-day preset, pages by 15, and keeps all of it through a reload (${language})`, async () => {
      const labels = LABELS[language];
      const { access_token, space_id } = await personaToken('advertiser');
      const range = presetRange('last30', await mockToday());
      const expected = await history(access_token, { user_id: space_id, status: INVOICE_STATUS.paid, range, page: 2, size: 15 });
      expect(expected.total_size).toBeGreaterThan(15);
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openInLanguage(page, language);
      const rows = page.getByTestId('invoice-row');
      await rows.first().waitFor();
      // The default range is the last 7 days.
      const week = presetRange('last7', await mockToday());
      const defaultShown = await history(access_token, { user_id: space_id, status: null, range: week, page: 1, size: 10 });
      await expect.poll(() => rows.count()).toBe(Math.min(10, defaultShown.total_size));

      await page.getByLabel(labels.status).selectOption({ label: labels.paid });
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe(String(INVOICE_STATUS.paid));
      await page.getByRole('button', { name: labels.period }).click();
      await page.getByRole('menuitemradio', { name: labels.last30 }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(range.from);
      await page.getByRole('combobox', { name: labels.rows }).selectOption('15');
      await expect.poll(() => rows.count()).toBe(15);
      await page.getByRole('button', { name: labels.next }).click();
      const numbers = () => rows.evaluateAll((cells) => cells.map((row) => row.querySelector('td')?.textContent ?? ''));
      await expect.poll(numbers).toEqual(expected.data.map((row) => String(row.id)));
      const address = new URL(page.url()).searchParams;
      expect(Object.fromEntries(address)).toMatchObject({ status: '2', from: range.from, to: range.to, pageSize: '15', page: '1' });

      await page.reload();
      await expect.poll(numbers).toEqual(expected.data.map((row) => String(row.id)));
      expect(await page.getByLabel(labels.status).inputValue()).toBe(String(INVOICE_STATUS.paid));
      expect(await page.getByRole('combobox', { name: labels.rows }).inputValue()).toBe('15');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ status: '2', from: range.from, to: range.to, pageSize: '15', page: '1' });
    });
  }

  it('downloads a naira account\'s invoice as invoice.pdf (token refreshed first) holding its number, total and ₦', async () => {
    const { access_token } = await personaToken('admin');
    const week = presetRange('last7', await mockToday());
    let chosen: { space: Space; row: InvoiceHistoryRow } | null = null;
    for (const space of await generatedAccounts(access_token)) {
      if (space.currency !== 'NGN' || !space.payment_settings.allow_payment || space.name.includes(XSS_PROBE)) continue;
      const [row] = (await history(access_token, { user_id: space.id, status: null, range: week, page: 1, size: 10 })).data;
      if (row) {
        chosen = { space, row };
        break;
      }
    }
    if (!chosen) throw new Error('no naira account with payments and a row this week');
    const { space, row } = chosen;
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin');
    await switchInto(page, space.name);
    await sidebarLink(page, 'Billing').click();
    await page.getByRole('heading', { level: 1, name: 'Billing and payment history' }).waitFor();
    const first = page.getByTestId('invoice-row').first();
    await expect.poll(() => first.locator('td').first().textContent()).toBe(String(row.id));
    const total = formatMoney(row.total, 'NGN', 'en');
    expect(await first.locator('td').nth(2).textContent()).toBe(total);
    const refreshed = page.waitForRequest((request) => request.url().endsWith('/v1/oauth/refresh'));
    const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Download PDF, invoice ${row.id}` }).click()]);
    await refreshed;
    expect(download.suggestedFilename()).toBe('invoice.pdf');
    const bytes = new Uint8Array(readFileSync((await download.path()) ?? ''));
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain(`Invoice No. ${row.id}`);
    expect(text).toContain(total);
    expect(text).toContain('₦');
    await page.getByText('Invoice PDF Download Successful').waitFor();
  });

  it("shows 'low balance' under $500 and the milder 'no funds' from $500 to $1000, in the account's own currency, for the account switched into", async () => {
    const { access_token } = await personaToken('admin');
    const accounts = (await generatedAccounts(access_token)).filter((space) => space.payment_settings.allow_payment && !space.name.includes(XSS_PROBE));
    // Accounts in naira or drams, the seed's facts (seed.test.ts): the thresholds are dollars there too,
    // so the balance is far above 1000 of the account's own units.
    const inDollars = (space: (typeof accounts)[number]) => space.balance / UNITS_PER_USD[space.currency];
    const low = accounts.find((space) => space.currency !== 'USD' && inDollars(space) < 500);
    const short = accounts.find((space) => space.currency !== 'USD' && inDollars(space) >= 500 && inDollars(space) < 1000);
    if (!low || !short) throw new Error('the seed has no naira or dram account under $500 or between $500 and $1000');
    expect(short.balance).toBeGreaterThan(1000);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin');
    for (const [space, level, text] of [
      [low, 'lowBalance', 'Low balance'],
      [short, 'noFunds', 'No funds'],
    ] as const) {
      await switchInto(page, space.name);
      await sidebarLink(page, 'Billing').click();
      const funds = page.getByTestId('available-funds');
      await funds.getByText(formatMoney(space.balance, space.currency, 'en')).waitFor();
      expect(await funds.getAttribute('data-level')).toBe(level);
      expect((await funds.getByRole('status').textContent())?.trim()).toBe(text);
      // The warning colours keep their contrast.
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
  });

  it('greys Billing out (not a link) for the account without allow_payment the administrator switches into', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'admin');
    await sidebarLink(page, 'Billing').waitFor();
    await switchInto(page, NO_PAYMENT_ACCOUNT.name);
    const billing = mainNavigation(page).getByRole('button', { name: 'Billing' });
    await billing.waitFor();
    expect(await billing.getAttribute('aria-disabled')).toBe('true');
    expect(await billing.getAttribute('href')).toBeNull();
    expect(await sidebarLink(page, 'Billing').count()).toBe(0);
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await openInLanguage(page, 'en');
    await page.getByTestId('invoice-row').first().waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('columnheader', { name: 'Счёт №' }).waitFor();
    await page.getByTestId('invoice-row').first().waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
