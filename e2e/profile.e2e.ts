import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { OAUTH_REFRESH_PATH, OAUTH_TOKEN_PATH, PROFILE_MESSAGES, PROFILE_PATHS } from '../src/api/contract';
import { encodePng } from '../mock-server/seed/png';
import { STORAGE_KEYS } from '../src/auth/tokenStore';
import { loginAs, loginWithForm } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { mockAdmin, v1 } from './support/mockAdmin';
import { generatedOwner } from './support/owners';
import { sidebarLink } from './support/sidebar';

/**
 * /profile against the mock: each form's valid save, an invalid value (its message, nothing sent), a
 * failed save that keeps what was typed, the password and language flows, the top bar's logout.
 * Generated owners (not the demo personas) are changed; the seed is restored for later files.
 */

const FAULT = serverAnswered(500);

/** The writes the page sends to a path from now on. */
const writesTo = (page: Page, path: string): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
};

const section = (page: Page, testId: string) => page.getByTestId(testId);

const switchLanguage = (page: Page, current: string, target: string) => page.getByRole('combobox', { name: current }).first().selectOption({ label: target });

const tokenFor = (email: string, password: string) =>
  v1(OAUTH_TOKEN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString() });

describe('profile page', () => {
  const browser = useBrowser();
  afterAll(() => mockAdmin.reset());

  it('saves personal info, refuses an empty first name without sending it, and keeps every typed value when the save fails', async () => {
    const { user, credentials } = await generatedOwner(110);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/profile');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    const personal = section(page, 'personal-info');
    const first = personal.getByRole('textbox', { name: 'First name' });
    const save = personal.getByRole('button', { name: 'Save' });
    await expect.poll(() => first.inputValue()).toBe(user.first_name);
    expect(await personal.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(user.email);
    expect(await save.isDisabled()).toBe(true);
    const sent = writesTo(page, PROFILE_PATHS.personal);

    await first.fill('');
    await personal.getByText('Field is required.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);

    await first.fill('Marisol');
    await save.click();
    await page.getByText('Profile saved').waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(sent.map((request) => request.postDataJSON() as unknown)).toEqual([{ id: user.id, first_name: 'Marisol', last_name: user.last_name, phone: user.phone }]);
    // The top bar's user menu is named after the user: it follows the saved name.
    await page.getByRole('button', { name: `Marisol ${user.last_name}` }).waitFor();

    browser.allowConsole(FAULT);
    await mockAdmin.settings({ failRate: 1 });
    try {
      await first.fill('Typed First');
      await personal.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
      await save.click();
      await page.getByText('Backend exception').waitFor();
    } finally {
      await mockAdmin.settings({ failRate: 0 });
    }
    expect(await first.inputValue()).toBe('Typed First');
    expect(await personal.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('+44 20 7946 0000');
    expect(await save.isEnabled()).toBe(true);
  });

  it('in Russian: saves legal info, refuses an empty company, keeps typed values on a failed save, and saves the notification settings', async () => {
    const { credentials } = await generatedOwner(111);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/profile');
    await switchLanguage(page, 'Language', 'Русский');
    await page.getByRole('heading', { level: 1, name: 'Мой профиль' }).waitFor();
    const legal = section(page, 'legal-info');
    const company = legal.getByRole('textbox', { name: 'Название компании' });
    const tin = legal.getByRole('textbox', { name: 'ИНН (необязательно)' });
    const save = legal.getByRole('button', { name: 'Сохранить' });
    const sent = writesTo(page, PROFILE_PATHS.legal);

    await company.fill('Черновик');
    await company.fill('');
    await legal.getByText('Обязательное поле.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);

    await company.fill('Северный Ветер ООО');
    await tin.fill('7701234567');
    await save.click();
    await page.getByText('Юридические данные сохранены').waitFor();
    expect(sent.at(-1)?.postDataJSON()).toMatchObject({ company_name: 'Северный Ветер ООО', tin_number: '7701234567' });

    browser.allowConsole(FAULT);
    await mockAdmin.settings({ failRate: 1 });
    try {
      await company.fill('Набранное название');
      await tin.fill('');
      await save.click();
      await page.getByText('Backend exception').waitFor();
    } finally {
      await mockAdmin.settings({ failRate: 0 });
    }
    expect(await company.inputValue()).toBe('Набранное название');
    expect(await tin.inputValue()).toBe('');

    const notifications = section(page, 'notification-settings');
    const approvedByEmail = notifications.getByRole('group', { name: 'Кампания одобрена' }).getByRole('switch', { name: 'По почте' });
    await approvedByEmail.click();
    const sentSettings = writesTo(page, PROFILE_PATHS.notificationSettings);
    await notifications.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Уведомления сохранены').waitFor();
    const body = sentSettings[0]?.postDataJSON() as { settings: Record<string, { enabled: boolean; email: boolean }> };
    expect(Object.keys(body.settings)).toHaveLength(6);
    expect(body.settings.campaign_is_approved).toEqual({ enabled: true, email: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Мой профиль' }).waitFor();
    await expect.poll(() => section(page, 'notification-settings').getByRole('group', { name: 'Кампания одобрена' }).getByRole('switch', { name: 'По почте' }).isChecked()).toBe(false);

    const rejectedShown = section(page, 'notification-settings').getByRole('group', { name: 'Кампания отклонена' }).getByRole('switch', { name: 'Показывать' });
    await rejectedShown.click();
    await mockAdmin.settings({ failRate: 1 });
    try {
      await section(page, 'notification-settings').getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Backend exception').waitFor();
    } finally {
      await mockAdmin.settings({ failRate: 0 });
    }
    expect(await rejectedShown.isChecked()).toBe(false);
    expect(await section(page, 'notification-settings').getByRole('button', { name: 'Сохранить' }).isEnabled()).toBe(true);
  });

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

  it('uploads a profile picture and shows it; refuses a GIF unsent and an HTML page named .png with the server\'s reason', async () => {
    const { credentials } = await generatedOwner(118);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/profile');
    const personal = section(page, 'personal-info');
    const file = personal.getByLabel('Profile picture file');
    const sent = writesTo(page, PROFILE_PATHS.profileImageUpload);

    await file.setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await personal.getByText('The picture must be a PNG, JPG or JPEG file.').waitFor();
    expect(sent).toHaveLength(0);

    await file.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: encodePng(300, 200, (x) => (x < 150 ? [200, 40, 40] : [40, 40, 200])) });
    await expect.poll(() => personal.getByTestId('profile-picture').locator('img').getAttribute('src')).toMatch(/^blob:/);
    expect(sent).toHaveLength(1);

    browser.allowConsole(serverAnswered(400));
    await file.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await personal.getByText(PROFILE_MESSAGES.imageFormat).waitFor();
  });

  it('changes the password: the rules show and nothing is sent, a failed change keeps the typed values, then the old password fails and the new one signs in', async () => {
    const { credentials } = await generatedOwner(112);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/profile');
    const password = section(page, 'password-change');
    const field = (name: string) => password.locator(`input[name="${name}"]`);
    const change = password.getByRole('button', { name: 'Change password' });
    const sent = writesTo(page, PROFILE_PATHS.changePassword);

    await field('currentPassword').fill(credentials.password);
    await field('newPassword').fill('short');
    await password.getByText('Password must be at least 8 characters long.').waitFor();
    await field('newPassword').fill('Longenough!');
    await password.getByText('Password must contain a digit.').waitFor();
    await field('newPassword').fill('Longenough1');
    await password.getByText('Password must contain a symbol.').waitFor();
    await field('newPassword').fill('Fresh#Start2027');
    await field('repeat').fill('Fresh#Start2028');
    await password.getByText('Passwords do not match').waitFor();
    expect(await change.isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);
    await field('repeat').fill('Fresh#Start2027');

    browser.allowConsole(FAULT);
    await mockAdmin.settings({ failRate: 1 });
    try {
      await change.click();
      await page.getByText('Backend exception').waitFor();
    } finally {
      await mockAdmin.settings({ failRate: 0 });
    }
    expect(await field('newPassword').inputValue()).toBe('Fresh#Start2027');
    expect(await field('repeat').inputValue()).toBe('Fresh#Start2027');
    expect(await field('currentPassword').inputValue()).toBe(credentials.password);

    await change.click();
    await page.getByText('Password changed').waitFor();
    await expect.poll(() => field('newPassword').inputValue()).toBe('');
    expect((await tokenFor(credentials.email, credentials.password)).body.type.code).not.toBe(0);
    const fresh = await browser.newPage();
    await loginWithForm(fresh, { email: credentials.email, password: 'Fresh#Start2027' });
  });

  it('keeps the language for the next sign-in: Russian at once, and Russian after signing in again on another device', async () => {
    const { credentials } = await generatedOwner(113);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/profile');
    const language = section(page, 'language');
    await language.getByRole('radio', { name: 'Русский' }).check();
    browser.allowConsole(FAULT);
    await mockAdmin.settings({ failRate: 1 });
    try {
      await language.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Backend exception').waitFor();
    } finally {
      await mockAdmin.settings({ failRate: 0 });
    }
    // Not saved, so not switched; the choice stays as typed.
    expect(await page.getByRole('heading', { level: 1, name: 'My profile' }).count()).toBe(1);
    expect(await language.getByRole('radio', { name: 'Русский' }).isChecked()).toBe(true);
    await language.getByRole('button', { name: 'Save' }).click();
    // The whole interface at once: the heading, the sidebar, the section's own words.
    await page.getByRole('heading', { level: 1, name: 'Мой профиль' }).waitFor();
    await page.getByText('Язык сохранён').waitFor();
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Кампании' }).waitFor();

    // Another browser (English on the sign-in page): the user's language applies at sign-in.
    const other = await browser.newPage({ width: 1300, height: 1000 });
    await loginWithForm(other, credentials);
    await other.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Кампании' }).waitFor();
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
    const refreshed = await v1(OAUTH_REFRESH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ refresh_token: refreshToken }).toString() });
    expect(refreshed.body.type.code).not.toBe(0);
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/profile');
    await section(page, 'notification-settings').waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await switchLanguage(page, 'Language', 'Русский');
    await page.getByRole('heading', { level: 1, name: 'Мой профиль' }).waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
