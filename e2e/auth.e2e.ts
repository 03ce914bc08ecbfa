import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../mock-server/personas';
import { deviceTokenKey } from '../src/auth/deviceTokens';
import { loginAs, loginWithForm } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';

const LOGIN_FAILED =
  "It seems the username or password you entered is not quite right. Please check for typos and ensure your caps lock is off. If you're still having trouble, you can reset your password by clicking on the 'Forgot Password' link";

describe('sign in', () => {
  const browser = useBrowser();

  it.each(['admin', 'advertiser', 'analyst'] as const)('%s logs in and lands on /campaigns with real rows', async (persona) => {
    const page = await browser.newPage();
    await loginWithForm(page, persona);
    expect(new URL(page.url()).pathname).toBe('/campaigns');
    await page.getByRole('heading', { name: 'Campaigns' }).first().waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('REFRESH_DSP_AUTH_TOKEN'))).toBeTruthy();
  });

  it('shows the exact spec message for a wrong password and stays on the login page', async () => {
    const page = await browser.newPage();
    // The refused sign-in answers 400, which Chromium logs.
    browser.allowConsole(serverAnswered(400));
    await page.goto('/auth/login');
    // The same grant with the right password is taken from this page, so the message below is the password's doing.
    const taken = await page.evaluate(
      async ({ username, password }) =>
        (await fetch('/v1/oauth/token', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'password', username, password }) })).status,
      { username: PERSONAS.advertiser.email, password: PERSONAS.advertiser.password },
    );
    expect(taken).toBe(200);
    await page.getByLabel('Email').fill(PERSONAS.advertiser.email);
    await page.locator('input[name="password"]').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(LOGIN_FAILED);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('validates the username as an email and requires the password before calling the server', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/v1/oauth/token') && calls.push(request.url()));
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please type valid email address.').waitFor();
    await page.getByText('Field is required.').waitFor();
    expect(calls).toEqual([]);
  });

  it('links to Forgot password and Create account', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL('**/auth/signup');
  });

  // The other suites sign in through the API (support/auth.ts): that session must be the one the form leaves.
  it('leaves the same stored session as the API sign-in the other suites use', async () => {
    const stored = async (signIn: typeof loginAs) => {
      const page = await browser.newPage();
      await signIn(page, 'admin');
      await page.locator('tbody tr').first().waitFor();
      return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    };
    const byForm = await stored(loginWithForm);
    const byApi = await stored(loginAs);
    // Every login hands out its own tokens (the device token too), so only their presence can match.
    const tokenKeys = ['DSP_AUTH_TOKEN', 'REFRESH_DSP_AUTH_TOKEN', 'DSP_AUTH_TOKEN_EXPIRY', deviceTokenKey(PERSONAS.admin.email)];
    const comparable = ({ local, session }: typeof byForm) => ({
      local: Object.fromEntries(Object.entries(local).map(([key, value]) => [key, tokenKeys.includes(key) ? Boolean(value) : value])),
      session,
    });
    expect(Object.keys(byForm.local)).toEqual(expect.arrayContaining(tokenKeys));
    expect(comparable(byApi)).toEqual(comparable(byForm));
  });

  it('logs out from the user menu, leaving no token, and Back shows no signed-in page', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.getByRole('button', { name: 'Sam Carter' }).click(); // the advertiser's seeded name
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'))).toBeNull();
    await page.goBack();
    await page.waitForURL('**/auth/login');
  });
});

describe('routing', () => {
  const browser = useBrowser();

  it.each(['/campaigns', '/events', '/some/unknown/path', '/admin/accounts'])(
    'sends an anonymous visitor of %s to /auth/login',
    async (path) => {
      const page = await browser.newPage();
      await page.goto(path);
      await page.waitForURL('**/auth/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  );

  it('sends a signed-in unknown path to /campaigns, and /notfound reads "Page not found"', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.goto('/no/such/page');
    await page.waitForURL('**/campaigns');
    await page.goto('/notfound');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it.each([
    ['analyst', '/events', 'Events monitor'],
    ['analyst', '/payments/history', 'Billing and payment history'],
    ['analyst', '/profile', 'My profile'],
    ['advertiser', '/admin/accounts', 'Accounts'],
    ['advertiser', '/admin/customization', 'Customization'],
  ] as const)('refuses %s a typed URL without permission: %s', async (persona, path, pageTitle) => {
    const page = await browser.newPage();
    await loginAs(page, persona);
    // The persona's own campaign list opens, so the denial below is the permission's doing.
    await page.locator('tbody a').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('heading', { name: pageTitle, exact: true }).count()).toBe(0);
  });

  it('opens the same URLs for a persona holding the permission', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'admin');
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Events monitor', level: 1 }).waitFor();
    await page.goto('/admin/accounts');
    await page.getByRole('heading', { name: 'Accounts', exact: true, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
  });
});
