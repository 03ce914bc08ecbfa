import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FREQUENCY_CAP_KEY, type CampaignRecord } from '../src/api/contract';
import { defaultScheduling } from '../src/api/contract/campaign-defaults';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { newOwnDraft, saveCampaignAs } from './support/campaigns';
import { settleRequests } from './support/settle';

/**
 * The delivery forecast beside the audience estimate (beyond the spec), in both languages: a draft's
 * targeting tab shows the forecast; a daily cap of 1 on the frequency tab changes it and is named as
 * what limits delivery most; axe finds nothing serious either way. Each run edits a draft of its own:
 * a copy of the advertiser's seeded draft, country-wide (automatic targeting) with a daily budget that
 * does not bind, caps and schedule on at every hour and the default 7 a day, so the cap alone decides.
 */

type Language = 'en' | 'ru';

const WORDS = {
  en: {
    switch: { label: 'Language', choice: 'English' },
    title: 'Daily forecast',
    dailyCap: 'Daily cap',
    capLimit: /^Frequency cap 1\/day limits delivery most: \+[\d,]+ % at 7\/day$/,
  },
  ru: {
    switch: { label: 'Язык', choice: 'Русский' },
    title: 'Прогноз на день',
    dailyCap: 'В день',
    capLimit: /^Сильнее всего показы ограничивает частота 1 в день: \+[\d\u00a0]+ % при 7 в день$/,
  },
} as const;

const forecastDraft = async (name: string): Promise<CampaignRecord> => {
  const draft = await newOwnDraft('advertiser', name);
  return saveCampaignAs('advertiser', {
    ...draft,
    budget: 100_000,
    targeting: { ...draft.targeting, automatic_targeting: true, city_ids: [] },
    freq_and_scheduling_on: true,
    scheduling: defaultScheduling(),
    frequency_cap: [{ key: FREQUENCY_CAP_KEY.daily, value: 7 }],
  });
};

/** Switches the language the way a user does, when the page is not in it already. */
const useLanguage = async (page: Page, language: Language) => {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  const other: Language = language === 'en' ? 'ru' : 'en';
  await page.getByRole('combobox', { name: WORDS[other].switch.label }).first().selectOption({ label: WORDS[language].switch.choice });
  await page.getByRole('combobox', { name: WORDS[language].switch.label }).first().waitFor();
};

const impressions = (page: Page) => page.getByTestId('forecast-impressions').textContent();
const limit = (page: Page) => page.getByTestId('forecast-limit').textContent();

const expectNoSeriousViolations = async (page: Page) => {
  await settleRequests(page);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

describe('campaign editor: the delivery forecast', () => {
  const browser = useBrowser();

  it.each<Language>(['en', 'ru'])('shows the forecast on the targeting tab, and a daily cap of 1 changes it and is named as the limit (%s)', async (language) => {
    const draft = await forecastDraft(`Forecast e2e ${language} ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser', `/campaign/edit/${draft.id}?tab=targeting`);
    await useLanguage(page, language);

    await page.getByRole('heading', { name: WORDS[language].title, level: 3 }).waitFor();
    await page.getByTestId('forecast-impressions').waitFor();
    await expect.poll(() => page.getByTestId('forecast').getAttribute('aria-busy')).toBe('false');
    const before = await impressions(page);
    // Figures in the language's format: "1,234" and "$1.50" / "1 234" and "1,50 $" (no-break spaces).
    expect(before).toMatch(/\d[\d,\u00a0]*–\d[\d,\u00a0]*$/);
    expect(await page.getByTestId('forecast-spend').textContent()).toMatch(language === 'ru' ? /[\d\u00a0]+,\d{2}\u00a0\$–[\d\u00a0]+,\d{2}\u00a0\$$/ : /\$[\d,]+\.\d{2}–\$[\d,]+\.\d{2}$/);
    expect(await limit(page)).not.toMatch(WORDS[language].capLimit);
    await expectNoSeriousViolations(page);

    // The caps live on the frequency tab; the bottom panel (and the forecast in it) shows on every tab.
    await page.goto(`/campaign/edit/${draft.id}?tab=frequency`);
    const dailyCap = page.getByRole('spinbutton', { name: WORDS[language].dailyCap });
    await dailyCap.fill('1');
    await expect.poll(() => limit(page)).toMatch(WORDS[language].capLimit);
    await expect.poll(() => page.getByTestId('forecast').getAttribute('aria-busy')).toBe('false');
    expect(await impressions(page)).not.toBe(before);
    await expectNoSeriousViolations(page);
  });
});
