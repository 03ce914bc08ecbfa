import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PERSONAS } from '../mock-server/personas';
import { loginAs } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';
import { mockAdmin } from './support/mockAdmin';
import { sidebarLink } from './support/sidebar';

/** What Chromium logs for each answer the mock's fault switch turns into a 500. */
const SERVER_FAILED = serverAnswered(500);

/**
 * Waits until the list shows rows ('data') or an error whose retry is ready, and then clicks that retry
 * ('retried') in the same turn of the page's event loop. A retry seen by one call and clicked by the
 * next could be gone in between (a refetch already started by a query mounting, or a re-render), and
 * the click would then wait for a button that may never come back. A button once clicked is marked,
 * so the same one is never clicked twice: the next retry is a new button, rendered when it fails again.
 */
const settleOrRetry = (page: Page): Promise<string> =>
  page
    .waitForFunction(
      (label) => {
        if (document.querySelector('tbody a')) return 'data';
        const retry = [...document.querySelectorAll<HTMLButtonElement>('button:not([data-e2e-clicked])')].find(
          (button) => button.textContent?.trim() === label && !button.disabled && button.checkVisibility(),
        );
        if (!retry) return false;
        retry.dataset.e2eClicked = 'yes';
        retry.click();
        return 'retried';
      },
      'Try again',
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>);

describe('faults: nothing lost', () => {
  const browser = useBrowser();
  afterEach(() => mockAdmin.settings({ failRate: 0, latencyMs: 0 }));

  it('with half the calls failing, the list ends with its data or an error with a retry, never blank', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    browser.allowConsole(SERVER_FAILED);
    await mockAdmin.settings({ failRate: 0.5 });
    await page.goto('/campaigns?pageSize=5');
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 8 && outcomes.at(-1) !== 'data'; attempt += 1) {
      outcomes.push(await settleOrRetry(page));
    }
    expect(outcomes.at(-1), outcomes.join(' → ')).toBe('data');
    expect(await page.locator('tbody a').count()).toBeGreaterThan(0);
  });

  it('with a slow server shows the progress bar, and a double-clicked sign-in sends one request', async () => {
    const page = await browser.newPage();
    let tokenCalls = 0;
    page.on('request', (request) => request.url().endsWith('/v1/oauth/token') && (tokenCalls += 1));
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(PERSONAS.advertiser.email);
    await page.locator('input[name="password"]').fill(PERSONAS.advertiser.password);
    await mockAdmin.settings({ latencyMs: 3000 });
    await page.getByRole('button', { name: 'Sign in' }).dblclick();
    await page.waitForURL('**/campaigns', { timeout: 20_000 });
    await page.getByTestId('request-progress').waitFor({ timeout: 15_000 });
    expect(tokenCalls).toBe(1);
  });

  it('keeps every typed value when a save fails, shows one error, and succeeds once the fault is off', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/signup');
    await page.getByLabel('Company name').fill('Faulty Media');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Okoro');
    await page.getByLabel('Email').fill('ada.okoro@faulty.example');
    await page.getByLabel('Phone number').fill('2348099999999');
    await page.getByLabel('Country').click();
    await page.getByRole('option', { name: 'Nigeria' }).click();
    await page.getByRole('checkbox', { name: /I agree with the/ }).check();
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    browser.allowConsole(SERVER_FAILED);
    await mockAdmin.settings({ failRate: 1 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('signup-error').waitFor();
    expect(await page.getByTestId('signup-error').innerText()).toBe('Backend exception');
    expect(await page.getByText('Backend exception').count()).toBe(1);
    expect(await page.getByLabel('Company name').inputValue()).toBe('Faulty Media');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada.okoro@faulty.example');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('2348099999999');
    await mockAdmin.settings({ failRate: 0 });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('signup-success').waitFor();
  });

  it('recovers without a reload when the server comes back (connections refused meanwhile)', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    // The mock restarting looks like this to the browser: every /v1 connection refused.
    browser.allowConsole(/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/);
    await page.route('**/v1/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Next' }).click();
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor({ timeout: 15_000 });
    await page.unroute('**/v1/**');
    await retry.click();
    await page.locator('tbody a').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaigns');
  });

  it('shows an error boundary for a page that throws while rendering, and the shell keeps working', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    // A malformed answer (an object where a name belongs, the rest of the record missing) makes the
    // campaign page throw while rendering; React reports the error its boundary caught: the editor
    // reading a part the answer lacks, or an object rendered as a child (production error #31).
    browser.allowConsole(/^(Error: Minified React error #31;.*object%20with%20keys%20%7Bunexpected%7D|TypeError: Cannot read properties of undefined)/);
    await page.route('**/v1/campaign/1000001', (route) =>
      route.fulfill({ json: { type: { code: 0, message: 'OK' }, data: { id: 1000001, name: { unexpected: true }, status_key: 3 } } }),
    );
    await page.goto('/campaign/edit/1000001');
    await page.getByRole('heading', { name: 'Something went wrong' }).or(page.getByText('Something went wrong')).first().waitFor();
    await sidebarLink(page, 'Campaigns').click();
    await page.locator('tbody a').first().waitFor();
  });
});
