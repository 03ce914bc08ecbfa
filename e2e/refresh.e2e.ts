import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { mockAdmin } from './support/mockAdmin';

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
    await page.waitForTimeout(2500);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/oauth/refresh'));
    const listed = page.waitForResponse((response) => response.url().endsWith('/v1/campaign/list/v2'));
    await page.getByRole('button', { name: 'Next' }).click(); // next list page: a new /v1 call
    await refreshed;
    expect((await listed).status()).toBe(200);
    await page.waitForURL(/page=1/); // the second page: pages are zero-based (spec 1 §2)
    await page.locator('tbody tr').first().waitFor();

    expect(refreshes).toEqual([200]);
    expect(new URL(page.url()).pathname).toBe('/campaigns');
    const after = await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('logs out when the refresh token is refused', async () => {
    await mockAdmin.settings({ tokenTtl: 12 });
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.evaluate(() => localStorage.setItem('REFRESH_DSP_AUTH_TOKEN', 'replayed-or-forged'));
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'))).toBeNull();
  });
});
