import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAdmin from '../locales/en/campaign-editor-admin.json';
import ruAdmin from '../locales/ru/campaign-editor-admin.json';
import enBasic from '../locales/en/campaign-editor-basic-info.json';
import ruBasic from '../locales/ru/campaign-editor-basic-info.json';
import enEditor from '../locales/en/campaign-editor.json';
import ruEditor from '../locales/ru/campaign-editor.json';
import enCore from '../locales/en/core.json';
import ruCore from '../locales/ru/core.json';
import type { CampaignRecord, CampaignRevision, Page as LogPage } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';

/**
 * Restore a past version from the change log, in both languages: the preview with the
 * moderation warning, then the restored campaign in the editor and its new log entry; a refused
 * restore showing its reason with nothing applied; axe clean with the preview open.
 */

/** A draft of the advertiser's account with complete data and banners: the mock accepts its publication. */
const PUBLISHABLE_DRAFT = 1000027;

type Language = 'en' | 'ru';
const LANGUAGES: readonly Language[] = ['en', 'ru'];
const WORDS = { en: enAdmin['campaign-editor'].changeLog, ru: ruAdmin['campaign-editor'].changeLog } as const;
const FIELD_WORDS = { en: enBasic['campaign-editor'].basicInfo.fields, ru: ruBasic['campaign-editor'].basicInfo.fields } as const;
const TAB_WORDS = { en: enEditor['campaign-editor'].tabs, ru: ruEditor['campaign-editor'].tabs } as const;
const CODE_WORDS = { en: enCore.core.errorCode, ru: ruCore.core.errorCode } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A new draft of the advertiser's: a copy of the publishable seeded draft under `name`, starting immediately. */
const newDraft = async (token: string, name: string): Promise<CampaignRecord> => {
  const { id: _id, version: _version, ...copy } = await apiData<CampaignRecord>(`/v1/campaign/${PUBLISHABLE_DRAFT}`, token);
  return apiData<CampaignRecord>('/v1/campaign', token, json('PUT', { ...copy, name, campaign_start_at: null, campaign_end_at: null }));
};

const save = (token: string, record: CampaignRecord, change: Partial<CampaignRecord>) =>
  apiData<CampaignRecord>('/v1/campaign', token, json('PUT', { ...record, ...change }));

const logOf = async (token: string, id: number): Promise<CampaignRevision[]> =>
  (await apiData<LogPage<CampaignRevision>>(`/v1/campaign/revision/snapshot/${id}?page-size=100`, token)).data;

/** The advertiser on the campaign's change log tab, in `language`. */
const openLog = async (page: Page, id: number, language: Language) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=changeLog`);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
  await page.getByRole('table', { name: WORDS[language].table }).waitFor();
};

/** Opens the restore of the oldest entry (the log is newest first: its creation is the last row). */
const restoreOldest = async (page: Page, language: Language) => {
  await page.getByRole('button', { name: WORDS[language].restore.open }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('restore-preview').waitFor();
  return dialog;
};

describe('restore a past version from the change log', () => {
  const browser = useBrowser();

  for (const language of LANGUAGES) {
    const words = WORDS[language];

    it(`previews the restore of an approved campaign with the moderation warning, then shows the restored campaign and its log entry (${language})`, async () => {
      const { access_token: token } = await personaToken('advertiser');
      const admin = (await personaToken('admin')).access_token;
      const first = `Restore e2e ${language} ${Date.now()}`;
      const created = await newDraft(token, first);
      // A second version with another name and landing page (moderated), published and approved.
      const edited = await save(token, created, { name: `${first} edited`, product_url: 'https://shop.example.com/restore-e2e' });
      const published = await apiData<CampaignRecord>('/v1/campaign/saveAndPublish', token, json('POST', edited));
      await apiData('/v1/campaign/moderation/approve', admin, json('POST', {
        campaign_id: created.id, category_keys: [], exchange_id: [1], traffic_sources: [], moderation_start_at: published.moderation_start_at,
      }));
      const before = await logOf(token, created.id);

      const page = await browser.newPage();
      await openLog(page, created.id, language);
      const dialog = await restoreOldest(page, language);
      await dialog.getByTestId('restore-moderation').getByText(words.restore.moderation).waitFor();
      // Named by the editor's own labels under their section, never by the record's keys.
      const rows = dialog.getByRole('table').getByRole('row');
      const basic = FIELD_WORDS[language];
      await expect.poll(() => rows.allInnerTexts()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${TAB_WORDS[language].basicInfo}$`)),
          expect.stringMatching(new RegExp(`^${basic.name}\\s+.*edited\\s+.*$`)),
          expect.stringMatching(new RegExp(`^${basic.productURL}\\s+https://shop\\.example\\.com/restore-e2e`)),
        ]),
      );
      expect((await rows.allInnerTexts()).join('\n')).not.toMatch(/product_url|^name\s/m);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await dialog.getByRole('button', { name: words.restore.confirm, exact: true }).click();
      await page.getByText(words.restore.done).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The editor shows the restored campaign, and the log its restore as a new entry.
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await page.getByText(words.restore.of.replace(' %{date}', '')).first().waitFor();
      const after = await logOf(token, created.id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.slice(1)).toEqual(before);
      expect(after[0]?.restored_from).toBe(before[before.length - 1]?.id);
      const stored = await apiData<CampaignRecord>(`/v1/campaign/${created.id}`, token);
      expect(stored).toMatchObject({ name: first, product_url: created.product_url, status_key: 1 });
    });

    it(`shows why a version cannot be restored, with Restore disabled, and applies nothing (${language})`, async () => {
      const { access_token: token } = await personaToken('advertiser');
      const first = `Restore refused ${language} ${Date.now()}`;
      const created = await newDraft(token, first);
      const renamed = await save(token, created, { name: `${first} renamed` });
      const page = await browser.newPage();
      await openLog(page, created.id, language);
      // While the first name is free the same version may be restored, so the refusal below is the taken name's doing.
      const free = await restoreOldest(page, language);
      await expect.poll(() => free.getByRole('button', { name: words.restore.confirm, exact: true }).isEnabled()).toBe(true);
      expect(await free.getByTestId('restore-refusals').count()).toBe(0);
      await free.getByRole('button', { name: words.restore.cancel }).click();
      await free.waitFor({ state: 'hidden' });

      // Another campaign takes the first name: names are unique in an account (1312).
      await newDraft(token, first);
      const dialog = await restoreOldest(page, language);
      const refusals = dialog.getByTestId('restore-refusals');
      await refusals.getByText(words.restore.refused).waitFor();
      // The sentence reads without its code; the code is a copyable detail beside it.
      expect(await refusals.innerText()).not.toMatch(/\(code|\(код/);
      await refusals.getByTestId('refusal-code').getByText(CODE_WORDS[language].label.replace('%{code}', '1312')).waitFor();
      await refusals.getByRole('button', { name: CODE_WORDS[language].copy.replace('%{code}', '1312') }).waitFor();
      expect(await dialog.getByRole('button', { name: words.restore.confirm, exact: true }).isDisabled()).toBe(true);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await dialog.getByRole('button', { name: words.restore.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await apiData<CampaignRecord>(`/v1/campaign/${created.id}`, token)).toEqual(renamed);
      expect(await logOf(token, created.id)).toHaveLength(2);
    });
  }
});
