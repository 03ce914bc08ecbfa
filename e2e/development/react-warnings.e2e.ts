import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS } from '../../src/api/contract';
import { SECTIONS } from '../../plugins/campaign-editor/sections/sections';
import { loginAs } from '../support/auth';
import { useBrowser } from '../support/browser';
import { firstOwnCampaign, newAudioDraft } from '../support/campaigns';
import { allowedRoutes, appRoutes, urlOf } from '../support/routes';
import { settle } from '../support/settle';

/**
 * Issue 9 §3: a React warning on any route fails the suite. The other end-to-end files run the
 * production build, whose React prints no warnings; this one runs against a development build
 * (scripts/e2e.mjs), where React, MUI and the translator say what they find. useBrowser fails a test
 * on any console error or warning, so each test only has to bring its page about and let it settle.
 */
const ANONYMOUS = appRoutes().filter((route) => route.anonymous).map((route) => urlOf(route.path));
/** Every editor tab of the registry, once each (targeting has two sections: standard and voice). */
const EDITOR_TABS = [...new Set(SECTIONS.map((section) => section.tab))];

describe("React's development build", () => {
  const browser = useBrowser();

  const signedIn = async (persona?: 'admin' | 'advertiser'): Promise<Page> => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    if (persona) await loginAs(page, persona);
    return page;
  };
  const open = async (url: string, persona?: 'admin' | 'advertiser'): Promise<Page> => {
    const page = await signedIn(persona);
    await page.goto(url);
    return page;
  };

  it('is what this suite runs against', async () => {
    // A production build would pass every test below without looking: the page must have loaded
    // React's development code, which carries the warnings' texts.
    const page = await open('/auth/login');
    await settle(page);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')),
    );
    const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(sources.some((source) => source.includes('does not recognize the'))).toBe(true);
  });

  it.each(ANONYMOUS)('warns of nothing on %s, signed out', async (url) => {
    await settle(await open(url));
  });

  it.each(allowedRoutes('admin'))("warns of nothing on %s, as the administrator", async (url) => {
    await settle(await open(url, 'admin'));
  });

  it.each(allowedRoutes('advertiser'))("warns of nothing on %s, as the advertiser", async (url) => {
    await settle(await open(url, 'advertiser'));
  });

  const walkTabs = async (campaignId: number) => {
    const page = await signedIn('admin');
    for (const tab of EDITOR_TABS) {
      await page.goto(`/campaign/edit/${campaignId}?tab=${tab}`);
      await settle(page);
    }
  };

  it('warns of nothing on any tab of a draft, as the administrator (who sees every tab)', async () => {
    await walkTabs((await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft])).id);
  });

  it('warns of nothing on any tab of an audio campaign', async () => {
    await walkTabs((await newAudioDraft('advertiser', 'Development build audio tabs')).id);
  });
});
