import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/auth';
import { useBrowser, type BrowserHandle } from './support/browser';
import { mockAdmin } from './support/mockAdmin';

/** Tokens live 30 s: a refresh is due every 10 s (the margin is 10 s, and a refreshed lifetime 10 s shorter). */
const TOKEN_TTL_S = 30;
/** Long enough for six refreshes or so, each by whichever tab reloads when the token is due. */
const RELOADING_MS = 70_000;
const RELOAD_EVERY_MS = 2_000;
/**
 * Whose turn it is at each step: the first tab, the second, then both at once. The steps alone make a
 * tab find tokens the other refreshed; the steps together make both need a refresh at the same moment
 * (refresh tokens are single-use: without a browser-wide lock one of the two is refused). A refresh is
 * due every fifth step, so over the run it falls on each kind of step.
 */
const TURNS = [[0], [1], [0, 1]] as const;

const isRefresh = (url: string) => new URL(url).pathname === '/v1/oauth/refresh';

/** What a signed-in tab lives through: the status of each refresh it sends, each address it shows. */
const watch = (page: Page) => {
  const seen = { refreshes: [] as number[], paths: [] as string[] };
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && isRefresh(response.url())) seen.refreshes.push(response.status());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.paths.push(new URL(frame.url()).pathname);
  });
  return seen;
};

const campaignRows = async (page: Page) => {
  await page.getByRole('heading', { name: 'Campaigns' }).first().waitFor();
  await page.locator('tbody tr').first().waitFor();
  return page.locator('tbody tr').count();
};

/** Waits for the tab to settle on the campaign rows or on the sign-in form, and answers its path. */
const settledPath = async (page: Page) => {
  await page.locator('tbody tr').or(page.getByRole('button', { name: 'Sign in' })).first().waitFor();
  return new URL(page.url()).pathname;
};

/** A mark only this document carries: still there means the tab reached its state without loading again. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
const isSameDocument = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.getAttribute('data-same-document'))) === 'yes';

/**
 * Two tabs of one browser (one context: one localStorage), both signed in to /campaigns, and what each
 * lives through from then on. The first tab's script errors fail the test through useBrowser; the
 * second's are collected here.
 */
const openTwoTabs = async (browser: BrowserHandle) => {
  const first = await browser.newPage();
  const second = await first.context().newPage();
  const errors: string[] = [];
  second.on('pageerror', (error) => errors.push(error.message));
  await loginAs(first, 'advertiser');
  await second.goto('/campaigns');
  expect(await campaignRows(first)).toBeGreaterThan(0);
  expect(await campaignRows(second)).toBeGreaterThan(0);
  return { tabs: [first, second] as const, seen: [watch(first), watch(second)], errors };
};

const logOutFromMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Sam Carter' }).click(); // the advertiser's seeded name
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/auth/login');
};

describe('two tabs share one session', () => {
  const browser = useBrowser();
  let ttlBefore = 3600;
  beforeAll(async () => {
    ttlBefore = (await mockAdmin.settings({})).tokenTtl;
  });
  afterAll(() => mockAdmin.settings({ tokenTtl: ttlBefore }));

  it(
    'keeps both tabs signed in through 70 s of reloads, in turn and together, with 30 s tokens: no refresh is refused',
    async () => {
      await mockAdmin.settings({ tokenTtl: TOKEN_TTL_S });
      const { tabs, seen, errors } = await openTwoTabs(browser);

      // The cadence is the point of this test (tabs reloading while tokens expire), so this loop is
      // timed; every wait for a page inside it is on the page's own state.
      const started = Date.now();
      for (let step = 0; Date.now() - started < RELOADING_MS; step += 1) {
        const stepStarted = Date.now();
        const turn = TURNS[step % TURNS.length]!.map((index) => tabs[index]!);
        await Promise.all(turn.map((tab) => tab.reload()));
        for (const tab of turn) {
          const refreshes = JSON.stringify(seen.map(({ refreshes }) => refreshes));
          expect(await settledPath(tab), `step ${step}, refresh statuses per tab ${refreshes}`).toBe('/campaigns');
        }
        const rest = RELOAD_EVERY_MS - (Date.now() - stepStarted);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }

      const refreshes = seen.flatMap((tab) => tab.refreshes);
      // 70 s with a refresh due every 10 s: several refreshes happened. Which tab sends one is the
      // lock's choice: a tab that finds the other's refresh in the rotation ledger sends none, so
      // one tab may have sent them all.
      expect(refreshes.length).toBeGreaterThanOrEqual(5);
      expect(refreshes.every((status) => status === 200)).toBe(true);
      expect(seen.flatMap((tab) => tab.paths)).not.toContain('/auth/login');
      for (const tab of tabs) {
        expect(new URL(tab.url()).pathname).toBe('/campaigns');
        expect(await campaignRows(tab)).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it('signs the other tab out at once when one logs out, and lets it in again on its next navigation after a sign-in', async () => {
    const { tabs, errors } = await openTwoTabs(browser);
    const [first, second] = tabs;
    await markDocument(second);

    await logOutFromMenu(first);
    // The second tab does nothing itself: it follows the shared storage.
    await second.waitForURL('**/auth/login');
    await second.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await isSameDocument(second)).toBe(true);

    await loginAs(first, 'advertiser');
    // Back to the page it was sent away from, inside the same document: the new session works there.
    await second.goBack();
    await second.waitForURL('**/campaigns');
    expect(await campaignRows(second)).toBeGreaterThan(0);
    expect(await isSameDocument(second)).toBe(true);

    // And that tab follows the next sign-out again, rather than staying ended from the first one.
    await logOutFromMenu(first);
    await second.waitForURL('**/auth/login');
    expect(await isSameDocument(second)).toBe(true);
    expect(errors).toEqual([]);
  });
});
