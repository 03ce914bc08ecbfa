import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERROR_CATALOGUE, OAUTH_REFRESH_PATH, PROFILE_MESSAGES, PROFILE_PATHS, type User } from '../src/api/contract';
import { PASSWORD_CHANGE_MESSAGES } from '../mock-server/routes/change-password';
import { encodePng } from '../mock-server/seed/png';
import { STORAGE_KEYS } from '../src/auth/tokenStore';
import {
  LANGS,
  LANGUAGE_KEY,
  LANGUAGE_NAME,
  OTHER,
  WORDS,
  checkLegalInfo,
  checkPersonalInfo,
  failedSave,
  generatedOwnerIn,
  readMessage,
  section,
  switchLanguage,
  tokenFor,
  writesTo,
  type Lang,
} from './support/accountForms';
import { loginAs, loginWithForm, type Credentials } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, v1 } from './support/mockAdmin';
import { generatedOwner } from './support/owners';
import { sidebarLink } from './support/sidebar';

/**
 * /profile against the mock, in English and in Russian: each form's valid save, an invalid value (its
 * message, nothing sent) where the form has rules, and a failed save (the mock's fault switch) that
 * keeps every typed value; the password change that really changes the password, and the language
 * saved for the next sign-in. One signed-in page per language carries its forms in turn (the language
 * last: it switches the interface). Then, in English, the leave-page confirmation, the top bar's logout
 * and axe in both languages. Generated owners (not the demo personas) are changed; the seed is restored
 * for later files.
 */

/** A generated owner per language, so the two runs share nothing. */
const OWNER: Record<Lang, number> = { en: 110, ru: 119 };

/** What each run types: its own words, so a request shows which run sent it. */
const TYPED = {
  en: { personal: { firstName: 'Marisol', phone: '+44 20 7946 0000' }, legal: { company: 'Northwind Traders Ltd', tin: '5012345678' } },
  ru: { personal: { firstName: 'Марина', phone: '+7 495 123 45 67' }, legal: { company: 'Северный Ветер ООО', tin: '7701234567' } },
} satisfies Record<Lang, unknown>;

const NEW_PASSWORD = 'Fresh#Start2027';

describe('profile page', () => {
  const browser = useBrowser();
  afterAll(() => mockAdmin.reset());

  for (const lang of LANGS) {
    describe(lang === 'en' ? 'in English' : 'in Russian', () => {
      const t = WORDS[lang];
      let page: Page;
      let user: User;
      let credentials: Credentials;

      beforeAll(async () => {
        // Saved in this language, so the sign-in lands in it as it would for this user.
        ({ user, credentials } = await generatedOwnerIn(OWNER[lang], lang));
        page = await browser.keptPage({ width: 1300, height: 1000 });
        await loginAs(page, credentials, '/profile');
        await page.getByRole('heading', { level: 1, name: t.profile.titles.profile }).waitFor();
      });
      // The next language's run starts from a closed page: nothing of this one polls meanwhile.
      afterAll(() => page?.context().close());

      it('personal info: an emptied first name shows its message unsent, a failed save keeps the typed values, a valid save shows in the top bar', async () => {
        const typed = TYPED[lang].personal;
        await checkPersonalInfo(browser, page, lang, user, typed);
        // The top bar's user menu is named after the user: it follows the saved name.
        await page.getByRole('button', { name: `${typed.firstName} ${user.last_name}` }).waitFor();
      });

      it('profile picture: a GIF is refused unsent, a PNG is uploaded and shown, an HTML page named .png is refused with the server\'s reason', async () => {
        const personal = section(page, 'personal-info');
        const file = personal.getByLabel(t.core.account.picture.label);
        const sent = writesTo(page, PROFILE_PATHS.profileImageUpload);

        await file.setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
        await personal.getByText(t.core.account.picture.format).waitFor();
        expect(sent).toHaveLength(0);

        await file.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: encodePng(300, 200, (x) => (x < 150 ? [200, 40, 40] : [40, 40, 200])) });
        await expect.poll(() => personal.getByTestId('profile-picture').locator('img').getAttribute('src')).toMatch(/^blob:/);
        expect(sent).toHaveLength(1);

        browser.allowConsole(serverAnswered(400));
        await file.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
        // The server's words, as it wrote them, in either language.
        await personal.getByText(PROFILE_MESSAGES.imageFormat).waitFor();
      });

      it('legal info: an emptied company shows its message unsent, a failed save keeps the typed values, a valid save is sent', async () => {
        await checkLegalInfo(browser, page, lang, TYPED[lang].legal);
      });

      it('password change: each rule shows its message unsent, a wrong current password and a failed save keep the typed values, then the old password fails and the new one is accepted', async () => {
        const password = section(page, 'password-change');
        const field = (name: string) => password.locator(`input[name="${name}"]`);
        const change = password.getByRole('button', { name: t.profile.password.submit });
        const sent = writesTo(page, PROFILE_PATHS.changePassword);

        await field('currentPassword').fill(credentials.password);
        const rules: [string, string][] = [
          ['Short#1', t.core.validation.passwordLength],
          ['longenough#1', t.core.validation.upperCase],
          ['Longenough#', t.core.validation.number],
          ['Longenough1', t.core.validation.symbol],
          [`${user.last_name}#2027`, t.core.validation.noPersonalData],
        ];
        for (const [typed, message] of rules) {
          await field('newPassword').fill(typed);
          await password.getByText(message).waitFor();
        }
        await field('newPassword').fill(NEW_PASSWORD);
        await field('repeat').fill(`${NEW_PASSWORD}x`);
        await password.getByText(t.core.validation.matchPassword).waitFor();
        expect(await change.isDisabled()).toBe(true);
        expect(sent).toHaveLength(0);
        await field('repeat').fill(NEW_PASSWORD);

        // The server refuses a wrong current password under its field; nothing typed is lost.
        browser.allowConsole(serverAnswered(400));
        await field('currentPassword').fill('Not#Mine2026');
        await change.click();
        await password.getByText(PASSWORD_CHANGE_MESSAGES.wrongCurrent).waitFor();
        // Said once, under its field: not again as the general "Invalid argument provided" toast.
        expect(await page.getByText(ERROR_CATALOGUE[2]).count()).toBe(0);
        expect(await field('currentPassword').inputValue()).toBe('Not#Mine2026');
        expect(await field('newPassword').inputValue()).toBe(NEW_PASSWORD);
        expect(await field('repeat').inputValue()).toBe(NEW_PASSWORD);

        await field('currentPassword').fill(credentials.password);
        await failedSave(browser, page, PROFILE_PATHS.changePassword, () => change.click());
        expect(await field('currentPassword').inputValue()).toBe(credentials.password);
        expect(await field('newPassword').inputValue()).toBe(NEW_PASSWORD);
        expect(await field('repeat').inputValue()).toBe(NEW_PASSWORD);

        // Until the change the current password signs in, so its refusal after is the change's doing.
        expect((await tokenFor(credentials)).body.type.code).toBe(0);
        await change.click();
        await readMessage(page, t.profile.password.changed);
        await expect.poll(() => field('newPassword').inputValue()).toBe('');
        expect(sent).toHaveLength(3);
        expect((await tokenFor(credentials)).body.type.code).not.toBe(0);
        credentials = { ...credentials, password: NEW_PASSWORD };
        expect((await tokenFor(credentials)).body.type.code).toBe(0);
        // The sign-in form with the new password: the language test below signs in on another device with it.
      });

      it('notification settings: a failed save keeps both switches as set, a valid save sends all six and is kept', async () => {
        const notifications = section(page, 'notification-settings');
        const setting = (key: keyof typeof t.profile.notifications.keys, which: 'enabled' | 'email') =>
          notifications.getByRole('group', { name: t.profile.notifications.keys[key] }).getByRole('switch', { name: t.profile.notifications[which] });
        const approvedByEmail = setting('campaign_is_approved', 'email');
        const rejectedShown = setting('campaign_is_rejected', 'enabled');
        const save = notifications.getByRole('button', { name: t.ra.action.save });
        const before = { approvedByEmail: await approvedByEmail.isChecked(), rejectedShown: await rejectedShown.isChecked() };
        const sent = writesTo(page, PROFILE_PATHS.notificationSettings);

        await approvedByEmail.click();
        await rejectedShown.click();
        await failedSave(browser, page, PROFILE_PATHS.notificationSettings, () => save.click());
        expect(await approvedByEmail.isChecked()).toBe(!before.approvedByEmail);
        expect(await rejectedShown.isChecked()).toBe(!before.rejectedShown);
        expect(await save.isEnabled()).toBe(true);

        await save.click();
        await readMessage(page, t.profile.notifications.saved);
        await expect.poll(() => save.isDisabled()).toBe(true);
        const body = sent.at(-1)?.postDataJSON() as { settings: Record<string, { enabled: boolean; email: boolean }> };
        expect(Object.keys(body.settings)).toHaveLength(6);
        expect(body.settings.campaign_is_approved?.email).toBe(!before.approvedByEmail);
        expect(body.settings.campaign_is_rejected?.enabled).toBe(!before.rejectedShown);
        const { access_token } = await personaToken('admin');
        const stored = await apiData<User>(`/v1/user/${user.id}`, access_token);
        expect(stored.settings?.campaign_is_approved?.email).toBe(!before.approvedByEmail);
      });

      it(`language: a failed save keeps the choice and switches nothing; a saved ${LANGUAGE_NAME[OTHER[lang]]} switches the whole interface at once and is the language of the next sign-in`, async () => {
        const other = WORDS[OTHER[lang]];
        const language = section(page, 'language');
        const choice = language.getByRole('radio', { name: LANGUAGE_NAME[OTHER[lang]] });
        await choice.check();
        await failedSave(browser, page, PROFILE_PATHS.language, () => language.getByRole('button', { name: t.ra.action.save }).click());
        // Not saved, so not switched; the choice stays as made.
        expect(await page.getByRole('heading', { level: 1, name: t.profile.titles.profile }).count()).toBe(1);
        expect(await choice.isChecked()).toBe(true);

        await language.getByRole('button', { name: t.ra.action.save }).click();
        // The whole interface at once: the heading, the message, the sidebar.
        await page.getByRole('heading', { level: 1, name: other.profile.titles.profile }).waitFor();
        await page.getByText(other.profile.language.saved).waitFor();
        await sidebarLink(page, other.menu.campaigns.menu).waitFor();
        const { access_token } = await personaToken('admin');
        expect((await apiData<User>(`/v1/user/${user.id}`, access_token)).language_key).toBe(LANGUAGE_KEY[OTHER[lang]]);

        // Another browser (English on its sign-in page), through the form with the password changed above:
        // the user's saved language applies at sign-in.
        const device = await browser.newPage({ width: 1300, height: 1000 });
        await loginWithForm(device, credentials);
        await sidebarLink(device, other.menu.campaigns.menu).waitFor();
      });
    });
  }

  it('asks before leaving with typed work, Escape keeps the page and its values, Leave goes', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/profile');
    const phone = section(page, 'personal-info').getByRole('textbox', { name: 'Phone' });
    await expect.poll(() => phone.inputValue()).not.toBe('');
    await phone.fill('+1 000 000 0000');
    await sidebarLink(page, 'Campaigns').click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await phone.inputValue()).toBe('+1 000 000 0000');
    await sidebarLink(page, 'Campaigns').click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/campaigns**');
  });

  it('signs out with the top bar\'s logout button on the profile page (only there), ending the session on the server', async () => {
    const { credentials } = await generatedOwner(114);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    const refreshToken = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken)) ?? '';
    expect(refreshToken).not.toBe('');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // A twin sign-in's live refresh token is taken by the same call, so the refusal below is the logout's doing.
    const twin = (await tokenFor(credentials)).body.data as { refresh_token: string };
    const live = await v1(OAUTH_REFRESH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ refresh_token: twin.refresh_token }).toString() });
    expect(live.body.type.code).toBe(0);
    const refreshed = await v1(OAUTH_REFRESH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ refresh_token: refreshToken }).toString() });
    expect(refreshed.body.type.code).not.toBe(0);
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/profile');
    await section(page, 'notification-settings').waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await switchLanguage(page, 'en', 'ru');
    await page.getByRole('heading', { level: 1, name: WORDS.ru.profile.titles.profile }).waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
