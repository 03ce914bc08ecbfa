import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OAUTH_TOKEN_PATH, type CampaignRecord, type TokenData } from '../src/api/contract';
import { PERSONAS } from '../mock-server/personas';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { mockAdmin, mockNow, v1 } from './support/mockAdmin';

/** The mock's now when the file starts: the run is pinned to one day (scripts/e2e.mjs), so the file stays in it. */
const NOW = await mockNow();

/** A calendar day `days` from now (UTC): far enough ahead to be after today in any campaign timezone. */
const dayFromNow = (days: number): string => new Date(NOW + days * 86_400_000).toISOString().slice(0, 10);

/** From the list: Add campaign, then the type's card in the Campaign Type modal (spec 1 §2). */
const newCampaign = async (page: Page, type: 'Awareness' | 'Consideration' | 'Conversion') => {
  await loginAs(page, 'advertiser');
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${type}`) }).click();
  await page.waitForURL(/\/campaign\/create\?.*tab=basicInfo/);
  await page.getByLabel('Campaign name').waitFor();
};

/** The advertiser's token, as an API client gets it. */
const advertiserToken = async (): Promise<string> => {
  const { email, password } = PERSONAS.advertiser;
  const { body } = await v1(OAUTH_TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return (body.data as TokenData).access_token;
};

/** One named 300x250 banner on the stored campaign (PUT /v1/campaign with its version). */
const addBanner = async (id: string) => {
  const token = await advertiserToken();
  const { body } = await v1(`/v1/campaign/${id}`, { token });
  const record = body.data as CampaignRecord;
  const banner = { width: 300, height: 250, type_key: 1, key: 106, file_id: 9106, url: '/v1/file/cache/9106', creative_name: 'e2e_banner_300x250', creative_serving_decision: null };
  const saved = await v1('/v1/campaign', {
    method: 'PUT',
    token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...record, visuals: { ...record.visuals, banners: [banner] } }),
  });
  expect(saved.status, JSON.stringify(saved.body.type)).toBe(200);
};

const card = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

const chooseCountry = async (page: Page, name: string) => {
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the country' });
  await dialog.getByText('cannot be changed later').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => country.isDisabled()).toBe(true);
};

describe('campaign editor: basic info', () => {
  const browser = useBrowser();

  it('saves a new conversion campaign with its website promotion, and shows it again after a reload', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await newCampaign(page, 'Conversion');
    const name = `Basic info e2e ${Date.now()}`;
    await page.getByLabel('Campaign name').fill(name);
    await chooseCountry(page, 'Nigeria');

    // The start reads Immediately until a day is chosen.
    expect(await page.getByLabel('Start date').getAttribute('placeholder')).toBe('Immediately');
    // Focused, the input becomes the browser's date picker.
    await page.getByLabel('Start date').click();
    await page.getByLabel('Start date').fill(dayFromNow(3));
    await page.getByLabel('End date').click();
    await page.getByLabel('End date').fill(dayFromNow(30));
    await page.getByLabel('Daily budget').fill('25');

    // A product URL with utm parameters is refused under the field, and nothing is saved.
    await page.getByLabel('Product URL').fill('https://shop.example.com/?utm_source=news');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Remove the utm_source, utm_medium and utm_campaign parameters').waitFor();
    expect(page.url()).toContain('/campaign/create');
    await page.getByLabel('Product URL').fill('https://shop.example.com/spring');

    expect(await card(page, 'Web standard conversion').getAttribute('aria-checked')).toBe('true');
    await card(page, 'Website custom event').click();
    await page.getByLabel('Click URL').fill('https://shop.example.com/spring?ref=dsp');
    await page.getByLabel('Custom action name').fill('newsletter_signup');
    const events = page.locator('.ra-input').filter({ has: page.getByText('Secondary events', { exact: true }) });
    for (const event of ['add_to_cart', 'checkout']) {
      await events.getByRole('button', { name: 'Add' }).click();
      await events.getByLabel('Event name').last().fill(event);
    }

    await page.getByLabel('Manual optimization').check();
    await page.getByText('Your bid for a thousand conversions.').waitFor();
    await page.getByLabel('Your bid').fill('1.5');
    const devices = page.locator('.ra-input').filter({ has: page.getByText('Test devices', { exact: true }) });
    await devices.getByRole('button', { name: 'Add' }).click();
    await devices.getByLabel('Device ID').fill('device-e2e-1');

    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/campaign') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: /^Save/ }).click();
    const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name,
      country: 'NG',
      timezone_offset_seconds: 3600,
      budget: 25,
      product_url: 'https://shop.example.com/spring',
      manual_cpx: true,
      user_cpx: 1.5,
      test_devices: ['device-e2e-1'],
      bidding_strategy: {
        type: 'conversion',
        goal: 'website_custom_event',
        click_url: 'https://shop.example.com/spring?ref=dsp',
        app_promotion: null,
        website_promotion: { custom_action_name: 'newsletter_signup', secondary_events: ['add_to_cart', 'checkout'] },
      },
    });
    // Save moves on to the next tab of the stored campaign; its basic info, read again from the server:
    // Calendar days in Nigeria's time (UTC+1): the start at its first instant, the end at its last.
    expect(Date.parse(String(body.campaign_start_at))).toBe(Date.parse(`${dayFromNow(3)}T00:00:00+01:00`));
    const end = Date.parse(String(body.campaign_end_at));
    expect(end).toBeGreaterThanOrEqual(Date.parse(`${dayFromNow(30)}T23:59:59+01:00`));
    expect(end).toBeLessThan(Date.parse(`${dayFromNow(31)}T00:00:00+01:00`));
    await page.waitForURL(/\/campaign\/edit\/\d+/);
    await page.goto(`${new URL(page.url()).pathname}?tab=basicInfo`);
    await expect.poll(() => page.getByLabel('Campaign name').inputValue()).toBe(name);
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('Nigeria');
    expect(await page.getByRole('combobox', { name: 'Country' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Start date').inputValue()).toBe(dayFromNow(3));
    expect(await page.getByLabel('Custom action name').inputValue()).toBe('newsletter_signup');
    expect(await card(page, 'Website custom event').getAttribute('aria-checked')).toBe('true');
  });

  it('publishes a consideration campaign whose app the store lookup found, then locks its name', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await newCampaign(page, 'Consideration');
    await page.getByLabel('Campaign name').fill(`App installs e2e ${Date.now()}`);
    await chooseCountry(page, 'Nigeria');
    await page.getByLabel('Daily budget').fill('40');
    await card(page, 'App installs').click();
    await page.getByLabel('Click URL').fill('https://apps.example.com/example');

    await page.getByRole('combobox', { name: 'App platform' }).click();
    await page.getByRole('option', { name: 'Android' }).click();
    await page.getByLabel('Bundle ID').fill('com.example.app');
    await page.getByText('Example App by Example Labs').waitFor();
    await expect.poll(() => page.getByLabel('App name').inputValue()).toBe('Example App');
    await page.getByRole('combobox', { name: 'Mobile measurement partner' }).click();
    await page.getByRole('option', { name: 'Adjust' }).click();

    // Publishing needs a creative, and uploads have suites of their own: save, then give the stored
    // campaign a banner through the API, and publish from basic info.
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.waitForURL(/\/campaign\/edit\/\d+/);
    const id = /\/campaign\/edit\/(\d+)/.exec(page.url())?.[1] ?? '';
    await addBanner(id);
    await page.goto(`/campaign/edit/${id}?tab=basicInfo`);
    await expect.poll(() => page.getByLabel('App name').inputValue()).toBe('Example App');

    const published = page.waitForResponse((response) => response.url().endsWith('/v1/campaign/saveAndPublish'));
    await page.getByRole('button', { name: 'Publish' }).click();
    const answer = await published;
    expect(answer.ok(), await answer.text()).toBe(true);
    expect(answer.request().postDataJSON()).toMatchObject({
      bidding_strategy: {
        type: 'consideration',
        goal: 'app_installs',
        app_promotion: { app_platform_type: 'android', bundle_id: 'com.example.app', mmp: 'adjust', app_name: 'Example App' },
        website_promotion: null,
      },
    });
    // In moderation the campaign is known by its name: the form reloads with it locked.
    await expect.poll(() => page.getByLabel('Campaign name').isDisabled()).toBe(true);
    expect(await page.getByLabel('Bundle ID').isDisabled()).toBe(true);
  });

  it("shows the store's message for an unknown app, and publishing lists the app fields it needs", async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    browser.allowConsole(serverAnswered(400));
    await newCampaign(page, 'Consideration');
    await card(page, 'App installs').click();
    await page.getByRole('combobox', { name: 'App platform' }).click();
    await page.getByRole('option', { name: 'iOS' }).click();
    await page.getByLabel('Bundle ID').fill('com.example.app');
    await page.getByText('App does not exist in the app store').waitFor();
    expect(await page.getByLabel('App name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Publish' }).click();
    // Country, budget, click URL and the measurement partner block publishing; nothing is sent.
    await page.getByText('Only positive numbers allowed.').first().waitFor();
    expect(await page.getByText('Field is required.').count()).toBeGreaterThanOrEqual(3);
    expect(page.url()).toContain('/campaign/create');
  });

  it('opens a running campaign with its name and country locked, its performance shown, and nothing to save', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.getByLabel('Status').selectOption({ label: 'Running' });
    await page.locator('tbody tr').first().getByText('Running', { exact: true }).waitFor();
    await page.locator('tbody a').first().click();
    await page.waitForURL(/\/campaign\/edit\/\d+/);
    await page.getByTestId('performance-card').getByText('CTR').waitFor();
    await expect.poll(() => page.getByLabel('Campaign name').isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Country' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).not.toBe('');
    // Opening changed nothing (an app promotion's lookup included): Cancel leaves without asking.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/campaigns/);
    expect(await page.getByRole('dialog', { name: 'Unsaved changes' }).count()).toBe(0);
  });

  it('has no serious accessibility violation with both promotions open, in English and in Russian', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await newCampaign(page, 'Conversion');
    await card(page, 'Website custom event').click();
    await page.getByLabel('Manual optimization').check();
    const english = await seriousViolations(page);
    expect(english, describeViolations(english)).toEqual([]);

    // The language first: switching it re-creates the form (the shell's concern), so the choices come after.
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await card(page, 'Вовлечение').click();
    await page.getByRole('heading', { name: 'Продвижение приложения' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const russian = await seriousViolations(page);
    expect(russian, describeViolations(russian)).toEqual([]);
  });

  it('keeps a Voice Reward Ads campaign audio when its type is switched away and back (audio enabled)', async () => {
    await mockAdmin.settings({ whitelabel: 'ng' });
    try {
      const page = await browser.newPage();
      await loginAs(page, 'advertiser');
      await page.getByRole('button', { name: 'Add campaign' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Voice Reward Ads/ }).click();
      await page.waitForURL(/\/campaign\/create\?.*tab=basicInfo/);
      await card(page, 'Voice Reward Ads').waitFor();
      expect(await card(page, 'Voice Reward Ads').getAttribute('aria-checked')).toBe('true');
      await card(page, 'Awareness').click();
      await expect.poll(() => card(page, 'Awareness').getAttribute('aria-checked')).toBe('true');
      // Still an audio campaign: its card stays, and the advanced tab (not for audio) does not appear.
      expect(await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('button', { name: 'Attribution' }).count()).toBe(0);
      await card(page, 'Voice Reward Ads').click();
      await expect.poll(() => card(page, 'Voice Reward Ads').getAttribute('aria-checked')).toBe('true');
    } finally {
      await mockAdmin.settings({ whitelabel: 'dsp' });
    }
  });
});
