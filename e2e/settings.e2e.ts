import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROFILE_PATHS, type Space, type User } from '../src/api/contract';
import { PERSONA_IDS } from '../mock-server/seed/facts';
import {
  LANGS,
  WORDS,
  checkLegalInfo,
  checkPersonalInfo,
  failedSave,
  fill,
  generatedOwnerIn,
  readMessage,
  section,
  switchLanguage,
  writesTo,
  type Lang,
} from './support/accountForms';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';
import { generatedOwner } from './support/owners';
import { sidebarLink } from './support/sidebar';
import { switchBySearch } from './support/accountSearch';

/**
 * /settings against the mock, in English and in Russian: each form's valid save, an invalid value (its
 * message, nothing sent) where the form has rules, and a failed save (the mock's fault switch) that
 * keeps every typed value. The overdraft and invoice day as an administrator acting for an account
 * (read-only for its owner); the rewarded-ads CPM rate, personal and legal info on one owner's page per
 * language; the access permissions (own read-only, the sidebar following at the next sign-in) and the
 * rate's failed read as the advertiser. The seed is restored for later files.
 */

/** A generated account per language: its owner's page, and the administrator acting for it. */
const OWNER: Record<Lang, number> = { en: 115, ru: 116 };

const TYPED = {
  en: { overdraft: { limit: '750.25', day: '15' }, rate: '2.5', personal: { firstName: 'Marisol', phone: '+1 415 555 0123' }, legal: { company: 'Northwind Traders Ltd', tin: '5012345678' } },
  ru: { overdraft: { limit: '1200.5', day: '28' }, rate: '3.75', personal: { firstName: 'Марина', phone: '+7 812 555 01 23' }, legal: { company: 'Северный Ветер ООО', tin: '7701234567' } },
} satisfies Record<Lang, unknown>;

const FAULT = serverAnswered(500);

/** With the mock failing every /v1 call meanwhile (for a failed read; a failed save uses failedSave). */
const failing = async (action: () => Promise<void>) => {
  await mockAdmin.settings({ failRate: 1 });
  try {
    await action();
  } finally {
    await mockAdmin.settings({ failRate: 0 });
  }
};

describe('settings page', () => {
  const browser = useBrowser();
  afterAll(() => mockAdmin.reset());

  /** Signs a persona in on a fresh page, in `lang` (the top bar's switch: this device only, nothing saved). */
  const personaPage = async (persona: 'admin' | 'advertiser', lang: Lang) => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, persona);
    if (lang !== 'en') await switchLanguage(page, 'en', lang);
    return page;
  };

  for (const lang of LANGS) {
    describe(lang === 'en' ? 'in English' : 'in Russian', () => {
      const t = WORDS[lang];
      const typed = TYPED[lang];

      it("overdraft and invoice day, as an administrator acting for the account: a negative one shows its message unsent, an empty one keeps save off, a failed save keeps the values, a valid one is saved", async () => {
        const { user } = await generatedOwner(OWNER[lang]);
        const { access_token } = await personaToken('admin');
        const space = await apiData<Space>(`/v1/space/${user.space_id}`, access_token);
        const page = await personaPage('admin', lang);
        await switchBySearch(page, { query: space.name, account: space.name, acting: fill(t.shell.actingAs.label, { name: space.name }) });
        await sidebarLink(page, t.menu.settings.menu).click();
        await page.getByRole('heading', { level: 1, name: t.settings.titles.settings }).waitFor();

        const overdraft = section(page, 'overdraft');
        const limit = overdraft.getByRole('textbox', { name: fill(t.settings.overdraft.creditLimit, { currency: user.currency }) });
        const day = overdraft.getByRole('combobox', { name: t.settings.overdraft.invoiceDueDay });
        const save = overdraft.getByRole('button', { name: t.ra.action.save });
        await expect.poll(() => limit.inputValue()).toBe(String(user.credit_limit));
        // The owner's personal info is the account's, not the administrator's.
        expect(await section(page, 'personal-info').getByRole('textbox', { name: t.core.account.personal.email }).inputValue()).toBe(user.email);
        const sent = writesTo(page, PROFILE_PATHS.payment);

        await limit.fill('-5');
        await overdraft.getByText(t.core.validation.onlyPositive).waitFor();
        expect(await save.isDisabled()).toBe(true);
        await limit.fill('');
        await overdraft.getByText(t.core.validation.required).waitFor();
        expect(await save.isDisabled()).toBe(true);
        expect(sent).toHaveLength(0);

        expect(await day.locator('option').allTextContents()).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
        await limit.fill(typed.overdraft.limit);
        await day.selectOption(typed.overdraft.day);
        await failedSave(browser, page, PROFILE_PATHS.payment, () => save.click());
        expect(await limit.inputValue()).toBe(typed.overdraft.limit);
        expect(await day.inputValue()).toBe(typed.overdraft.day);
        expect(await save.isEnabled()).toBe(true);

        await save.click();
        await readMessage(page, t.settings.overdraft.saved);
        await expect.poll(() => save.isDisabled()).toBe(true);
        expect(sent.at(-1)?.postDataJSON()).toEqual({ user_id: user.id, credit_limit: Number(typed.overdraft.limit), invoice_due_day: Number(typed.overdraft.day) });
      });

      describe("the account owner's page", () => {
        let page: Page;
        let user: User;

        beforeAll(async () => {
          // Saved in this language, so the sign-in lands in it.
          const owner = await generatedOwnerIn(OWNER[lang], lang);
          user = owner.user;
          page = await browser.keptPage({ width: 1300, height: 1000 });
          await loginAs(page, owner.credentials, '/settings');
          await page.getByRole('heading', { level: 1, name: t.settings.titles.settings }).waitFor();
        });
        afterAll(() => page?.context().close());

        it('overdraft read-only with the reason; rewarded-ads CPM rate: zero and empty show their messages unsent, a failed save keeps the typed rate, a valid one is saved', async () => {
          const overdraft = section(page, 'overdraft');
          await overdraft.getByText(t.settings.overdraft.adminOnly).waitFor();
          expect(await overdraft.getByRole('combobox', { name: t.settings.overdraft.invoiceDueDay }).isDisabled()).toBe(true);
          expect(await overdraft.getByRole('button', { name: t.ra.action.save }).isDisabled()).toBe(true);

          const rewarded = section(page, 'rewarded-cpm');
          const rate = rewarded.getByRole('textbox', { name: t.settings.rewarded.rate });
          const save = rewarded.getByRole('button', { name: t.ra.action.save });
          await expect.poll(() => rate.inputValue()).toBe(String(user.rewarded_ads_cpm_rate));
          const sent = writesTo(page, PROFILE_PATHS.rewardedAds);
          await rate.fill('0');
          await rewarded.getByText(t.core.validation.positiveNumber).waitFor();
          expect(await save.isDisabled()).toBe(true);
          await rate.fill('');
          await rewarded.getByText(t.core.validation.required).waitFor();
          expect(await save.isDisabled()).toBe(true);
          expect(sent).toHaveLength(0);

          await rate.fill(typed.rate);
          await failedSave(browser, page, PROFILE_PATHS.rewardedAds, () => save.click());
          expect(await rate.inputValue()).toBe(typed.rate);
          expect(await save.isEnabled()).toBe(true);
          await save.click();
          await readMessage(page, t.settings.rewarded.saved);
          await expect.poll(() => save.isDisabled()).toBe(true);
          expect(sent.at(-1)?.postDataJSON()).toEqual({ user_id: user.id, rewarded_ads_cpm_rate: Number(typed.rate) });
        });

        it('personal info: an emptied first name shows its message unsent, a failed save keeps the typed values, a valid save reaches the server', async () => {
          await checkPersonalInfo(browser, page, lang, user, typed.personal);
          const { access_token } = await personaToken('admin');
          expect(await apiData<User>(`/v1/user/${user.id}`, access_token)).toMatchObject({ first_name: typed.personal.firstName, phone: typed.personal.phone });
        });

        it('legal info: an emptied company shows its message unsent, a failed save keeps the typed values, a valid save is sent', async () => {
          await checkLegalInfo(browser, page, lang, typed.legal);
        });
      });

      it(`access permissions, as the advertiser: the rate's failed read says so and a retry recovers; their own are read-only; a failed save keeps the change; a saved one shows in the analyst's sidebar at the next sign-in`, async () => {
        const page = await personaPage('advertiser', lang);
        browser.allowConsole(FAULT);
        await failing(async () => {
          await sidebarLink(page, t.menu.settings.menu).click();
          await page.getByText(t.settings.rewarded.readFailed).waitFor();
        });
        // The server is back: the page's own retry reads the account again, and the forms show.
        await page.getByRole('button', { name: t.core.errors.retry }).click();
        await page.getByText(t.settings.rewarded.readFailed).waitFor({ state: 'detached' });

        const access = section(page, 'access');
        const picker = access.getByRole('combobox', { name: t.settings.access.user });
        await expect.poll(() => picker.locator('option:checked').textContent()).toMatch(/analyst@demo\.test/);
        const permission = (group: keyof typeof t.settings.access.groups, name: keyof typeof t.settings.access.permissions) =>
          access.getByRole('group', { name: t.settings.access.groups[group], exact: true }).getByRole('checkbox', { name: t.settings.access.permissions[name], exact: true });

        await picker.selectOption(String(PERSONA_IDS.advertiser.userId));
        await access.getByText(t.settings.access.ownReadOnly).waitFor();
        expect(await permission('PAGE', 'PAGE_SETTINGS').isDisabled()).toBe(true);
        await picker.selectOption(String(PERSONA_IDS.analyst.userId));
        await access.getByText(t.settings.access.ownReadOnly).waitFor({ state: 'detached' });

        // Each run turns the analyst's events monitor the other way (English grants it, Russian takes it back).
        const events = permission('PAGE', 'PAGE_EVENTS');
        await expect.poll(() => events.isEnabled()).toBe(true);
        const had = await events.isChecked();
        const save = access.getByRole('button', { name: t.ra.action.save });
        const sent = writesTo(page, PROFILE_PATHS.access);
        await events.setChecked(!had);
        await failedSave(browser, page, PROFILE_PATHS.access, () => save.click());
        expect(await events.isChecked()).toBe(!had);
        expect(await save.isEnabled()).toBe(true);
        await save.click();
        await readMessage(page, t.settings.access.saved);
        await expect.poll(() => save.isDisabled()).toBe(true);
        const body = sent.at(-1)?.postDataJSON() as { user_id: number; permissions: string[] };
        expect(body.user_id).toBe(PERSONA_IDS.analyst.userId);
        expect(body.permissions.includes('PAGE_EVENTS')).toBe(!had);

        // The analyst (English) signs in again: the sidebar follows.
        const analyst = await browser.newPage();
        await loginAs(analyst, 'analyst');
        await sidebarLink(analyst, WORDS.en.menu.campaigns.menu).waitFor();
        expect(await sidebarLink(analyst, WORDS.en.menu.events.menu).count()).toBe(had ? 0 : 1);
      });
    });
  }

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/settings');
    await section(page, 'access').waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await switchLanguage(page, 'en', 'ru');
    await page.getByRole('heading', { level: 1, name: WORDS.ru.settings.titles.settings }).waitFor();
    await section(page, 'access').waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
