import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  OAUTH_TOKEN_PATH,
  campaignPacingPath,
  type Envelope,
  type CampaignListRow,
  type CampaignPacingAnswer,
  type Page as ListPage,
  type SpaceBalance,
  type TokenData,
} from '../src/api/contract';
import { formatMoney, formatRatio } from '../src/domain/money';
import { campaignEditPath } from '../src/routing/campaignPaths';
import { momentWords } from '../src/widgets/pacing/pacingWords';
import { LOW_BALANCE_ACCOUNT, SEEDED_OWNER_PASSWORD } from '../mock-server/seed/facts';
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
import { MOCK_URL } from './support/env';

/**
 * Pacing (beyond the spec) in both languages: an underpacing campaign found through the list's filter (kept
 * in the address through a reload), its figures and projections the same on the list, the editor's
 * report block and the reports page as the mock answers them, the top bar's balance warning for the
 * seeded low-balance account, and axe clean on each page.
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

/** The advertiser's underpacing campaigns, as the list asks them on its first page (by name). */
const underpacing = async (): Promise<ListPage<CampaignListRow>> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<ListPage<CampaignListRow>>(
    '/v1/campaign/list/v2',
    access_token,
    postJson({ space_id, name: '', status_filter: [50], from_date: '', to_date: '', page: 1, pageSize: 10, sort_by_field: 'name', order_asc: true, pacing: 'under' }),
  );
};

const pacingAnswer = async (id: number): Promise<CampaignPacingAnswer> => apiData<CampaignPacingAnswer>(campaignPacingPath(id), (await personaToken('advertiser')).access_token);

/** The budget sentence the app must show for this answer (PacingProjections' rule). */
const budgetSentence = (answer: CampaignPacingAnswer, language: Language): string => {
  const pacing = answer.pacing;
  if (!pacing) return PACING[language].notRunning;
  const at = pacing.budget_runs_out_at;
  if (at === null) return PACING[language].budgetLasts;
  if (at === pacing.as_of) return PACING[language].budgetSpentToday;
  return fill(PACING[language].budgetRunsOut, { ...momentWords(at, language) });
};

const summaryOf = (answer: CampaignPacingAnswer, language: Language): string => {
  const pacing = answer.pacing;
  if (!pacing || pacing.ratio === null) throw new Error('no pacing to read');
  return fill(PACING[language].summary, {
    spend: formatMoney(pacing.spend_to_date, answer.currency),
    ideal: formatMoney(pacing.ideal_to_date, answer.currency),
    ratio: formatRatio(pacing.ratio),
  });
};

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

  it.each(LANGUAGES)('finds an underpacing campaign through the filter, kept through a reload, with the same figures on the list, the editor and the reports (%s)', async (language) => {
    const expected = await underpacing();
    const campaign = expected.data[0];
    if (!campaign?.pacing || campaign.pacing.ratio === null) throw new Error('the seed has no underpacing campaign');
    const answer = await pacingAnswer(campaign.id);
    expect(answer.pacing).toEqual(campaign.pacing);
    const t = CAMPAIGNS[language];
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await switchTo(page, language);

    // The list: the filter, the address, the row's pacing in words.
    const filter = page.getByRole('combobox', { name: t.pacing.filter });
    await filter.selectOption({ label: t.pacing.under });
    await expect.poll(() => new URL(page.url()).searchParams.get('pacing')).toBe('under');
    const rows = page.locator('tbody tr');
    const row = page.locator(`tbody tr:has(a[href="${campaignEditPath(campaign.id)}"])`);
    const pacingText = fill(t.pacing.ofIdeal, { spend: formatMoney(campaign.pacing.spend_to_date, campaign.currency), ideal: formatMoney(campaign.pacing.ideal_to_date, campaign.currency) });
    const checkList = async () => {
      await expect.poll(() => rows.count()).toBe(expected.data.length);
      await expect.poll(() => row.textContent()).toContain(pacingText);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(formatRatio(campaign.pacing?.ratio ?? 0));
      expect(text).toContain(t.pacing.under);
    };
    await checkList();
    await expectAxeClean(page);
    await page.reload();
    await checkList();
    expect(new URL(page.url()).searchParams.get('pacing')).toBe('under');
    expect(await filter.inputValue()).toBe('under');

    // The editor's report block: the same figures, the projections as the answer words them.
    await row.locator('a').first().click();
    await page.waitForURL(`**${campaignEditPath(campaign.id)}**`);
    const summary = page.getByTestId('pacing-summary');
    await expect.poll(() => summary.textContent()).toBe(summaryOf(answer, language));
    expect(await page.getByTestId('budget-projection').textContent()).toBe(budgetSentence(answer, language));
    await page.getByTestId('pacing-chart').waitFor();
    await expectAxeClean(page);

    // The reports page: the same block for the same campaign.
    await page.goto(`/reports?campaignId=${campaign.id}`);
    const block = page.getByTestId('report-pacing');
    await expect.poll(() => block.getByTestId('pacing-summary').textContent()).toBe(summaryOf(answer, language));
    expect(await block.getByTestId('budget-projection').textContent()).toBe(budgetSentence(answer, language));
    const balanceAt = answer.balance_runs_out_at;
    if (balanceAt) expect(await block.getByTestId('balance-projection').textContent()).toBe(fill(PACING[language].balanceRunsOut, { ...momentWords(balanceAt, language) }));
    await block.getByTestId('pacing-chart').waitFor();
    await expectAxeClean(page);
  });

  it.each(LANGUAGES)('warns in the top bar when the account balance runs out within 3 days (%s)', async (language) => {
    const credentials = { email: LOW_BALANCE_ACCOUNT.ownerEmail, password: SEEDED_OWNER_PASSWORD };
    const response = await fetch(`${MOCK_URL}${OAUTH_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: credentials.email, password: credentials.password }).toString(),
    });
    const token = ((await response.json()) as Envelope<TokenData>).data;
    const balance = await apiData<SpaceBalance>(`/v1/space/balance/${LOW_BALANCE_ACCOUNT.spaceId}`, token.access_token);
    const at = balance.balance_runs_out_at;
    if (!at) throw new Error('the low-balance account has running campaigns');
    expect(Date.parse(at) - Date.now()).toBeLessThan(3 * 86_400_000);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, credentials);
    await switchTo(page, language);
    const warning = page.getByTestId('balance').getByRole('status');
    await expect.poll(() => warning.textContent()).toBe(fill(LAYOUT[language].balanceRunsOut, { date: momentWords(at, language).date }));
    await expectAxeClean(page);
  });
});
