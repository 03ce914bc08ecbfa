import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/auth';
import { useBrowser, type BrowserHandle } from './support/browser';
import { mockAdmin } from './support/mockAdmin';

/** Tokens live 30 s: a refresh is due 20 s after a sign-in, then every 10 s (the margin is 10 s, and a refreshed lifetime 10 s shorter). */
const TOKEN_TTL_S = 30;
/**
 * How far the tabs' clock moves before each step. The app decides on a refresh by its own clock, so
 * the tabs live through a minute of token time in twelve steps, however long each takes here; off
 * the 10 s grid so no step falls on the very moment a token comes due. A refresh is due at steps 3,
 * 5, 7, 9 and 11 (at 22, 33, 44, 55 and 66 s).
 */
const STEP_MS = 5_500;
const STEPS = 12;
const DUE_REFRESHES = 5;
/**
 * Whose turn it is at each step: the first tab, the second, then both at once. The steps alone make a
 * tab find tokens the other refreshed; the steps together make both need a refresh at the same moment
 * (refresh tokens are single-use: without a browser-wide lock one of the two is refused). A refresh is
 * due every second step from the fourth on, so it falls on each kind of step (and twice on both at once).
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
const openTwoTabs = async (browser: BrowserHandle, given?: Page) => {
  const first = given ?? (await browser.newPage());
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
    'keeps both tabs signed in through a minute of reloads, in turn and together, with 30 s tokens: one refresh when due, none refused',
    async () => {
      await mockAdmin.settings({ tokenTtl: TOKEN_TTL_S });
      const first = await browser.newPage();
      // One clock for both tabs (they share the context; the support installed it at the mock's now),
      // running on between the steps. The server's own expiry is on the mock's clock, which never runs
      // ahead of the tabs' clock: a token the tabs still trust has not expired there either.
      const clock = first.context().clock;
      const { tabs, seen, errors } = await openTwoTabs(browser, first);

      for (let step = 0; step < STEPS; step += 1) {
        await clock.fastForward(STEP_MS);
        const turn = TURNS[step % TURNS.length]!.map((index) => tabs[index]!);
        await Promise.all(turn.map((tab) => tab.reload()));
        for (const tab of turn) {
          const refreshes = JSON.stringify(seen.map(({ refreshes }) => refreshes));
          expect(await settledPath(tab), `step ${step}, refresh statuses per tab ${refreshes}`).toBe('/campaigns');
        }
      }

      // One refresh each time one was due, whichever tab sent it: a tab that finds the other's refresh
      // in the rotation ledger sends none, so one tab may have sent them all. Two tabs refreshing at
      // once would send two, and one of them would be refused.
      const refreshes = seen.flatMap((tab) => tab.refreshes);
      expect(refreshes).toEqual(Array.from({ length: DUE_REFRESHES }, () => 200));
      expect(seen.flatMap((tab) => tab.paths)).not.toContain('/auth/login');
      for (const tab of tabs) {
        expect(new URL(tab.url()).pathname).toBe('/campaigns');
        expect(await campaignRows(tab)).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
    },
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
