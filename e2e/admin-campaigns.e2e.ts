import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_CAMPAIGN_EXPORT_FILENAME, ADMIN_CAMPAIGN_PATHS, CAMPAIGN_STATUS, type AdminCampaign, type AdminCampaignListRequest, type AdminPage } from '../src/api/contract';
import { addDays, presetRange } from '../src/domain/dateRange';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import { failedSave, readMessage } from './support/accountForms';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, mockToday } from './support/mockAdmin';
import { everyOfSome, expectEvery } from '../src/test/expectations';

/**
 * The administrator campaigns list (spec 3 §2, §4, §7, §9) against the mock, in both languages: the
 * filters, the column chooser, a row's days, the phase and a daily comment, the CSV, axe and the gate.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;
const PATH = '/admin/campaigns';
const RANGE = presetRange('last14', await mockToday());
const LAST_DAY = addDays(RANGE.to, -1);
const HIDDEN_FOR_PERFORMANCE = ['impressions', 'clicks', 'ctr', 'cpm', 'cpc', 'cvr'] as const;

/** The server's page for a body over the list's default 14 days (to_date inclusive). */
const serverList = async (body: AdminCampaignListRequest = {}): Promise<AdminPage<AdminCampaign>> => {
  const { access_token } = await personaToken('admin');
  return apiData<AdminPage<AdminCampaign>>(ADMIN_CAMPAIGN_PATHS.list, access_token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from_date: RANGE.from, to_date: LAST_DAY, ...body }),
  });
};

/** Signs the administrator in at `path`, in `language` (the shell's switch: this device only). */
const openAs = async (page: Page, language: Language, path: string) => {
  await loginAs(page, 'admin', path);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
};

const rows = (page: Page) => page.getByTestId('admin-campaign-row');
const rowNames = (page: Page) => rows(page).locator('td:first-child').allInnerTexts();
const headers = async (page: Page) => (await page.locator('thead').first().getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
/** "₦1,234.50" → 1234.5; "1,234" → 1234; in Russian "1 234,50 ₦" → 1234.5, "1 234" → 1234. */
const amount = (text: string) =>
  Number(
    text
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(/,(\d{2})\D*$/, '.$1')
      .replace(/[^\d.-]/g, ''),
  );
const cell = (row: Locator, column: string) => row.locator(`[data-column="${column}"]`).innerText();

describe('administrator campaigns list', () => {
  const browser = useBrowser();
  // Phases and comments change the seed's campaigns: the next files get the seed back.
  afterAll(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language].campaigns;
    const columnNames = (ids: readonly string[]) => ids.map((id) => words.columns[id as keyof typeof words.columns]);

    it(`opens on running campaigns in US dollars, and filters by type, name and currency, each back on page 1 sorted by name (${language})`, async () => {
      // Spec 1 §3's admin-style filter: status_filter [3], currencyType USD.
      const opening = { status_filter: [CAMPAIGN_STATUS.running], currency_usd: true };
      const first = await serverList(opening);
      expect(first.total_size).toBeGreaterThan(0);
      const page = await browser.newPage({ width: 1500, height: 1000 });
      await openAs(page, language, `${PATH}?sort=spent&order=desc`);
      await page.getByRole('heading', { level: 1, name: M[language].titles.adminCampaigns }).waitFor();
      await expect.poll(() => rows(page).count()).toBe(Math.min(20, first.total_size));
      expect(await page.getByRole('combobox', { name: words.filters.status }).inputValue()).toBe(String(CAMPAIGN_STATUS.running));
      expect(await page.getByRole('combobox', { name: words.filters.currency }).inputValue()).toBe('usd');
      await expect.poll(async () => everyOfSome(await rows(page).locator('[data-column="budget"]').allInnerTexts(), (text) => (language === 'ru' ? text.endsWith('\u00a0$') : text.startsWith('$')))).toBe(true);
      for (const column of HIDDEN_FOR_PERFORMANCE) expect(await headers(page)).toContain(words.columns[column]);

      await page.getByRole('combobox', { name: words.filters.type }).selectOption(words.types.performance);
      await expect.poll(() => param(page, 'type')).toBe('performance');
      expect([param(page, 'sort'), param(page, 'order')]).toEqual([null, null]);
      const performance = await serverList({ ...opening, campaign_type: 'performance' });
      await expect.poll(() => rowNames(page)).toEqual(performance.data.map((row) => row.name));
      const shown = await headers(page);
      for (const column of HIDDEN_FOR_PERFORMANCE) expect(shown).not.toContain(words.columns[column]);
      expect(shown).toEqual(expect.arrayContaining(columnNames(['spent', 'conversions', 'cpa'])));

      const wanted = performance.data[0]?.name ?? '';
      await page.getByRole('searchbox', { name: words.filters.name }).fill(wanted);
      await expect.poll(() => param(page, 'name')).toBe(wanted);
      const named = await serverList({ ...opening, campaign_type: 'performance', name: wanted });
      await expect.poll(() => rowNames(page)).toEqual(named.data.map((row) => row.name));

      // Local and every status are kept in the address, through a reload.
      await page.getByRole('combobox', { name: words.filters.currency }).selectOption(words.currency.local);
      await expect.poll(() => param(page, 'currency')).toBe('local');
      await page.getByRole('combobox', { name: words.filters.status }).selectOption('all');
      await expect.poll(() => param(page, 'status')).toBe('all');
      const everyStatus = await serverList({ campaign_type: 'performance', name: wanted });
      await expect.poll(() => rowNames(page)).toEqual(everyStatus.data.map((row) => row.name));
      await page.reload();
      await expect.poll(() => rowNames(page)).toEqual(everyStatus.data.map((row) => row.name));
      expect(await page.getByRole('combobox', { name: words.filters.currency }).inputValue()).toBe('local');
      expect(await page.getByRole('searchbox', { name: words.filters.name }).inputValue()).toBe(wanted);
    });

    it(`keeps the chosen columns in the address across a reload; the last two stay (${language})`, async () => {
      const page = await browser.newPage({ width: 1500, height: 1000 });
      await openAs(page, language, `${PATH}?columns=phase,spent,cpa`);
      await rows(page).first().waitFor();
      expect(await headers(page)).toEqual(columnNames(['name', 'phase', 'spent', 'cpa']));
      await page.getByRole('button', { name: words.columnChooser }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: words.columns.phase }).click();
      await expect.poll(() => param(page, 'columns')).toBe('spent,cpa');
      // The address changes first; the checkboxes follow on the next render.
      await expect.poll(() => dialog.getByRole('checkbox', { name: words.columns.spent }).isDisabled()).toBe(true);
      await expect.poll(() => dialog.getByRole('checkbox', { name: words.columns.cpa }).isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: words.columns.conversions }).click();
      await expect.poll(() => param(page, 'columns')).toBe('spent,conversions,cpa');
      await page.keyboard.press('Escape');
      await page.reload();
      await rows(page).first().waitFor();
      expect(await headers(page)).toEqual(columnNames(['name', 'spent', 'conversions', 'cpa']));
    });

    it(`opens a row's days, which add up to it; the phase and a comment are kept after a reload; a failed save keeps the text (${language})`, async () => {
      const spender = (await serverList({ order_field: 'spent', order_asc: false })).data[language === 'en' ? 0 : 1];
      if (!spender || spender.report_data.spent === 0) throw new Error('no spending campaign');
      const path = `${PATH}?name=${encodeURIComponent(spender.name)}&status=all&currency=local&columns=phase,spent,impressions`;
      const page = await browser.newPage({ width: 1500, height: 1000 });
      await openAs(page, language, path);
      const row = page.locator(`[data-testid="admin-campaign-row"][data-id="${spender.id}"]`);
      const toggle = row.getByRole('button', { name: spender.name });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const days = page.getByTestId('campaign-day');
      await expect.poll(() => days.count()).toBe(14);
      const dayImpressions = (await days.locator('[data-column="impressions"]').allInnerTexts()).map(amount);
      expect(dayImpressions.reduce((a, b) => a + b, 0)).toBe(amount(await cell(row, 'impressions')));
      const daySpent = (await days.locator('[data-column="spent"]').allInnerTexts()).map(amount);
      // Each day is shown rounded up to the cent, as the row is: at most a cent apart per day.
      expect(Math.abs(daySpent.reduce((a, b) => a + b, 0) - amount(await cell(row, 'spent')))).toBeLessThanOrEqual(0.14);

      const phase = language === 'en' ? words.phases.learning : words.phases.feasibility;
      await page.getByRole('combobox', { name: words.columns.phase }).click();
      await page.getByRole('option', { name: phase }).click();
      await page.getByTestId('phase-saved').filter({ hasText: words.saved }).waitFor();
      await expect.poll(() => row.getByTestId('campaign-phase').innerText()).toBe(phase);

      const comment = `${language} pacing checked ${Date.now()}`;
      const box = page.getByRole('textbox', { name: words.comment.replace('%{day}', LAST_DAY) });
      const save = page.getByRole('button', { name: words.saveComment.replace('%{day}', LAST_DAY) });
      await box.fill(comment);
      await save.click();
      await page.locator(`[data-day="${LAST_DAY}"]`).getByTestId('comment-saved').filter({ hasText: words.saved }).waitFor();

      await page.reload();
      await row.getByRole('button', { name: spender.name }).click();
      await expect.poll(() => box.inputValue()).toBe(comment);
      await expect.poll(() => page.getByTestId('phase-select').innerText()).toContain(phase);
      await expect.poll(() => row.getByTestId('campaign-phase').innerText()).toBe(phase);

      const typed = `${comment} and refused`;
      await box.fill(typed);
      await failedSave(browser, page, ADMIN_CAMPAIGN_PATHS.comment(spender.id), () => save.click());
      expect(await box.inputValue()).toBe(typed);
      expect(await save.isEnabled()).toBe(true);
      expect(await page.locator(`[data-day="${LAST_DAY}"]`).getByTestId('comment-saved').innerText()).toBe('');
    });

    it(`downloads the CSV of the filter's rows (${language})`, async () => {
      const running = await serverList({ status_filter: [3], pageSize: 30 });
      expect(running.total_size).toBeGreaterThan(0);
      const page = await browser.newPage({ width: 1500, height: 1000 });
      await openAs(page, language, `${PATH}?status=3`);
      await rows(page).first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.exportCsv }).click()]);
      expect(download.suggestedFilename()).toBe(ADMIN_CAMPAIGN_EXPORT_FILENAME);
      await readMessage(page, words.exported);
      const lines = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]?.startsWith('Name,Account,Type,Phase,Status,')).toBe(true);
      expect(lines.length - 1).toBe(running.total_size);
      expectEvery(lines.slice(1), (line) => line.includes(',Running,'));
      const text = lines.join('\n');
      running.data.forEach((row) => expect(text).toContain(row.name));
    });

    it(`is clean under axe, with a row open (${language})`, async () => {
      const page = await browser.newPage({ width: 1500, height: 1000 });
      await openAs(page, language, PATH);
      await rows(page).first().waitFor();
      await rows(page).first().click();
      await page.getByTestId('campaign-days').waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }

  for (const persona of ['advertiser', 'analyst'] as const) {
    it(`refuses the ${persona} on the route`, async () => {
      const page = await browser.newPage();
      // The administrator opens the same route with its rows, so the denial below is the persona's doing.
      await loginAs(page, 'admin', PATH);
      await rows(page).first().waitFor();
      await loginAs(page, persona, PATH);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await rows(page).count()).toBe(0);
    });
  }
});
