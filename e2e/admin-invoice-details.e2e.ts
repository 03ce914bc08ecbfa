import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { lastStatementId } from '../mock-server/billing/invoice-ledger';
import { todayDayNumber } from '../mock-server/dates';
import { PERSONA_IDS } from '../mock-server/seed/facts';
import { ADMIN_INVOICE_PATHS, INVOICE_PATH, invoiceEmailSubject, type InvoiceTransactionsPage, type SentInvoice } from '../src/api/contract';
import { formatMoney } from '../src/domain/money';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, mockNow } from './support/mockAdmin';

/**
 * The administrator's invoice details page (spec 3 §2, §4, §8) against the mock, in both languages:
 * the blocks as the API answers them, sending by email (the mailbox holds it) and internally (the day
 * shown afterwards), the PDF holding the invoice's number, axe with the send modal open, the gate.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const LOCALE = { en: 'en', ru: 'ru' } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;

/** The demo advertiser's last monthly statement: an invoice of the administrator's white-label. */
const INVOICE_ID = lastStatementId(PERSONA_IDS.advertiser.spaceId, todayDayNumber(await mockNow()));
const PATH = `/admin/invoice/details/${INVOICE_ID}`;

const adminGet = async <T>(path: string): Promise<T> => apiData<T>(path, (await personaToken('admin')).access_token);

/** Signs the administrator in on the page, in `language` (the shell's switch: this device only). */
const openAs = async (page: Page, language: Language) => {
  await loginAs(page, 'admin', PATH);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
  await page.getByRole('heading', { level: 1, name: M[language].titles.adminInvoiceDetails }).waitFor();
  await page.getByTestId('invoice-general').waitFor();
};

const general = (page: Page, field: string) => page.getByTestId('invoice-general').locator(`[data-field="${field}"]`);

/** A day as the page shows it (UTC days, the interface language). */
const shownDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

const openSendModal = async (page: Page, language: Language) => {
  await page.getByRole('button', { name: M[language].invoice.send.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { dialog, send: dialog.getByRole('button', { name: M[language].invoice.send.submit, exact: true }) };
};

describe('administrator invoice details', () => {
  const browser = useBrowser();
  // Sends are kept on the invoice: the next files get the seed back.
  afterAll(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language].invoice;

    it(`shows the general block, the transactions and the campaigns spent as the API answers them; axe clean, the modal open too (${language})`, async () => {
      const [invoice, transactions] = await Promise.all([
        adminGet<SentInvoice>(`${INVOICE_PATH}/${INVOICE_ID}`),
        adminGet<InvoiceTransactionsPage>(`${ADMIN_INVOICE_PATHS.transactions}/${INVOICE_ID}`),
      ]);
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language);
      expect(await general(page, 'number').textContent()).toBe(String(invoice.id));
      expect(await general(page, 'userName').textContent()).toBe(invoice.user_name);
      expect(await general(page, 'email').textContent()).toBe(invoice.email);
      expect(await general(page, 'currency').textContent()).toBe(invoice.currency);
      expect(await general(page, 'toBePaid').textContent()).toBe(formatMoney(invoice.to_be_paid, invoice.currency, language));
      expect(await general(page, 'balanceLastInvoice').textContent()).toBe(formatMoney(invoice.balance_last_invoice, invoice.currency, language));
      expect(await general(page, 'period').textContent()).toBe(`${shownDay(invoice.from_date, language)} – ${shownDay(invoice.to_date, language)}`);
      const campaigns = page.getByTestId('invoice-campaign-row');
      expect(await campaigns.count()).toBe(invoice.line_items.length);
      expect(await campaigns.first().locator('td').first().textContent()).toBe(invoice.line_items[0]?.campaign_name);
      expect(await page.getByTestId('invoice-campaigns-total').textContent()).toBe(formatMoney(invoice.total, invoice.currency, language));
      await expect.poll(() => page.getByTestId('invoice-transaction-row').count()).toBe(transactions.data.length);
      expect(await page.getByRole('link', { name: words.backToPayments }).getAttribute('href')).toBe('/admin/payments');

      const closed = await seriousViolations(page);
      expect(closed, describeViolations(closed)).toEqual([]);
      const { dialog } = await openSendModal(page, language);
      await dialog.getByRole('radio', { name: words.send.types.internal }).check();
      const open = await seriousViolations(page);
      expect(open, describeViolations(open)).toEqual([]);
    });

    it(`sends by email (the mailbox holds it for that address) and internally (the day shown afterwards) (${language})`, async () => {
      const invoice = await adminGet<SentInvoice>(`${INVOICE_PATH}/${INVOICE_ID}`);
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language);

      const byEmail = await openSendModal(page, language);
      expect(await byEmail.send.isDisabled()).toBe(true);
      await byEmail.dialog.getByRole('radio', { name: words.send.types.email }).check();
      const email = byEmail.dialog.getByRole('textbox', { name: new RegExp(`^${words.send.email}`) });
      expect(await email.inputValue()).toBe(invoice.email);
      const to = `billing.${language}.${Date.now()}@advertiser.example`;
      await email.fill(to);
      await byEmail.send.click();
      await page.getByText(words.send.sent).waitFor();
      await byEmail.dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await mockAdmin.mailbox(to)).map((mail) => mail.subject)).toEqual([expect.stringContaining(invoiceEmailSubject(INVOICE_ID))]);

      const day = language === 'en' ? '2026-11-20' : '2026-11-21';
      const internally = await openSendModal(page, language);
      await internally.dialog.getByRole('radio', { name: words.send.types.internal }).check();
      expect(await internally.dialog.getByRole('textbox', { name: new RegExp(`^${words.send.email}`) }).count()).toBe(0);
      await internally.dialog.getByLabel(words.send.date).fill(day);
      await internally.send.click();
      await internally.dialog.waitFor({ state: 'detached' });
      await expect.poll(() => general(page, 'sentInternally').textContent()).toBe(shownDay(day, language));
      expect((await adminGet<SentInvoice>(`${INVOICE_PATH}/${INVOICE_ID}`)).sent_internally_on).toBe(day);
    });
  }

  it('downloads the PDF as invoice.pdf holding the invoice number, and says so', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await openAs(page, 'en');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: M.en.invoice.download }).click()]);
    expect(download.suggestedFilename()).toBe('invoice.pdf');
    const bytes = new Uint8Array(readFileSync((await download.path()) ?? ''));
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain(`Invoice No. ${INVOICE_ID}`);
    await page.getByText(M.en.invoice.downloaded).waitFor();
  });

  it("goes back to the user's payments page it was opened from", async () => {
    const userPage = `/admin/user/details/${PERSONA_IDS.advertiser.userId}`;
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin', userPage);
    const invoice = page.getByTestId('user-invoice-row').first().getByRole('link');
    const number = (await invoice.textContent()) ?? '';
    expect(number).toMatch(/^\d+$/);
    await invoice.click();
    await page.getByTestId('invoice-general').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/invoice/details/${number}`);
    const back = page.getByRole('link', { name: M.en.invoice.backToUser });
    expect(await back.getAttribute('href')).toBe(userPage);
    await back.click();
    await page.getByTestId('user-invoice-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(userPage);
  });

  it('refuses the advertiser on the route', async () => {
    const page = await browser.newPage();
    // The administrator opens the same route with the invoice, so the denial below is the advertiser's doing.
    await loginAs(page, 'admin', PATH);
    await page.getByTestId('invoice-general').waitFor();
    await loginAs(page, 'advertiser', PATH);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByTestId('invoice-general').count()).toBe(0);
    expect(await page.getByRole('button', { name: M.en.invoice.send.open }).count()).toBe(0);
  });
});
