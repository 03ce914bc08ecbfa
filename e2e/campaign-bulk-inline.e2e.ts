import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enCampaigns from '../locales/en/campaigns.json';
import ruCampaigns from '../locales/ru/campaigns.json';
import enCore from '../locales/en/core.json';
import ruCore from '../locales/ru/core.json';
import { CAMPAIGN_STATUS, ERROR_CATALOGUE, type CampaignRecord } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';

/**
 * The campaign list's inline bulk edit, in both languages: five rows chosen with the
 * page's box, paused in one request; the draft among them is refused by the row-action rules with the
 * server's message and its code as a copyable detail while the four running ones pause; the undo puts them back to running and
 * the rows refresh; axe clean with the toolbar shown and with the results shown (not between: the
 * undo lasts 10 s and an axe run on a loaded machine may take several).
 */

/** A draft of the advertiser's account with complete data and banners: the mock accepts its publication. */
const PUBLISHABLE_DRAFT = 1000027;

type Language = 'en' | 'ru';
const LANGUAGES: readonly Language[] = ['en', 'ru'];
const WORDS = { en: enCampaigns.campaigns.bulk, ru: ruCampaigns.campaigns.bulk } as const;
const STATUS = { en: enCore.core.campaign.status, ru: ruCore.core.campaign.status } as const;
const CODE_WORDS = { en: enCore.core.errorCode, ru: ruCore.core.errorCode } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const fill = (text: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`%{${key}}`, String(value)), text);

/** The undo's line whatever second it shows: its template with the seconds as digits. */
const countdown = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('%\\{seconds\\}', '(10|[1-9])')}$`);

/** A new draft of the advertiser's: a copy of the publishable seeded draft under `name`, starting immediately. */
const newDraft = async (token: string, name: string): Promise<CampaignRecord> => {
  const { id: _id, version: _version, ...copy } = await apiData<CampaignRecord>(`/v1/campaign/${PUBLISHABLE_DRAFT}`, token);
  return apiData<CampaignRecord>('/v1/campaign', token, json('PUT', { ...copy, name, campaign_start_at: null, campaign_end_at: null }));
};

/** A running campaign of the advertiser's: a new draft, published and approved by the administrator. */
const newRunning = async (token: string, admin: string, name: string): Promise<CampaignRecord> => {
  const draft = await newDraft(token, name);
  const published = await apiData<CampaignRecord>('/v1/campaign/saveAndPublish', token, json('POST', draft));
  await apiData('/v1/campaign/moderation/approve', admin, json('POST', {
    campaign_id: draft.id, category_keys: [], exchange_id: [1], traffic_sources: [], moderation_start_at: published.moderation_start_at,
  }));
  return apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, token);
};

/** The advertiser on the list narrowed to `stem`, in `language`. */
const openList = async (page: Page, stem: string, language: Language) => {
  await loginAs(page, 'advertiser', `/campaigns?name=${encodeURIComponent(stem)}`);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
};

describe('inline bulk edit in the campaign list', () => {
  const browser = useBrowser();

  for (const language of LANGUAGES) {
    const words = WORDS[language];

    it(`pauses five rows where the draft is refused by the rules, then undoes the batch (${language})`, async () => {
      const token = (await personaToken('advertiser')).access_token;
      const admin = (await personaToken('admin')).access_token;
      const stem = `Bulk e2e ${language} ${Date.now()}`;
      const running = await Promise.all([1, 2, 3, 4].map((n) => newRunning(token, admin, `${stem} ${n}`)));
      expect(running.map((c) => c.status_key)).toEqual(Array(4).fill(CAMPAIGN_STATUS.running));
      const draft = await newDraft(token, `${stem} 5`);

      const page = await browser.newPage();
      await openList(page, stem, language);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.locator('input[type="checkbox"]').count()).toBe(5);
      await page.getByRole('checkbox', { name: words.selectPage }).check();
      const toolbar = page.getByRole('region', { name: words.toolbar });
      await toolbar.getByText(fill(words.selected, { count: 5 })).waitFor();
      const withToolbar = await seriousViolations(page);
      expect(withToolbar, describeViolations(withToolbar)).toEqual([]);
      await toolbar.getByRole('button', { name: words.pause, exact: true }).click();

      const results = page.getByTestId('bulk-results');
      await results.getByText(`${words.results}: ${fill(words.summary, { changed: 4, refused: 1 })}`).waitFor();
      // The draft's own line: refused with the server's message, its code a copyable detail beside it; the others changed.
      const refusal = fill(words.refused, { message: ERROR_CATALOGUE[134] });
      const draftLine = results.locator(`li[data-row-id="${draft.id}"]`);
      expect(await draftLine.innerText()).toContain(refusal);
      expect(await draftLine.innerText()).not.toMatch(/\((code|код) 134\)/);
      await draftLine.getByTestId('refusal-code').getByText(fill(CODE_WORDS[language].label, { code: 134 })).waitFor();
      await draftLine.getByRole('button', { name: fill(CODE_WORDS[language].copy, { code: 134 }) }).waitFor();
      for (const campaign of running) expect(await results.locator(`li[data-row-id="${campaign.id}"]`).innerText()).toContain(words.changed);
      // The rows refresh: four paused, the draft still a draft.
      await expect.poll(() => rows.getByText(STATUS[language].paused, { exact: true }).count()).toBe(4);
      // The undo is offered with its countdown (10 s from the answer): taken before it runs out.
      await page.getByText(countdown(words.undoIn)).waitFor();
      await page.getByRole('button', { name: words.undo, exact: true }).click();
      await page.getByTestId('bulk-results').getByText(`${words.undoResults}: ${fill(words.summary, { changed: 4, refused: 0 })}`).waitFor();
      await expect.poll(() => rows.getByText(STATUS[language].running, { exact: true }).count()).toBe(4);
      const withResults = await seriousViolations(page);
      expect(withResults, describeViolations(withResults)).toEqual([]);
      for (const campaign of running) expect((await apiData<CampaignRecord>(`/v1/campaign/${campaign.id}`, token)).status_key).toBe(CAMPAIGN_STATUS.running);
      expect((await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, token)).status_key).toBe(CAMPAIGN_STATUS.draft);
    });
  }
});
