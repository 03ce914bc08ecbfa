import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, STORAGE_KEYS } from '../src/auth/tokenStore';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { mockAdmin } from './support/mockAdmin';
import { expectEvery } from '../src/test/expectations';

/**
 * Waits until the stored access token is within the refresh margin, so the app's next /v1 call must
 * refresh it first (tokens that live 12 s get there 2 s after login).
 */
const refreshDue = (page: Page) =>
  page.waitForFunction(
    ({ key, margin }) => Number(localStorage.getItem(key)) - Date.now() <= margin,
    { key: STORAGE_KEYS.expiresAt, margin: REFRESH_MARGIN_MS },
    { polling: 100 },
  );

describe('token refresh', () => {
  const browser = useBrowser();
  afterAll(() => mockAdmin.settings({ tokenTtl: 3600 }));

  it('refreshes an access token close to expiry transparently while navigating', async () => {
    // Tokens that live 12 s are within the 10 s refresh margin 2 s after login.
    await mockAdmin.settings({ tokenTtl: 12 });
    const page = await browser.newPage();
    const refreshes: number[] = [];
    page.on('response', (response) => response.url().endsWith('/v1/oauth/refresh') && refreshes.push(response.status()));
    await loginAs(page, 'advertiser');
    const before = await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'));
    await refreshDue(page);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/oauth/refresh'));
    const listed = page.waitForResponse((response) => response.url().endsWith('/v1/campaign/list/v2'));
    await page.getByRole('button', { name: 'Next' }).click(); // next list page: a new /v1 call
    expect((await refreshed).status()).toBe(200);
    expect((await listed).status()).toBe(200);
    await page.waitForURL(/page=1/); // the second page: pages are zero-based (spec 1 §2)
    await page.locator('tbody tr').first().waitFor();

    // A refreshed 12 s token is due again at once (its lifetime counts 10 s less), so on a slow
    // machine the page's own first calls may already have refreshed once: every refresh succeeds.
    expect(refreshes.length).toBeGreaterThan(0);
    expectEvery(refreshes, (status) => status === 200);
    expect(new URL(page.url()).pathname).toBe('/campaigns');
    const after = await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('logs out when the refresh token is refused', async () => {
    await mockAdmin.settings({ tokenTtl: 12 });
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    // The same page's own refresh token is taken on the same click, so the refusal below is the forged token's doing.
    await refreshDue(page);
    const taken = page.waitForResponse((response) => response.url().endsWith('/v1/oauth/refresh'));
    const listed = page.waitForResponse((response) => response.url().endsWith('/v1/campaign/list/v2'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await taken).status()).toBe(200);
    expect((await listed).status()).toBe(200);
    await page.waitForURL(/page=1/);
    await page.locator('tbody tr').first().waitFor();
    await page.evaluate(() => localStorage.setItem('REFRESH_DSP_AUTH_TOKEN', 'replayed-or-forged'));
    browser.allowConsole(/status of 401 \(Unauthorized\)/); // the refusal this test provokes
    await refreshDue(page);
    const refused = page.waitForResponse((response) => response.url().endsWith('/v1/oauth/refresh'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await refused).status()).toBe(401);
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'))).toBeNull();
  });
});
