import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type CampaignListRow, type Page as ListPage } from '../src/api/contract';
import { formatMoney, formatPercent, formatRatio } from '../src/domain/money';
import { campaignEditPath } from '../src/routing/campaignPaths';
import { momentWords } from '../src/widgets/pacing/pacingWords';
import { LOW_BALANCE_ACCOUNT, PACING_CAMPAIGNS, SEEDED_OWNER_PASSWORD } from '../mock-server/seed/facts';
import { DAY_MS, HOUR_MS } from '../src/domain/pacing/scheduleHours';
import enCampaigns from '../locales/en/campaigns.json';
import ruCampaigns from '../locales/ru/campaigns.json';
import enCore from '../locales/en/core.json';
import ruCore from '../locales/ru/core.json';
import enWidgets from '../locales/en/widgets.json';
import ruWidgets from '../locales/ru/widgets.json';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockNow } from './support/mockAdmin';

/**
 * Pacing (beyond the spec) in both languages: the seeded underpacing campaigns found through the list's
 * filter (kept in the address through a reload), the seeded even campaign's figures and "runs out"
 * sentence on the editor's report block and the reports page as the seed makes them (mock-server
 * README "Seeded facts", PACING_CAMPAIGNS), the top bar's balance warning for the seeded low-balance
 * account, and axe clean on each page. The run pins the mock's clock (MOCK_NOW, scripts/e2e.mjs) and
 * the browser's runs from it: the hour pacing is read at is the mock's now's hour (`mockNow`), every
 * figure comes from the seed. The balance warning's day too: the low-balance account's balance and its
 * running campaigns' daily spend are pinned facts (LOW_BALANCE_ACCOUNT), nothing read from an answer.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;
const CAMPAIGNS = { en: enCampaigns.campaigns, ru: ruCampaigns.campaigns } as const;
const PACING = { en: enWidgets.widgets.pacing, ru: ruWidgets.widgets.pacing } as const;
const LAYOUT = { en: enCore.core.layout, ru: ruCore.core.layout } as const;

/** A message with its %{name} parts filled in, as the app's translator does. */
const fill = (message: string, values: Record<string, string>): string => message.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The demo advertiser's campaigns as stored (budget, start day), read once: seeded facts, not pacing. */
const advertiserCampaigns = async (): Promise<CampaignListRow[]> => {
  const { access_token, space_id } = await personaToken('advertiser');
  const page = await apiData<ListPage<CampaignListRow>>(
    '/v1/campaign/list/v2',
    access_token,
    postJson({ space_id, name: '', status_filter: [50], from_date: '', to_date: '', page: 1, pageSize: 100, sort_by_field: 'id', order_asc: true }),
  );
  return page.data;
};

const storedOf = (rows: readonly CampaignListRow[], id: number): { budget: number; firstDay: number } => {
  const row = rows.find((r) => r.id === id);
  if (!row?.campaign_start_at) throw new Error(`the seed has no campaign ${id}`);
  return { budget: row.budget, firstDay: Math.floor(Date.parse(row.campaign_start_at) / DAY_MS) };
};

/** The mock reads pacing at the start of its current hour (mock-server/reports/pacing-figures.ts). */
const readingHour = async (): Promise<number> => Math.floor((await mockNow()) / HOUR_MS) * HOUR_MS;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * What the seeded even campaign (PACING_CAMPAIGNS.runsOutToday) reads at `now` (an hour's start),
 * from its budget and start day alone: every day delivers round2(budget × pace), spread evenly in
 * cents over the 24 hours (the first hours take the odd cents); each past day is owed the budget, today
 * its hours so far. The budget runs out at today's rate per hour so far.
 */
const evenCampaignReading = (budget: number, firstDay: number, now: number) => {
  const today = Math.floor(now / DAY_MS);
  const hours = Math.round((now - today * DAY_MS) / HOUR_MS);
  const cents = Math.round(round2(budget * PACING_CAMPAIGNS.runsOutToday.pace) * 100);
  const todayCents = hours * Math.floor(cents / 24) + Math.min(hours, cents % 24);
  const spend = round2(((today - firstDay) * cents + todayCents) / 100);
  const ideal = round2((today - firstDay) * budget + (budget * hours) / 24);
  const spentToday = todayCents / 100;
  const runsOutAt = hours === 0 ? null : now + ((budget - spentToday) / (spentToday / hours)) * HOUR_MS;
  return { spend, ideal, ratio: round2(spend / ideal), runsOutAt };
};

/**
 * When the low-balance account's balance runs out, read at `now` (an hour's start): its pinned balance
 * over its running campaigns' pinned daily spend, in days (each delivers it evenly, so that is its spend
 * per day to date at any hour).
 */
const lowBalanceRunsOutAt = (now: number): number => {
  const perDay = LOW_BALANCE_ACCOUNT.runningCampaigns.reduce((sum, c) => sum + c.dailySpend, 0);
  return now + Math.floor((LOW_BALANCE_ACCOUNT.balance / perDay) * DAY_MS);
};

/** The budget sentence the app must show for that reading (PacingProjections' rule). */
const budgetSentence = (runsOutAt: number | null, language: Language): string =>
  runsOutAt === null ? PACING[language].budgetLasts : fill(PACING[language].budgetRunsOut, { ...momentWords(new Date(runsOutAt).toISOString(), language) });

const summaryOf = (reading: { spend: number; ideal: number; ratio: number }, language: Language): string =>
  fill(PACING[language].summary, { spend: formatMoney(reading.spend, 'USD', language), ideal: formatMoney(reading.ideal, 'USD', language), ratio: formatRatio(reading.ratio, language) });

const switchTo = async (page: Page, language: Language) => {
  if (language === 'en') return;
  await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
  await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
};

const expectAxeClean = async (page: Page) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

describe('pacing', () => {
  const browser = useBrowser();

  it.each(LANGUAGES)('finds the seeded underpacing campaigns through the filter, kept through a reload, and the even campaign reads the seeded figures on the editor and the reports (%s)', async (language) => {
    const stored = await advertiserCampaigns();
    // Every running campaign of the demo advertiser is a seeded state (status 31 ones deliver at their
    // budget): those paced below 0.8 are the filter's rows.
    const underIds = Object.values(PACING_CAMPAIGNS)
      .filter((fact) => fact.pace < 0.8)
      .map((fact) => fact.id);
    const under = PACING_CAMPAIGNS.under;
    const t = CAMPAIGNS[language];
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await switchTo(page, language);

    // The list: the filter, the address, the row's pacing in words (its ideal from the seeded budget).
    const filter = page.getByRole('combobox', { name: t.pacing.filter });
    await filter.selectOption({ label: t.pacing.under });
    await expect.poll(() => new URL(page.url()).searchParams.get('pacing')).toBe('under');
    const rows = page.locator('tbody tr');
    const row = page.locator(`tbody tr:has(a[href="${campaignEditPath(under.id)}"])`);
    const checkList = async () => {
      await expect.poll(() => rows.count()).toBe(underIds.length);
      for (const id of underIds) await page.locator(`tbody tr:has(a[href="${campaignEditPath(id)}"])`).waitFor();
      const { budget, firstDay } = storedOf(stored, under.id);
      const now = await readingHour();
      const today = Math.floor(now / DAY_MS);
      const ideal = round2((today - firstDay) * budget + (budget * Math.round((now - today * DAY_MS) / HOUR_MS)) / 24);
      await expect.poll(() => row.textContent()).toContain(formatMoney(ideal, 'USD', language));
      const text = (await row.textContent()) ?? '';
      // A year and more of days at exactly 0.6 of the budget: today's part cannot move the whole percent.
      expect(text).toContain(fill(t.pacing.pace, { percent: formatPercent(under.pace * 100, language, 0) }));
      expect(text).toContain(t.pacing.under);
    };
    await checkList();
    await expectAxeClean(page);
    await page.reload();
    await checkList();
    expect(new URL(page.url()).searchParams.get('pacing')).toBe('under');
    expect(await filter.inputValue()).toBe('under');

    // The editor's report block of the even campaign: its figures and budget sentence from the seed.
    const even = PACING_CAMPAIGNS.runsOutToday;
    const { budget, firstDay } = storedOf(stored, even.id);
    await page.goto(campaignEditPath(even.id));
    const summary = page.getByTestId('pacing-summary');
    await summary.waitFor();
    const reading = evenCampaignReading(budget, firstDay, await readingHour());
    await expect.poll(() => summary.textContent()).toBe(summaryOf(reading, language));
    expect(await page.getByTestId('budget-projection').textContent()).toBe(budgetSentence(reading.runsOutAt, language));
    await page.getByTestId('pacing-chart').waitFor();
    await expectAxeClean(page);

    // The reports page: the same block for the same campaign.
    await page.goto(`/reports?campaignId=${even.id}`);
    const block = page.getByTestId('report-pacing');
    await block.getByTestId('pacing-summary').waitFor();
    const again = evenCampaignReading(budget, firstDay, await readingHour());
    await expect.poll(() => block.getByTestId('pacing-summary').textContent()).toBe(summaryOf(again, language));
    expect(await block.getByTestId('budget-projection').textContent()).toBe(budgetSentence(again.runsOutAt, language));
    await block.getByTestId('pacing-chart').waitFor();
    await expectAxeClean(page);
  });

  it.each(LANGUAGES)('warns in the top bar when the account balance runs out within 3 days (%s)', async (language) => {
    const credentials = { email: LOW_BALANCE_ACCOUNT.ownerEmail, password: SEEDED_OWNER_PASSWORD };
    const at = lowBalanceRunsOutAt(await readingHour());
    expect(at - (await mockNow())).toBeLessThan(3 * DAY_MS);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, credentials);
    await switchTo(page, language);
    const warning = page.getByTestId('balance').getByRole('status');
    await expect.poll(() => warning.textContent()).toBe(fill(LAYOUT[language].balanceRunsOut, { date: momentWords(new Date(at).toISOString(), language).date }));
    await expectAxeClean(page);
  });
});
