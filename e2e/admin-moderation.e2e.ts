import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN_MODERATION_PATHS,
  USER_STATUS,
  type AdminPage,
  type LegalEntityRow,
  type ModerationAccountRow,
  type ModerationCampaignRow,
} from '../src/api/contract';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import { FAULT_MESSAGE, failedSave, readMessage } from './support/accountForms';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';

/**
 * The administrator's moderation page and its two screens (spec 3 §2, §4, §7) against the mock, in
 * both languages: the tabs, approve, resend, the legal entity save, the campaign-name switch, the gate.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;

const list = async <T>(path: string): Promise<AdminPage<T>> => {
  const { access_token } = await personaToken('admin');
  return apiData<AdminPage<T>>(path, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: 1 }) });
};

/** Signs the administrator in at `path`, in `language` (the shell's switch: this device only). */
const openAs = async (page: Page, language: Language, path: string) => {
  await loginAs(page, 'admin', path);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
};

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const accountRow = (page: Page, email: string) => page.getByTestId('moderation-account-row').filter({ hasText: email });

describe('administrator moderation', () => {
  const browser = useBrowser();
  // Approving and resending change seeded sign-ups and their links: the next files get the seed back.
  afterAll(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language];

    it(`shows three tabs, opening on accounts, the tab kept in the address (${language})`, async () => {
      const [accounts, campaigns, legal] = await Promise.all([
        list<ModerationAccountRow>(ADMIN_MODERATION_PATHS.registrations),
        list<ModerationCampaignRow>(ADMIN_MODERATION_PATHS.campaigns),
        list<LegalEntityRow>(ADMIN_MODERATION_PATHS.legalUsers),
      ]);
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, '/admin/moderation');
      await heading(page, words.titles.adminModeration).waitFor();
      const tabs = page.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual([words.moderation.tabs.campaigns, words.moderation.tabs.accounts, words.moderation.tabs.legal]);
      expect(await page.getByRole('tab', { name: words.moderation.tabs.accounts }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByTestId('moderation-account-row').count()).toBe(Math.min(10, accounts.data.length));

      await page.getByRole('tab', { name: words.moderation.tabs.campaigns }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('campaigns');
      await expect.poll(() => page.getByTestId('moderation-campaign-row').count()).toBe(Math.min(10, campaigns.data.length));

      await page.getByRole('tab', { name: words.moderation.tabs.legal }).click();
      await expect.poll(() => page.getByTestId('moderation-legal-row').count()).toBe(Math.min(10, legal.data.length));
      await page.reload();
      expect(await page.getByRole('tab', { name: words.moderation.tabs.legal }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByTestId('moderation-legal-row').count()).toBe(Math.min(10, legal.data.length));
    });

    it(`approves a need-verification sign-up: back on the list it is Pending with the hint (${language})`, async () => {
      const accounts = await list<ModerationAccountRow>(ADMIN_MODERATION_PATHS.registrations);
      const waiting = accounts.data.find((row) => row.status_key === USER_STATUS.NEED_VERIFICATION);
      if (!waiting) throw new Error('no sign-up needs verification');
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, '/admin/moderation');
      const row = accountRow(page, waiting.email);
      expect(await row.getByTestId('account-status').textContent()).toBe(words.moderation.status.needVerification);
      await row.getByRole('link').click();
      await heading(page, words.titles.adminModerateUser).waitFor();
      await page.getByTestId('contact-details').filter({ hasText: waiting.phone }).waitFor();
      await page.getByRole('button', { name: words.moderation.user.verify }).click();
      await page.waitForURL(/\/admin\/moderation\?tab=accounts$/);
      await readMessage(page, words.moderation.user.verified);
      await expect.poll(() => accountRow(page, waiting.email).getByTestId('account-status').textContent()).toBe(words.moderation.status.pending);
      expect(await accountRow(page, waiting.email).getByTestId('approved-hint').textContent()).toBe(words.moderation.approvedHint);
      if (language === 'en') expect(words.moderation.approvedHint).toBe('Waiting until user confirms e-mail');
    });

    it(`resends the confirmation email of an approved sign-up: the mailbox gets a new link (${language})`, async () => {
      const accounts = await list<ModerationAccountRow>(ADMIN_MODERATION_PATHS.registrations);
      const approved = accounts.data.find((row) => row.status_key === USER_STATUS.APPROVED);
      if (!approved) throw new Error('no approved sign-up');
      const before = await mockAdmin.mailbox(approved.email);
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, `/admin/moderate/user/${approved.id}`);
      await heading(page, words.titles.adminModerateUser).waitFor();
      expect(await page.getByTestId('approved-notice').textContent()).toBe(words.moderation.user.approvedNotice);
      expect(await page.getByRole('button', { name: words.moderation.user.verify, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: words.moderation.user.resend }).click();
      await page.waitForURL(/\/admin\/moderation\?tab=accounts$/);
      await readMessage(page, words.moderation.user.resent);
      const after = await mockAdmin.mailbox(approved.email);
      expect(after.length).toBe(before.length + 1);
      const links = new Set(before.map((mail) => mail.link));
      expect(after.some((mail) => !links.has(mail.link))).toBe(true);
    });

    it(`saves a legal entity; a failed save shows the server's message and keeps the typed values (${language})`, async () => {
      const legal = await list<LegalEntityRow>(ADMIN_MODERATION_PATHS.legalUsers);
      const user = legal.data[language === 'en' ? 0 : 1];
      if (!user) throw new Error('no user in the legal entities tab');
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, '/admin/moderation?tab=legal');
      await page.getByTestId('moderation-legal-row').filter({ hasText: user.email }).getByRole('link').click();
      await heading(page, words.titles.adminLegalEntity).waitFor();
      const name = page.getByRole('textbox', { name: words.moderation.fields.legalEntity });
      const tin = page.getByRole('textbox', { name: words.moderation.fields.tin });
      await name.waitFor();
      const typed = { name: `Moderated ${language} ${Date.now()} LLC`, tin: `TIN-${language}-42` };
      await name.fill(typed.name);
      await tin.fill(typed.tin);
      const save = page.getByRole('button', { name: language === 'en' ? 'Save' : 'Сохранить' });
      await failedSave(browser, page, ADMIN_MODERATION_PATHS.legal, () => save.click());
      expect(FAULT_MESSAGE.length).toBeGreaterThan(0);
      expect(await name.inputValue()).toBe(typed.name);
      expect(await tin.inputValue()).toBe(typed.tin);
      await save.click();
      await readMessage(page, words.moderation.legal.saved);
      await page.reload();
      await expect.poll(() => name.inputValue()).toBe(typed.name);
      expect(await tin.inputValue()).toBe(typed.tin);
      const after = await list<LegalEntityRow>(ADMIN_MODERATION_PATHS.legalUsers);
      expect(after.data.find((row) => row.id === user.id)).toMatchObject({ legal_entity_name: typed.name, tin_number: typed.tin, status_key: 3 });
    });

    it(`opens a campaign in moderation: switches into its account and opens the editor (${language})`, async () => {
      const campaigns = await list<ModerationCampaignRow>(ADMIN_MODERATION_PATHS.campaigns);
      const campaign = campaigns.data[0];
      if (!campaign) throw new Error('no campaign in moderation');
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, '/admin/moderation?tab=campaigns');
      await page.getByTestId('moderation-campaign-row').filter({ hasText: campaign.space_name }).getByRole('button', { name: campaign.name }).first().click();
      await page.waitForURL(`**/campaign/edit/${campaign.id}?tab=basicInfo`);
      await expect.poll(() => page.getByTestId('acting-as').textContent()).toContain(campaign.space_name);
    });

    it(`is clean under axe on the three routes (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, '/admin/moderation');
      await page.getByTestId('moderation-account-row').first().waitFor();
      const found: string[] = [];
      const check = async (url: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found.push(`${url}:\n${describeViolations(violations)}`);
      };
      await check('/admin/moderation');
      await page.getByRole('tab', { name: words.moderation.tabs.campaigns }).click();
      await page.getByTestId('moderation-campaign-row').first().waitFor();
      await check('/admin/moderation?tab=campaigns');
      await page.goto('/admin/moderate/user/305');
      await page.getByTestId('moderation-action').waitFor();
      await check('/admin/moderate/user/305');
      await page.goto('/admin/legal-entity/user/102');
      await page.getByTestId('legal-entity-form').waitFor();
      await check('/admin/legal-entity/user/102');
      expect(found).toEqual([]);
    });
  }

  for (const persona of ['advertiser', 'analyst'] as const) {
    it(`refuses the ${persona} on the three routes`, async () => {
      const page = await browser.newPage();
      for (const path of ['/admin/moderation', '/admin/moderate/user/305', '/admin/legal-entity/user/102']) {
        // The administrator opens the same route with its content, so the denial below is the persona's doing.
        await loginAs(page, 'admin', path);
        await page.getByTestId('contact-details').or(page.getByRole('tab')).first().waitFor();
        await loginAs(page, persona, path);
        await page.getByRole('heading', { name: 'Access denied' }).waitFor();
        expect(await page.getByTestId('contact-details').count()).toBe(0);
        expect(await page.getByRole('tab').count()).toBe(0);
      }
    });
  }
});
