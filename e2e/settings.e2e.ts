import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { PROFILE_PATHS, type Space } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';
import { PERSONA_IDS } from '../mock-server/seed/facts';
import { generatedOwner } from './support/owners';
import { sidebarLink } from './support/sidebar';

/**
 * /settings against the mock: the overdraft and invoice day (an administrator's, read-only for an
 * owner), the rewarded-ads CPM rate and its failed read, the shared personal info, and the access
 * permissions that the sidebar follows at the next sign-in. The seed is restored for later files.
 */

const FAULT = serverAnswered(500);

const writesTo = (page: Page, path: string): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
};

const section = (page: Page, testId: string) => page.getByTestId(testId);

const switchLanguage = (page: Page, current: string, target: string) => page.getByRole('combobox', { name: current }).first().selectOption({ label: target });

/** With the mock failing every /v1 call meanwhile. */
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

  it("lets an administrator acting for an account set its overdraft and invoice day: a negative one is refused unsent, an empty one keeps save off, a failed save keeps the values, a valid one is saved", async () => {
    const { user } = await generatedOwner(115);
    const { access_token } = await personaToken('admin');
    const space = await apiData<Space>(`/v1/space/${user.space_id}`, access_token);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'admin');
    await page.keyboard.press('/');
    await page.getByRole('dialog').getByRole('textbox').fill(space.name);
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${space.name}`) }).first().click();
    await page.getByText(`Acting as ${space.name}`).waitFor();
    await sidebarLink(page, 'Settings').click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    const overdraft = section(page, 'overdraft');
    const limit = overdraft.getByRole('textbox', { name: /Overdraft/ });
    const day = overdraft.getByRole('combobox', { name: /Invoice due day/ });
    const save = overdraft.getByRole('button', { name: 'Save' });
    await expect.poll(() => limit.inputValue()).toBe(String(user.credit_limit));
    // The owner's personal info is the account's, not the administrator's.
    expect(await section(page, 'personal-info').getByRole('textbox', { name: 'Email' }).inputValue()).toBe(user.email);
    const sent = writesTo(page, PROFILE_PATHS.payment);

    await limit.fill('-5');
    await overdraft.getByText('Only positive numbers allowed !').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await limit.fill('');
    await overdraft.getByText('Field is required.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);

    expect(await day.locator('option').allTextContents()).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
    await limit.fill('750.25');
    await day.selectOption('15');
    browser.allowConsole(FAULT);
    await failing(async () => {
      await save.click();
      await page.getByText('Backend exception').waitFor();
    });
    expect(await limit.inputValue()).toBe('750.25');
    expect(await day.inputValue()).toBe('15');

    await save.click();
    await page.getByText('Max Dept Saved Successfully').waitFor();
    expect(sent.at(-1)?.postDataJSON()).toEqual({ user_id: user.id, credit_limit: 750.25, invoice_due_day: 15 });
    await expect.poll(() => save.isDisabled()).toBe(true);
  });

  it("in Russian: shows an owner the overdraft read-only, and saves the rewarded-ads CPM rate after refusing zero unsent and keeping a value a failed save did not take", async () => {
    const { user, credentials } = await generatedOwner(116);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/settings');
    await switchLanguage(page, 'Language', 'Русский');
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    const overdraft = section(page, 'overdraft');
    await overdraft.getByText('Овердрафт и день оплаты счёта аккаунта может изменить только администратор.').waitFor();
    expect(await overdraft.getByRole('combobox', { name: /День оплаты счёта/ }).isDisabled()).toBe(true);
    expect(await overdraft.getByRole('button', { name: 'Сохранить' }).isDisabled()).toBe(true);

    const rewarded = section(page, 'rewarded-cpm');
    const rate = rewarded.getByRole('textbox', { name: /Множитель ставки CPM/ });
    const save = rewarded.getByRole('button', { name: 'Сохранить' });
    await expect.poll(() => rate.inputValue()).toBe(String(user.rewarded_ads_cpm_rate));
    const sent = writesTo(page, PROFILE_PATHS.rewardedAds);
    await rate.fill('0');
    await rewarded.getByText('Введите число больше 0.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await rate.fill('');
    await rewarded.getByText('Обязательное поле.').waitFor();
    expect(sent).toHaveLength(0);

    await rate.fill('2.5');
    browser.allowConsole(FAULT);
    await failing(async () => {
      await save.click();
      await page.getByText('Backend exception').waitFor();
    });
    expect(await rate.inputValue()).toBe('2.5');
    await save.click();
    await page.getByText('Ставка CPM рекламы с вознаграждением сохранена').waitFor();
    expect(sent.at(-1)?.postDataJSON()).toEqual({ user_id: user.id, rewarded_ads_cpm_rate: 2.5 });
  });

  it("says 'Failed to get CPM multiplier!' when the rate cannot be read", async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser');
    browser.allowConsole(FAULT);
    await failing(async () => {
      await sidebarLink(page, 'Settings').click();
      await page.getByText('Failed to get CPM multiplier!').waitFor();
    });
  });

  it("saves the account's personal info from the settings page too", async () => {
    const { user, credentials } = await generatedOwner(117);
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, credentials, '/settings');
    const personal = section(page, 'personal-info');
    const phone = personal.getByRole('textbox', { name: 'Phone' });
    await expect.poll(() => phone.inputValue()).toBe(user.phone);
    await phone.fill('+1 415 555 0123');
    await personal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    const { access_token } = await personaToken('admin');
    expect((await apiData<{ phone: string }>(`/v1/user/${user.id}`, access_token)).phone).toBe('+1 415 555 0123');
  });

  it("lets the owner grant the analyst the events monitor, shown in the analyst's sidebar at their next sign-in; the owner's own permissions stay read-only", async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/settings');
    const access = section(page, 'access');
    await expect.poll(() => access.getByRole('combobox', { name: 'User' }).locator('option:checked').textContent()).toMatch(/analyst@demo\.test/);
    const analystBefore = await browser.newPage();
    await loginAs(analystBefore, 'analyst');
    expect(await sidebarLink(analystBefore, 'Events').count()).toBe(0);

    const events = access.getByRole('group', { name: 'Page' }).getByRole('checkbox', { name: 'Events monitor page' });
    await events.check();
    browser.allowConsole(FAULT);
    await failing(async () => {
      await access.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Backend exception').waitFor();
    });
    expect(await events.isChecked()).toBe(true);
    await access.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Permissions saved').waitFor();

    const analyst = await browser.newPage();
    await loginAs(analyst, 'analyst');
    await sidebarLink(analyst, 'Events').waitFor();

    await access.getByRole('combobox', { name: 'User' }).selectOption(String(PERSONA_IDS.advertiser.userId));
    await page.getByText('You cannot edit your own permissions.').waitFor();
    expect(await section(page, 'access').getByRole('checkbox', { name: 'Settings page' }).isDisabled()).toBe(true);
  });

  it('is clean under axe in English and Russian', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await loginAs(page, 'advertiser', '/settings');
    await section(page, 'access').waitFor();
    let violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await switchLanguage(page, 'Language', 'Русский');
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await section(page, 'access').waitFor();
    violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
