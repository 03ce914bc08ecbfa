import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS, GEO_COUNTRY_PATH, fileCachePath } from '../src/api/contract';
import { WHITELABELS } from '../mock-server/seed/facts';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { firstOwnCampaign } from './support/campaigns';
import { BASE_URL } from './support/env';
import { mockAdmin } from './support/mockAdmin';

/** The app's address on another host name of the loopback (Chromium sends every *.localhost there). */
const onHost = (host: string, path: string): string => {
  const url = new URL(path, BASE_URL);
  url.hostname = host;
  return url.toString();
};

/** What a visitor sees of the branding: the title, the logo and the main button's colour. */
const branding = async (page: Page) => {
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  const logo = page.getByTestId('company-logo');
  return {
    title: await page.title(),
    logo: await logo.getAttribute('src'),
    logoName: await logo.getAttribute('alt'),
    button: await page.getByRole('button', { name: 'Sign in' }).evaluate((element) => getComputedStyle(element).backgroundColor),
  };
};

/** Where the default client's page keeps the countries (src/data/persistentDictionary.ts). */
const STORED_COUNTRIES_KEY = 'DSP_DICTIONARY:dsp:any:countries';

interface CountryAnswer {
  status: number;
  ifNoneMatch: string | null;
}

/** Every answer to the country list the page gets, with the version it asked to confirm. */
const watchCountryAnswers = (page: Page): CountryAnswer[] => {
  const answers: CountryAnswer[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== GEO_COUNTRY_PATH) return;
    answers.push({ status: response.status(), ifNoneMatch: await response.request().headerValue('if-none-match') });
  });
  return answers;
};

describe("the host's first label names the white-label client", () => {
  const browser = useBrowser();

  it('ng.localhost shows the ng branding; localhost, www and an unknown client show the default, with no error', async () => {
    const page = await browser.newPage();
    await page.goto(onHost('ng.localhost', '/auth/login'));
    const ng = await branding(page);
    expect(ng).toEqual({ title: WHITELABELS.ng.name, logo: fileCachePath(WHITELABELS.ng.logoFileId), logoName: WHITELABELS.ng.name, button: 'rgb(0, 135, 81)' });

    const expectedDefault = { title: WHITELABELS.dsp.name, logo: fileCachePath(WHITELABELS.dsp.logoFileId), logoName: WHITELABELS.dsp.name };
    for (const host of ['localhost', 'www.localhost', 'mars.localhost']) {
      await page.goto(onHost(host, '/auth/login'));
      const shown = await branding(page);
      expect(shown, host).toMatchObject(expectedDefault);
      expect(shown.button, host).not.toBe(ng.button);
    }
  });

  it("a signed-in user on ng.localhost gets what the ng client offers (Voice Reward Ads), and not on localhost", async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser', onHost('ng.localhost', '/campaigns'));
    expect(await page.title()).toBe(WHITELABELS.ng.name);
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Voice Reward Ads/ }).waitFor();

    const other = await browser.newPage();
    await loginAs(other, 'advertiser', onHost('localhost', '/campaigns'));
    expect(await other.title()).toBe(WHITELABELS.dsp.name);
    await other.getByRole('button', { name: 'Add campaign' }).click();
    const dialog = other.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Awareness/ }).waitFor();
    expect(await dialog.getByRole('button', { name: /^Voice Reward Ads/ }).count()).toBe(0);
  });
});

describe('the countries are kept across reloads', () => {
  const browser = useBrowser();

  it("a reload of the editor asks only whether its stored countries still hold (304), never for the whole list", async () => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const page = await browser.newPage();
    const answers = watchCountryAnswers(page);
    await loginAs(page, 'advertiser', `/campaign/edit/${draft.id}?tab=basicInfo`);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.waitFor();
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toEqual({ status: 200, ifNoneMatch: null });
    // The answer arrives before the field re-renders with the name it brings.
    await expect.poll(() => country.inputValue()).toMatch(/^[A-Z][a-z]/);
    const named = await country.inputValue();

    answers.length = 0;
    await page.reload();
    await country.waitFor();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await expect.poll(() => country.inputValue()).toBe(named);
    expect(answers.map(({ status }) => status)).toEqual([304]);
    expect(answers[0]?.ifNoneMatch).toMatch(/^"[\w-]+"$/);
  });

  it('a reload after the server changed its countries gets the new list once, and keeps it', async () => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const page = await browser.newPage();
    const answers = watchCountryAnswers(page);
    await loginAs(page, 'advertiser', `/campaign/edit/${draft.id}?tab=basicInfo`);
    await expect.poll(() => answers.length).toBe(1);
    await mockAdmin.settings({ dictionaryEdition: 2 });
    try {
      answers.length = 0;
      await page.reload();
      const country = page.getByRole('combobox', { name: 'Country' });
      await country.waitFor();
      await expect.poll(() => answers.length).toBe(1);
      expect(answers[0]).toMatchObject({ status: 200, ifNoneMatch: expect.stringMatching(/^"/) });
      // The new edition renamed the list's first country: the stored copy is now that one.
      const stored = await page.evaluate((key) => localStorage.getItem(key), STORED_COUNTRIES_KEY);
      expect(stored).toContain(' (edition 2)"');
    } finally {
      await mockAdmin.settings({ dictionaryEdition: 1 });
    }
  });
});
