import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { sidebarLink } from './support/sidebar';

const switchTo = async (page: Page, current: string, target: string) => {
  await page.getByRole('combobox', { name: current }).first().selectOption({ label: target });
};

describe('language switch', () => {
  const browser = useBrowser();

  it('switches the sign-in page to Russian and back, and remembers the choice', async () => {
    const page = await browser.newPage();
    await page.goto('/auth/login');
    await switchTo(page, 'Language', 'Русский');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    await switchTo(page, 'Язык', 'English');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('switches the signed-in shell to Russian and back', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await sidebarLink(page, 'Campaigns').waitFor();
    await switchTo(page, 'Language', 'Русский');
    await sidebarLink(page, 'Кампании').waitFor();
    await page.getByRole('columnheader', { name: 'Название' }).waitFor();
    expect(await sidebarLink(page, 'Campaigns').count()).toBe(0);
    await switchTo(page, 'Язык', 'English');
    await sidebarLink(page, 'Campaigns').waitFor();
  });
});
