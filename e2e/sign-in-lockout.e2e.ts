import { afterAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../mock-server/personas';
import { OAUTH_TOKEN_PATH } from '../src/api/contract';
import { deviceTokenKey } from '../src/auth/deviceTokens';
import { loginWithForm } from './support/auth';
import { useBrowser } from './support/browser';
import { mockAdmin, v1 } from './support/mockAdmin';

/** A password grant from outside any browser: no device token, as a stranger guessing sends it. */
const strangerGuess = (username: string, password: string) =>
  v1(OAUTH_TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

describe("a stranger's wrong guesses do not lock the owner out", () => {
  const browser = useBrowser();
  // The account stays locked for unknown clients: later files in this slot sign in from the same address.
  afterAll(() => mockAdmin.clearThrottles());

  it("signs the owner's browser in through the form while the account refuses unknown clients", async () => {
    const { email, password } = PERSONAS.admin;
    const page = await browser.newPage();
    // The owner has signed in with this browser before, and signed out.
    await loginWithForm(page, 'admin');
    await page.getByRole('button', { name: 'Alex Morgan' }).click(); // the admin's seeded name
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), deviceTokenKey(email))).toBeTruthy();

    // Before any guess the stranger's same grant with the right password is taken, so the refusal below is the lockout's doing.
    const taken = await strangerGuess(email, password);
    expect([taken.status, taken.body.type.code]).toEqual([200, 0]);
    // A stranger guesses until the account refuses unknown clients: then even the right password is refused.
    let status = 0;
    for (let attempt = 1; attempt <= 20 && status !== 429; attempt += 1) status = (await strangerGuess(email, `Wrong#${attempt}x`)).status;
    expect(status).toBe(429);
    const refused = await strangerGuess(email, password);
    expect([refused.status, refused.body.type.code]).toEqual([429, 429]);

    // The owner's browser signs in with the form and reaches the console.
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill(password);
    const answered = page.waitForResponse((response) => response.url().endsWith(OAUTH_TOKEN_PATH));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status()).toBe(200);
    await page.waitForURL('**/campaigns**');
    await page.getByRole('heading', { name: 'Campaigns' }).first().waitFor();
    await page.locator('tbody tr').first().waitFor();
  });
});
