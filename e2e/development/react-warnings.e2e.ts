import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PersonaName } from '../../mock-server/personas';
import { CAMPAIGN_STATUS } from '../../src/api/contract';
import { SECTIONS } from '../../plugins/campaign-editor/sections/sections';
import { loginAs } from '../support/auth';
import { useBrowser } from '../support/browser';
import { DEVELOPMENT_BASE_URL } from '../support/env';
import { firstOwnCampaign, newAudioDraft } from '../support/campaigns';
import { mainHeading, waitForRoute } from '../support/routeHeadings';
import { allowedAppRoutes, appRoutes, urlOf } from '../support/routes';
import { requestedDuring } from '../support/requested';
import { settle, settleRequests } from '../support/settle';

/**
 * A React warning on any route fails the suite. The other end-to-end files run the production build,
 * whose React prints no warnings; this one runs against a development build's preview
 * (scripts/e2e.mjs), where React, MUI and the translator say what they find. useBrowser fails a test
 * on any console error or warning; each test waits for what its page shows once it has rendered (the
 * route's heading, the tab's section), so a page that failed to load fails rather than passes quietly.
 */
const routeRows = (routes: { path: string }[]): [string, string][] => routes.map((route) => [urlOf(route.path), route.path]);
const ANONYMOUS = routeRows(appRoutes().filter((route) => route.anonymous));
/** Every editor tab of the registry (targeting has two sections: standard and voice). */
const EDITOR_TABS = [...new Set(SECTIONS.map((section) => section.tab))];

describe("React's development build", () => {
  const browser = useBrowser({ baseUrl: DEVELOPMENT_BASE_URL });

  /**
   * One page per persona for the whole file, signed in once: every visit below is a document of its
   * own, so the page brings nothing to the next visit but its session (a sign-in per test would load
   * the campaign list once more each time).
   */
  const sessions = new Map<PersonaName, Promise<Page>>();
  const sessionOf = (persona: PersonaName): Promise<Page> => {
    const known = sessions.get(persona);
    if (known) return known;
    const opened = (async () => {
      const page = await browser.keptPage({ width: 1400, height: 1000 });
      await loginAs(page, persona);
      return page;
    })();
    // A failed sign-in fails its test; the next test tries again.
    opened.catch(() => sessions.delete(persona));
    sessions.set(persona, opened);
    return opened;
  };

  const visit = async (page: Page, url: string, path: string) => {
    await page.goto(url);
    await waitForRoute(page, path);
    await settleRequests(page);
  };

  it('is what this suite runs against', async () => {
    // A production build would pass every test below without looking: the page must have loaded
    // React's development code, which carries the warnings' texts.
    const page = await browser.newPage();
    const { urls } = await requestedDuring(page, async () => {
      await page.goto('/auth/login');
      await settle(page);
    });
    const scripts = urls.filter((name) => new URL(name).pathname.endsWith('.js'));
    const sources = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(sources.some((source) => source.includes('does not recognize the'))).toBe(true);
  });

  // Signed out: a page of its own each (a visit may leave a session behind, as confirming a sign-up does).
  it.each(ANONYMOUS)('shows %s, signed out, and warns of nothing', async (url, path) => {
    await visit(await browser.newPage({ width: 1400, height: 1000 }), url, path);
  });

  it.each(routeRows(allowedAppRoutes('admin')))('shows %s to the administrator and warns of nothing', async (url, path) => {
    await visit(await sessionOf('admin'), url, path);
  });

  it.each(routeRows(allowedAppRoutes('advertiser')))('shows %s to the advertiser and warns of nothing', async (url, path) => {
    await visit(await sessionOf('advertiser'), url, path);
  });

  const tree = (page: Page) => page.getByRole('navigation', { name: 'Campaign sections' });

  /** The two campaigns whose tabs are walked: between them they offer every tab (an audio campaign has its own). */
  const draft = () => firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
  let audio: Promise<{ id: number; name: string }> | undefined;
  const audioDraft = () => (audio ??= newAudioDraft('advertiser', 'Development build audio tabs'));

  /** Opens the campaign in the editor and answers the tabs its tree offers. */
  const tabsOf = async (page: Page, { id, name }: { id: number; name: string }): Promise<string[]> => {
    await page.goto(`/campaign/edit/${id}`);
    await mainHeading(page, name).waitFor();
    await tree(page).locator('[data-tab]').first().waitFor();
    return tree(page).locator('[data-tab]').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-tab') ?? ''));
  };

  /** Opens every tab the campaign's tree offers, each a document of its own, and waits for its section. */
  const walkTabs = async (campaign: { id: number; name: string }) => {
    const page = await sessionOf('admin');
    const tabs = await tabsOf(page, campaign);
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      await page.goto(`/campaign/edit/${campaign.id}?tab=${tab}`);
      // The tree marks the tab asked for as the one shown (a tab the campaign lacks would show another),
      // and the main area is the section of that name (the first: a section may head a part of itself
      // with its own name).
      const entry = tree(page).locator(`[data-tab="${tab}"][aria-current="page"]`);
      await entry.waitFor();
      const label = (await entry.locator('.MuiListItemText-primary').innerText()).trim();
      await page.getByRole('main').getByRole('region', { name: label, exact: true }).first().waitFor();
      await settleRequests(page);
    }
  };

  it('offers every tab of the editor between the two campaigns walked below', async () => {
    const page = await sessionOf('admin');
    const offered = new Set([...(await tabsOf(page, await draft())), ...(await tabsOf(page, await audioDraft()))]);
    expect([...offered].sort()).toEqual([...EDITOR_TABS].sort());
  });

  it('warns of nothing on any tab of a draft, as the administrator (who sees every tab)', async () => {
    await walkTabs(await draft());
  });

  it('warns of nothing on any tab of an audio campaign', async () => {
    await walkTabs(await audioDraft());
  });
});
