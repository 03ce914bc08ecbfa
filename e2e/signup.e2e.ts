import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAnswered, useBrowser } from './support/browser';

const fillValidForm = async (page: Page, email: string) => {
  await page.getByLabel('Company name').fill('Northwind Media');
  await page.getByLabel('First name').fill('Olu');
  await page.getByLabel('Last name').fill('Bello');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('2348012345678');
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Nigeria' }).click();
  await page.getByRole('checkbox', { name: /I agree with the/ }).check();
};

describe('sign-up', () => {
  const browser = useBrowser();

  it('keeps submit disabled until every rule passes and the human check is done', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/signup');
    const submit = page.getByRole('button', { name: 'Create account' });
    expect(await submit.isDisabled()).toBe(true);
    // Currency defaults to USD.
    expect(await page.getByLabel('Currency').innerText()).toContain('USD');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('First name').fill('Olu');
    await page.getByLabel('First name').fill('');
    await page.getByText('Please type valid email address.').waitFor();
    await page.getByText('Field is required.').first().waitFor();

    await fillValidForm(page, 'olu.bello@northwind.example');
    expect(await submit.isDisabled()).toBe(true); // not yet verified as human
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await page.getByRole('checkbox', { name: /I agree with the/ }).uncheck();
    await expect.poll(() => submit.isDisabled()).toBe(true);
  });

  it('registers, then says what happens next', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/signup');
    await fillValidForm(page, 'new.advertiser@northwind.example');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const success = page.getByTestId('signup-success');
    await success.waitFor();
    expect(await success.innerText()).toContain('new.advertiser@northwind.example');
  });

  it('shows the server message for an existing email and keeps every typed value', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/signup');
    await fillValidForm(page, 'advertiser@demo.test');
    browser.allowConsole(serverAnswered(400)); // the email already taken
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const error = page.getByTestId('signup-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Email already exist');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Northwind Media');
    expect(await page.getByLabel('First name').inputValue()).toBe('Olu');
    expect(await page.getByLabel('Email').inputValue()).toBe('advertiser@demo.test');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('2348012345678');
    expect(await page.getByLabel('Country').innerText()).toContain('Nigeria');
  });
});
