import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, storedToken } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';
import { BASE_URL } from './support/env';
import { mockAdmin, v1 } from './support/mockAdmin';
import { allowedRoutes, appRoutes, forbiddenRoutes, urlOf } from './support/routes';

const XSS_PROBE = '<img src=x onerror=window.__xss=1>';

/** Records CSP violations from the first script on, for every page the test opens. */
const watchCsp = async (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** The e2e build carries a Stripe test key (scripts/e2e.mjs), which adds Stripe's hosts to the policy. */
const STRIPE = (process.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '').trim() !== '';

/**
 * The policy the preview must send (vite.config.ts): written out here rather than imported, so that a
 * changed constant fails this test until someone has looked at what the change allows.
 */
const EXPECTED_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Stripe.js's script, frames and API host only in a build with a Stripe key (scripts/e2e.mjs sets one).
  'script-src': ["'self'", ...(STRIPE ? ['https://js.stripe.com'] : [])],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", ...(STRIPE ? ['https://api.stripe.com'] : [])],
  ...(STRIPE ? { 'frame-src': ["'self'", 'https://js.stripe.com'] } : {}),
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** A policy header as directive → sources; a directive given twice would be a mistake, so it throws. */
const directivesOf = (policy: string): Record<string, string[]> => {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';').map((text) => text.trim()).filter(Boolean)) {
    const [name = '', ...sources] = part.split(/\s+/);
    if (name in directives) throw new Error(`${name} appears twice in the policy`);
    directives[name] = sources;
  }
  return directives;
};

describe('content security policy', () => {
  const browser = useBrowser();

  it('is sent by the production preview exactly as written here, directive by directive', async () => {
    const response = await fetch(`${BASE_URL}/auth/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directivesOf(csp)).toEqual(EXPECTED_POLICY);
    // What the policy must never allow, whatever is added to it later.
    const scriptSrc = directivesOf(csp)['script-src'] ?? [];
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain('data:');
    expect(scriptSrc).not.toContain('blob:');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets media and workers come from blob: URLs, and nothing else from anywhere but the app', async () => {
    const page = await browser.newPage();
    await watchCsp(page);
    await page.goto('/auth/login');
    await page.locator('h1').waitFor();
    // A blob: worker runs, as an export written off the main thread will.
    const fromWorker = await page.evaluate(async () => {
      const url = URL.createObjectURL(new Blob(['postMessage(6 * 7)'], { type: 'text/javascript' }));
      const worker = new Worker(url);
      return new Promise<unknown>((resolve, reject) => {
        worker.addEventListener('message', (event) => resolve(event.data));
        worker.addEventListener('error', () => reject(new Error('the blob: worker was refused')));
      });
    });
    expect(fromWorker).toBe(42);
    // A blob: sound plays its metadata, as an uploaded file's preview will: a WAV of 0.1 s of silence.
    const duration = await page.evaluate(async () => {
      const samples = 800;
      const wav = new DataView(new ArrayBuffer(44 + samples));
      const text = (at: number, value: string) => [...value].forEach((char, i) => wav.setUint8(at + i, char.charCodeAt(0)));
      text(0, 'RIFF');
      wav.setUint32(4, 36 + samples, true);
      text(8, 'WAVEfmt ');
      wav.setUint32(16, 16, true);
      wav.setUint16(20, 1, true); // PCM
      wav.setUint16(22, 1, true); // mono
      wav.setUint32(24, 8000, true); // samples per second
      wav.setUint32(28, 8000, true); // bytes per second
      wav.setUint16(32, 1, true); // block align
      wav.setUint16(34, 8, true); // bits per sample
      text(36, 'data');
      wav.setUint32(40, samples, true);
      for (let i = 0; i < samples; i += 1) wav.setUint8(44 + i, 128);
      const audio = new Audio(URL.createObjectURL(new Blob([wav.buffer], { type: 'audio/wav' })));
      return new Promise<number>((resolve, reject) => {
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)));
      });
    });
    expect(duration).toBeCloseTo(0.1, 2);
    expect(await cspViolations(page)).toEqual([]);

    // Neither may come from data: URLs, and a blob: URL is still no script.
    browser.allowConsole(
      /^Creating a worker from 'data:text\/javascript,postMessage\(1\)' violates the following Content Security Policy directive: "worker-src 'self' blob:"/,
      // The policy names Stripe's script host too in a build with a Stripe key.
      /^Loading the script 'blob:[^']+' violates the following Content Security Policy directive: "script-src 'self'( https:\/\/js\.stripe\.com)?"/,
    );
    const refused = await page.evaluate(async () => {
      const workerRefused = await new Promise<boolean>((resolve) => {
        try {
          const worker = new Worker('data:text/javascript,postMessage(1)');
          worker.addEventListener('message', () => resolve(false));
          worker.addEventListener('error', () => resolve(true));
        } catch {
          resolve(true);
        }
      });
      const script = document.createElement('script');
      script.src = URL.createObjectURL(new Blob(['window.__blobScript = 1'], { type: 'text/javascript' }));
      const scriptRefused = await new Promise<boolean>((resolve) => {
        script.addEventListener('error', () => resolve(true));
        script.addEventListener('load', () => resolve(false));
        document.body.append(script);
      });
      return { workerRefused, scriptRefused };
    });
    expect(refused).toEqual({ workerRefused: true, scriptRefused: true });
    await expect
      .poll(() => cspViolations(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^worker-src data/), expect.stringMatching(/^script-src(-elem)? blob/)]));
  });

  it('reports no violation on any route, signed out or as the admin', async () => {
    const page = await browser.newPage();
    await watchCsp(page);
    for (const route of appRoutes().filter((r) => r.anonymous)) {
      await page.goto(urlOf(route.path));
      await page.locator('h1').first().waitFor();
      expect(await cspViolations(page), route.path).toEqual([]);
    }
    await loginAs(page, 'admin');
    for (const path of allowedRoutes('admin')) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page), path).toEqual([]);
    }
  });

  it('blocks an injected inline script', async () => {
    const page = await browser.newPage();
    await watchCsp(page);
    await page.goto('/auth/login');
    await page.locator('h1').waitFor();
    browser.allowConsole(/^Executing inline script violates the following Content Security Policy directive 'script-src 'self'( https:\/\/js\.stripe\.com)?'/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.body.appendChild(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    expect((await cspViolations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
  });
});

describe('hostile data is shown as text', () => {
  const browser = useBrowser();

  it('renders account and campaign names holding markup as text, running none of it', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'admin');
    // The "/" shortcut exists once the admin's permissions are known, as the account block shows.
    await page.getByRole('button', { name: /Switch account$/ }).waitFor();
    await page.keyboard.press('/');
    await page.getByLabel('Search accounts and campaigns').fill('<img');
    await page.getByRole('dialog').getByText(XSS_PROBE).first().waitFor();
    // The campaign probe lives in another account: choosing it switches there and opens it.
    await page.getByRole('dialog').getByRole('list', { name: 'Campaigns' }).getByRole('button').first().click();
    // The switch reloads what the open page shows for the new account before it navigates: on a loaded
    // machine that has taken more than the default 10 s.
    await page.waitForURL(/\/campaign\/edit\/\d+/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: XSS_PROBE }).waitFor();
    await page.goto('/campaigns?name=%3Cimg');
    await page.getByRole('link', { name: XSS_PROBE }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});

describe('hostile URLs from data', () => {
  const browser = useBrowser();

  it('never offers a javascript: link from the white-label', async () => {
    const page = await browser.newPage();
    await page.route('**/v1/whitelabel/info', async (route) => {
      const original = (await (await route.fetch()).json()) as { type: unknown; data: Record<string, unknown> };
      const data = { ...original.data, term_of_service_url: 'javascript:window.__xss=1', help_url: 'javascript:window.__xss=1' };
      await route.fulfill({ json: { ...original, data } });
    });
    await page.goto('/auth/signup');
    await page.getByRole('checkbox', { name: /I agree with the/ }).waitFor();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    await loginAs(page, 'advertiser');
    await page.goto('/profile-whitelabel');
    await page.getByText('Primary colour').waitFor();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Terms of service' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

describe('authorization', () => {
  const browser = useBrowser();

  it.each(['advertiser', 'analyst'] as const)('refuses %s every route it lacks the permission for', async (persona) => {
    const forbidden = forbiddenRoutes(persona);
    expect(forbidden.length).toBeGreaterThan(0);
    const page = await browser.newPage();
    await loginAs(page, persona);
    // The persona's own campaign list opens the same way, so each denial below is the permission's doing.
    await page.goto('/campaigns');
    await page.locator('tbody a').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Access denied' }).count()).toBe(0);
    for (const path of forbidden) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
  });

  it('has the mock refuse the same calls made directly with each token', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    const advertiser = (await storedToken(page)) ?? '';
    const analystPage = await browser.newPage();
    await loginAs(analystPage, 'analyst');
    const analyst = (await storedToken(analystPage)) ?? '';
    const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const adminPage = await browser.newPage();
    await loginAs(adminPage, 'admin');
    const admin = (await storedToken(adminPage)) ?? '';

    // Each call is first taken from a token that may make it (the administrator's, the campaign owner's,
    // any signed-in one), each change undone, so every refusal below is the token's doing.
    expect((await v1('/v1/whitelabel/search', { ...json({ name: '' }), token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/whitelabel/audit', { token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/space/balance/2003', { token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/user/switch/2003', { method: 'POST', token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/user/switch/2001', { method: 'POST', token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/campaign/archive/toggle', { method: 'POST', body: '1000001', token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/campaign/archive/toggle', { method: 'POST', body: '1000001', token: admin })).body.type.code).toBe(0);
    expect((await v1('/v1/campaign/pause', { method: 'POST', body: '1000004', token: advertiser })).body.type.code).toBe(0);
    expect((await v1('/v1/campaign/run', { method: 'POST', body: '1000004', token: advertiser })).body.type.code).toBe(0);
    expect((await v1('/v1/user/permissions', { token: advertiser })).body.type.code).toBe(0);

    expect((await v1('/v1/whitelabel/search', { ...json({ name: '' }), token: advertiser })).body.type.code).toBe(3);
    expect((await v1('/v1/whitelabel/audit', { token: advertiser })).body.type.code).toBe(3);
    expect((await v1('/v1/space/balance/2003', { token: advertiser })).body.type.code).toBe(3);
    expect((await v1('/v1/user/switch/2003', { method: 'POST', token: advertiser })).body.type.code).toBe(3);
    expect((await v1('/v1/campaign/archive/toggle', { method: 'POST', body: '1000001', token: advertiser })).body.type.code).toBe(3);
    expect((await v1('/v1/campaign/pause', { method: 'POST', body: '1000004', token: analyst })).body.type.code).toBe(3);
    const anonymous = await v1('/v1/user/permissions');
    expect([anonymous.status, anonymous.body.type.code]).toEqual([401, 401]);
  });

  it("gives the analyst a campaign list without spend: neither in the answer the page receives nor as a column", async () => {
    const page = await browser.newPage();
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/campaign/list/v2');
    await loginAs(page, 'analyst');
    const body = (await (await answer).json()) as { data: { data: Record<string, unknown>[] } };
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const row of body.data.data) {
      for (const field of ['spent', 'today_spent', 'budget_spent', 'daily_budget_spent', 'cpm', 'cpc', 'conversions', 'report_data']) {
        expect(row).not.toHaveProperty(field);
      }
    }
    await page.locator('tbody a').first().waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(headers).not.toContain('Spend');
    expect(headers).not.toContain('Conversions');
    expect(await page.locator('tbody').innerText()).not.toMatch(/CPM|CPC|CPA|CVR/);
  });
});

describe('sessions', () => {
  const browser = useBrowser();
  // A password is reset below: give later files the seed.
  afterAll(() => mockAdmin.reset());

  it('leaves no token in either storage after logout, and Back shows no signed-in data', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    const token = (await storedToken(page)) ?? '';
    await page.getByRole('button', { name: 'Sam Carter' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    // Logout ended the sign-in on the server too: a copy of the token no longer works.
    const replay = await v1('/v1/user/permissions', { token });
    expect([replay.status, replay.body.type.code]).toEqual([401, 401]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/DSP_AUTH_TOKEN|REFRESH_DSP_AUTH_TOKEN|DSP_USER|DSP_SELECTED_SPACE/);
    await page.goBack();
    await page.waitForURL('**/auth/login');
    expect(await page.locator('tbody a').count()).toBe(0);
  });

  it('refuses a replayed refresh token', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    const refresh = (await page.evaluate(() => localStorage.getItem('REFRESH_DSP_AUTH_TOKEN'))) ?? '';
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `refresh_token=${refresh}` };
    expect((await v1('/v1/oauth/refresh', form)).body.type.code).toBe(0);
    const replay = await v1('/v1/oauth/refresh', form);
    expect(replay.status).toBe(401);
    expect(replay.body.type.code).toBe(5);
  });

  it('signs the other tab out when the password is changed in one, and keeps that one signed in', async () => {
    // The account the reset test below uses: its password is changed and then changed back.
    const account = { email: 'grace.okafor@harborlane.example', password: 'Account#2026' };
    const changing = await browser.newPage();
    await loginAs(changing, account);
    const other = await browser.newPage();
    await loginAs(other, account);
    const token = (await storedToken(changing)) ?? '';
    const change = (currentPassword: string, newPassword: string) =>
      v1('/v1/user/change-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ currentPassword, newPassword, repeat: newPassword }),
      });
    expect((await change(account.password, 'Changed#Here2026')).body.type.code).toBe(0);
    browser.allowConsole(serverAnswered(401));
    await other.reload();
    await other.waitForURL('**/auth/login');
    expect(await storedToken(other)).toBeNull();
    // The tab that changed it is still signed in: its token is still taken.
    expect((await v1('/v1/user/permissions', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await change('Changed#Here2026', account.password)).body.type.code).toBe(0);
  });

  it('signs every other browser out when the password is reset', async () => {
    // A seeded account of its own, so the personas' sessions in this file are untouched; the seed
    // (its password) comes back for later files.
    const account = { email: 'grace.okafor@harborlane.example', password: 'Account#2026' };
    const other = await browser.newPage();
    await loginAs(other, account);
    const json = { 'Content-Type': 'application/json' };
    expect((await v1('/v1/user/reset-password/init', { method: 'POST', headers: json, body: JSON.stringify({ email: account.email }) })).body.type.code).toBe(0);
    const [mail] = await mockAdmin.mailbox(account.email);
    const key = /\/auth\/reset-password\/([0-9a-f]+)$/.exec(mail?.link ?? '')?.[1] ?? '';
    const body = JSON.stringify({ key, newPassword: 'Brand#New2026' });
    expect((await v1('/v1/user/reset-password/finish', { method: 'POST', headers: json, body })).body.type.code).toBe(0);
    // The other browser's next call is refused, and the app takes it to the sign-in page.
    browser.allowConsole(serverAnswered(401));
    await other.reload();
    await other.waitForURL('**/auth/login');
    expect(await storedToken(other)).toBeNull();
  });

  it('tells a person who guessed too often to wait, even with the right password', async () => {
    const account = { email: 'grace.okafor@harborlane.example', password: 'Account#2026' };
    const page = await browser.newPage();
    browser.allowConsole(serverAnswered(400), serverAnswered(429));
    try {
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(account.email);
      const password = page.locator('input[name="password"]');
      const error = page.getByTestId('login-error');
      const signIn = async () => {
        const answered = page.waitForResponse((response) => response.url().endsWith('/v1/oauth/token'));
        await page.getByRole('button', { name: 'Sign in' }).click();
        return (await answered).status();
      };
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await password.fill(`Wrong#${attempt}x`);
        expect(await signIn()).toBe(400);
        await error.waitFor();
      }
      expect(await error.innerText()).toContain('the username or password you entered is not quite right');
      await password.fill(account.password);
      expect(await signIn()).toBe(429);
      await page.getByText('Too many attempts. Please wait a moment and try again.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/login');
    } finally {
      await mockAdmin.clearThrottles();
    }
  });
});
