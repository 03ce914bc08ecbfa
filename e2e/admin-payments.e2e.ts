import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  INVOICE_USERS_PATH,
  userAccountPath,
  userTransactionsPath,
  type InvoiceUsersPage,
  type TransactionPage,
  type UserAccountDetail,
} from '../src/api/contract';
import { formatMoney } from '../src/domain/money';
import { toMinor, fromMinor } from '../src/domain/minorUnits';
import { AMERIA_ACCOUNT, PERSONA_IDS } from '../mock-server/seed/facts';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import enCore from '../locales/en/core.json';
import ruCore from '../locales/ru/core.json';
import enWidgets from '../locales/en/widgets.json';
import ruWidgets from '../locales/ru/widgets.json';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';

/**
 * The administrator's invoice users list and a user's payments (spec 3 §2, §5, §7; "Invoice
 * users", "User payments") against the mock, in both languages: paging, logging a payment (balance and
 * transactions change), the same transaction id twice credited once (with another amount refused as
 * already logged), paying manually for the ameria user and the pay button inactive for another, axe on
 * both routes; the advertiser refused.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const W = { en: enWidgets.widgets, ru: ruWidgets.widgets } as const;
const CORE = { en: enCore.core, ru: ruCore.core } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;
const USERS = '/admin/payments';
const details = (userId: number) => `/admin/user/details/${userId}`;
const ADVERTISER = PERSONA_IDS.advertiser.userId;
const AMERIA_USER = AMERIA_ACCOUNT.ownerUserId;

const adminToken = async () => (await personaToken('admin')).access_token;
const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const accountOf = async (userId: number) => apiData<UserAccountDetail>(userAccountPath(userId), await adminToken());
const transactionsOf = async (userId: number) => apiData<TransactionPage>(`${userTransactionsPath(userId)}?page=1&size=100`, await adminToken());
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the administrator in at `path`, in `language` (the shell's switch), and waits for the heading. */
const openAs = async (page: Page, language: Language, path: string, title: string) => {
  await loginAs(page, 'admin', path);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
};

const balanceText = (page: Page) => page.getByTestId('user-balance').textContent();

/**
 * Fills and submits a payment modal (the submit clicked twice: it must still send once). With a
 * `refusal`, the modal must stay and say it; it is then cancelled, which asks first (typed values
 * would be lost) and closes on Leave.
 */
const pay = async (page: Page, language: Language, kind: 'log' | 'pay', values: { amount: string; referer: string; transactionId?: string; comment?: string }, refusal?: string) => {
  const words = M[language].userDetails;
  await page.getByRole('button', { name: kind === 'log' ? words.logPayment : words.pay, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: kind === 'log' ? words.payment.logTitle : words.payment.payTitle });
  await dialog.waitFor();
  const submit = dialog.getByTestId('payment-submit');
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByTestId('payment-amount').fill(values.amount);
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByTestId('payment-referer').selectOption(values.referer);
  if (values.transactionId !== undefined) await dialog.getByTestId('payment-transaction-id').fill(values.transactionId);
  if (values.comment !== undefined) await dialog.getByTestId('payment-comment').fill(values.comment);
  await submit.dblclick();
  if (refusal !== undefined) {
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(refusal);
    await dialog.getByRole('button', { name: words.payment.cancel, exact: true }).click();
    const asking = page.getByRole('dialog', { name: CORE[language].unsavedChanges.title });
    await asking.getByRole('button', { name: CORE[language].unsavedChanges.leave }).click();
  }
  await dialog.waitFor({ state: 'detached' });
};

describe('administrator invoice users and user payments', () => {
  const browser = useBrowser();
  afterAll(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language];

    it(`pages through the invoice users and opens a user's payments (${language})`, async () => {
      const token = await adminToken();
      const second = await apiData<InvoiceUsersPage>(INVOICE_USERS_PATH, token, postJson({ page: 2, size: 10 }));
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, USERS, words.titles.adminPayments);
      await expect.poll(() => page.getByTestId('invoice-user-row').count()).toBe(10);
      await page.getByRole('button', { name: W[language].list.next, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
      const first = second.data[0];
      if (!first) throw new Error('a second page of users');
      await expect.poll(() => page.getByTestId('invoice-user-row').first().textContent()).toContain(first.email);
      expect(await page.getByTestId('invoice-user-row').count()).toBe(second.data.length);
      await page.getByTestId('invoice-user-row').first().click();
      await page.getByRole('heading', { name: words.titles.adminUserDetails, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(details(first.id));
    });

    it(`logs a payment: balance and transactions change; the same transaction id again credits once (${language})`, async () => {
      const before = await accountOf(ADVERTISER);
      const page = await browser.newPage({ width: 1300, height: 1100 });
      await openAs(page, language, details(ADVERTISER), words.titles.adminUserDetails);
      await expect.poll(() => balanceText(page)).toBe(formatMoney(before.balance, before.currency, language));
      const reference = `e2e-${tag()}`;
      await pay(page, language, 'log', { amount: '42.25', referer: 'BANK_TRANSFER', transactionId: reference, comment: 'wire' });
      const credited = fromMinor(toMinor(before.balance) + 4225);
      await expect.poll(() => balanceText(page)).toBe(formatMoney(credited, before.currency, language));
      await expect.poll(() => page.getByTestId('transaction-row').first().textContent()).toContain(reference);

      // The same reference with another amount: refused (409), the modal says it was already logged.
      browser.allowConsole(serverAnswered(409));
      await pay(page, language, 'log', { amount: '10', referer: 'STRIPE', transactionId: reference }, words.userDetails.payment.alreadyLogged);
      expect(toMinor((await accountOf(ADVERTISER)).balance)).toBe(toMinor(credited));
      // The same payment again: answered the first result, nothing credited.
      await pay(page, language, 'log', { amount: '42.25', referer: 'BANK_TRANSFER', transactionId: reference, comment: 'wire' });
      expect(toMinor((await accountOf(ADVERTISER)).balance)).toBe(toMinor(credited));
      await expect.poll(() => balanceText(page)).toBe(formatMoney(credited, before.currency, language));
      expect((await transactionsOf(ADVERTISER)).data.filter((row) => row.transaction_id === reference)).toHaveLength(1);
      await expect.poll(() => page.getByTestId('transaction-row').filter({ hasText: reference }).count()).toBe(1);
    });

    it(`pays manually for the ameria user; pay is inactive with a hint for another user (${language})`, async () => {
      const before = await accountOf(AMERIA_USER);
      expect(before.payment_vendor).toBe('ameria');
      const page = await browser.newPage({ width: 1300, height: 1100 });
      await openAs(page, language, details(AMERIA_USER), words.titles.adminUserDetails);
      await expect.poll(() => balanceText(page)).toBe(formatMoney(before.balance, before.currency, language));
      const payEnabled = await page.getByRole('button', { name: words.userDetails.pay, exact: true }).isEnabled();
      expect(payEnabled).toBe(true);
      await pay(page, language, 'pay', { amount: '1500', referer: 'AMERIA', comment: 'cash desk' });
      await expect.poll(() => balanceText(page)).toBe(formatMoney(fromMinor(toMinor(before.balance) + 150_000), before.currency, language));
      await expect.poll(() => page.getByTestId('transaction-row').first().textContent()).toContain('cash desk');

      await page.goto(details(ADVERTISER));
      await page.getByTestId('user-balance').waitFor();
      const payButton = page.getByRole('button', { name: words.userDetails.pay, exact: true });
      expect(await payButton.isDisabled()).toBe(true);
      expect(await page.getByTestId('payment-actions-hint').textContent()).toBe(words.userDetails.hints.notAmeria);
      expect(await page.getByRole('button', { name: words.userDetails.logPayment, exact: true }).isEnabled()).toBe(true);
    });

    it(`is clean under axe: the users list, a user's payments and its payment modal (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, USERS, words.titles.adminPayments);
      await expect.poll(() => page.getByTestId('invoice-user-row').count()).toBe(10);
      const found: string[] = [];
      const check = async (where: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found.push(`${where}:\n${describeViolations(violations)}`);
      };
      await check('users');
      await page.goto(details(AMERIA_USER));
      await page.getByTestId('user-balance').waitFor();
      await page.getByTestId('transaction-row').first().waitFor();
      await check('user payments');
      await page.getByRole('button', { name: words.userDetails.logPayment, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await check('log-payment modal');
      expect(found).toEqual([]);
    });
  }

  it('refuses the advertiser on both routes: Access denied, and no user data', async () => {
    const page = await browser.newPage();
    // The administrator opens both with their data, so the denial below is the advertiser's doing.
    await loginAs(page, 'admin', USERS);
    await page.getByTestId('invoice-user-row').first().waitFor();
    await loginAs(page, 'admin', details(ADVERTISER));
    await page.getByTestId('user-balance').waitFor();
    for (const path of [USERS, details(ADVERTISER)]) {
      await loginAs(page, 'advertiser', path);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await page.getByTestId('invoice-user-row').count()).toBe(0);
      expect(await page.getByTestId('user-balance').count()).toBe(0);
    }
  });
});
