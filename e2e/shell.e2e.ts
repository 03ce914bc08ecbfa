import { afterEach, describe, expect, it } from 'vitest';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { mockAdmin, mockNow, mockToday } from './support/mockAdmin';
import { mainNavigation, sidebarEntries, sidebarLink } from './support/sidebar';
import { switchBySearch } from './support/accountSearch';

const ALL_ENTRIES = ['My profile', 'Campaigns', 'Telco', 'Audience', 'Events', 'Transactions', 'Reports', 'Billing', 'Traffic discovery', 'Settings'];

describe('application shell', () => {
  const browser = useBrowser();
  afterEach(() => mockAdmin.settings({ latencyMs: 0, failRate: 0 }));

  it.each([
    ['advertiser', [...ALL_ENTRIES, 'Help']],
    ['admin', [...ALL_ENTRIES, 'Help']],
    ['analyst', ['Campaigns', 'Reports', 'Help']],
  ] as const)('shows %s exactly its sidebar entries', async (persona, expected) => {
    const page = await browser.newPage();
    await loginAs(page, persona);
    await sidebarLink(page, 'Campaigns').waitFor();
    expect((await sidebarEntries(page)).map((text) => text.trim())).toEqual(expected);
  });

  it("runs the page on the mock's clock, not the machine's: the same today and the same time within a minute", async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const pageNow = await page.evaluate(() => Date.now());
    // The mock's clock may be pinned far from the real date (MOCK_NOW): the page follows it, not this machine.
    expect(Math.abs(pageNow - (await mockNow()))).toBeLessThan(60_000);
    expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).toBe(await mockToday());
  });

  it('greys out Billing for the account without allow_payment, and keeps it clickable elsewhere', async () => {
    const page = await browser.newPage();
    await loginAs(page, { email: 'grace.okafor@harborlane.example', password: 'Account#2026' });
    // Greyed out: no link, a disabled entry saying why.
    const billing = mainNavigation(page).getByRole('button', { name: 'Billing' });
    await billing.waitFor();
    expect(await billing.getAttribute('aria-disabled')).toBe('true');
    expect(await billing.getAttribute('href')).toBeNull();

    const other = await browser.newPage();
    await loginAs(other, 'advertiser');
    await sidebarLink(other, 'Billing').click();
    await other.waitForURL('**/payments/history');
  });

  it('shows the balance with its currency symbol and 2 decimals', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    const amount = page.getByTestId('balance-amount');
    await amount.waitFor();
    expect(await amount.innerText()).toBe('$12,480.50');
  });

  it('names the document after the white-label and shows its logo on the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/login');
    await page.getByTestId('company-logo').waitFor();
    expect(await page.title()).toBe('Adwise DSP');
    const loaded = await page.getByTestId('company-logo').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  it('shows the desktop banner below 900 px only', async () => {
    const narrow = await browser.newPage({ width: 600, height: 900 });
    await loginAs(narrow, 'advertiser');
    const banner = narrow.getByTestId('desktop-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toBe('For having best user experience, please use desktop.');
    const wide = await browser.newPage();
    await loginAs(wide, 'advertiser');
    await wide.locator('tbody tr').first().waitFor();
    expect(await wide.getByTestId('desktop-banner').count()).toBe(0);
  });

  it('shows the progress bar while a request is in flight, and clears it after', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody tr').first().waitFor();
    await mockAdmin.settings({ latencyMs: 1500 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('request-progress').waitFor();
    await page.getByTestId('request-progress').waitFor({ state: 'detached', timeout: 8000 });
  });

  it('re-fetches the balance after an account switch, and again after returning', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'admin');
    const amount = page.getByTestId('balance-amount');
    await amount.waitFor();
    const own = await amount.innerText();
    await switchBySearch(page, { query: 'Demo Advertiser', account: 'Demo Advertiser Ltd', acting: 'Acting as Demo Advertiser Ltd' });
    await expect.poll(() => amount.innerText()).toBe('$12,480.50');
    expect(own).not.toBe('$12,480.50');
    await page.getByRole('button', { name: 'Back to my account' }).click();
    await expect.poll(() => amount.innerText()).toBe(own);
  });

  it('clears the progress bar when the request fails too', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody tr').first().waitFor();
    browser.allowConsole(serverAnswered(500)); // every call failing, on purpose
    await mockAdmin.settings({ latencyMs: 1000, failRate: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('request-progress').waitFor();
    await page.getByText('Backend exception').first().waitFor();
    await page.getByTestId('request-progress').waitFor({ state: 'detached', timeout: 8000 });
  });

  it('shows the white-label profile', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'analyst');
    await page.goto('/profile-whitelabel');
    await page.getByRole('heading', { name: 'Adwise DSP', level: 1 }).waitFor();
    await page.getByText('Primary colour').waitFor();
    await page.getByRole('link', { name: 'Terms of service' }).waitFor();
  });

  it('has no serious or critical accessibility violations in the shell', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody tr').first().waitFor();
    await page.getByTestId('balance-amount').waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
