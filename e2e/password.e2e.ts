import { afterAll, describe, expect, it } from 'vitest';
import { loginWithForm } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';
import { mockAdmin } from './support/mockAdmin';

const ACCOUNT = { email: 'grace.okafor@harborlane.example', password: 'Account#2026' };

describe('forgot and reset password', () => {
  const browser = useBrowser();
  // The flow changes a seeded password and uses up a registration token: give later files the seed.
  afterAll(() => mockAdmin.reset());

  it('sends the reset email, enforces the password rules, changes the password and logs in with it', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(ACCOUNT.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('email-sent').waitFor();
    expect(await page.getByTestId('email-sent').innerText()).toContain('Email sent.');

    const [mail] = await mockAdmin.mailbox(ACCOUNT.email);
    expect(mail?.link).toMatch(/\/auth\/reset-password\/[a-z0-9]+$/);
    await page.goto(new URL(mail?.link ?? '').pathname);

    const submit = page.getByRole('button', { name: 'Change password' });
    const password = page.locator('input[name="newPassword"]');
    const confirm = page.locator('input[name="confirmPassword"]');
    await password.fill('short');
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await password.fill('longenough1!');
    await page.getByText('Password must contain an uppercase letter.').waitFor();
    await password.fill('Longenough!');
    await page.getByText('Password must contain a digit.').waitFor();
    await password.fill('Longenough1');
    await page.getByText('Password must contain a symbol.').waitFor();
    await password.fill('Brand#New2026');
    await confirm.fill('Brand#New2027');
    await page.getByText('Passwords do not match').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    // The server also refuses the account holder's own name (a 400).
    browser.allowConsole(serverAnswered(400));
    await password.fill('Grace#2026x');
    await confirm.fill('Grace#2026x');
    await submit.click();
    await page.getByTestId('reset-error').waitFor();
    expect(await password.inputValue()).toBe('Grace#2026x');

    await password.fill('Brand#New2026');
    await confirm.fill('Brand#New2026');
    await submit.click();
    await page.getByText('Password changed. Login into your account now.').waitFor();
    await page.waitForURL('**/auth/login');

    await loginWithForm(page, { email: ACCOUNT.email, password: 'Brand#New2026' });
  });

  it('shows the server message for an unknown reset key', async () => {
    const page = await browser.newPage();
    browser.allowConsole(serverAnswered(400)); // the refused key
    await page.goto('/auth/reset-password/0000000000000000000000000000');
    await page.locator('input[name="newPassword"]').fill('Brand#New2026');
    await page.locator('input[name="confirmPassword"]').fill('Brand#New2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('reset-error').waitFor();
    expect(await page.getByTestId('reset-error').innerText()).toBe('Token is invalid');
  });
});

describe('confirm registration', () => {
  const browser = useBrowser();

  it.each([
    ['expired-demo-registration-token-0001', 'Token expired'],
    ['NOT_A_TOKEN', 'Token invalid'],
  ])('shows the token problem for %s', async (token, message) => {
    const page = await browser.newPage();
    // The same page opens a valid registration's form (reading it spends nothing), so the problem below is the token's doing.
    await page.goto('/auth/confirm-registration/valid-demo-registration-token-0002');
    await page.getByText(/Set a password for/).waitFor();
    browser.allowConsole(serverAnswered(400)); // the refused token
    await page.goto(`/auth/confirm-registration/${token}`);
    await page.getByTestId('token-error').waitFor();
    expect(await page.getByTestId('token-error').innerText()).toBe(message);
  });

  it('returns to login for an unknown token', async () => {
    const page = await browser.newPage();
    browser.allowConsole(serverAnswered(404)); // no such registration
    await page.goto('/auth/confirm-registration/unknown-registration-token-9999');
    await page.waitForURL('**/auth/login');
  });

  it('sets the password of a valid registration, refusing the registrant names', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/confirm-registration/valid-demo-registration-token-0002');
    await page.getByText(/Set a password for/).waitFor();
    await page.locator('input[name="password"]').fill('Finish#2026');
    await page.locator('input[name="confirmPassword"]').fill('Finish#2026');
    await page.getByRole('button', { name: 'Finish registration' }).click();
    await page.waitForURL('**/auth/login');
  });
});
