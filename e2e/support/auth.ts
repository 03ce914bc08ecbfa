import type { Page } from 'playwright-core';
import { PERSONAS, type PersonaName } from '../../src/api/contract';

export const loginAs = async (page: Page, persona: PersonaName | { email: string; password: string }) => {
  const { email, password } = typeof persona === 'string' ? PERSONAS[persona] : persona;
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/campaigns**');
};

/** Reads the tokens the app stored, for direct /v1 calls in the same session. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('DSP_AUTH_TOKEN'));
