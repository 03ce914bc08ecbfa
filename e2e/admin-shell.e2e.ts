import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { WhitelabelInfo } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { v1 } from './support/mockAdmin';
import { sidebarEntries } from './support/sidebar';

const SIDEBAR_KEY = 'DSP_ADMIN_SIDEBAR';
const sidebarState = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), SIDEBAR_KEY);
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

const openAsAdmin = async (page: Page, path: string, title: string) => {
  await loginAs(page, 'admin', path);
  await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
};

describe('administrator shell', () => {
  const browser = useBrowser();

  it('frames every admin page with its title, the five links and Go To Platform', async () => {
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/accounts', 'Accounts');
    const links = adminNav(page).getByRole('link');
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual(['/admin/customization', '/admin/accounts', '/admin/payments', '/admin/campaigns', '/admin/moderation']);
    expect(await adminNav(page).getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('page');

    await adminNav(page).getByRole('link', { name: /^Moderation/ }).click();
    await page.waitForURL('**/admin/moderation');
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    // Outside react-admin's layout: no main sidebar, no balance.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Go To Platform' }).click();
    await page.waitForURL('**/campaigns');
    await page.locator('tbody tr').first().waitFor();
  });

  it('titles the page in Russian too', async () => {
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/customization', 'Customization');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Русский' });
    await page.getByRole('heading', { name: 'Оформление', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Перейти на платформу' }).waitFor();
    await page.getByRole('combobox', { name: 'Язык' }).selectOption({ label: 'English' });
    await page.getByRole('heading', { name: 'Customization', level: 1 }).waitFor();
  });

  it('keeps the sidebar collapsed or open for the session, as CLOSE / OPEN, across a reload', async () => {
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/payments', 'Payments');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect(await sidebarState(page)).toBe('CLOSE');
    await page.reload();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expand.waitFor();
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    // Icons only, yet every link keeps its name.
    await adminNav(page).getByRole('link', { name: 'Payments' }).waitFor();
    expect(await adminNav(page).getByText('Payments', { exact: true }).count()).toBe(0);

    await expand.click();
    expect(await sidebarState(page)).toBe('OPEN');
    await page.reload();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await adminNav(page).getByText('Payments', { exact: true }).waitFor();
  });

  it('links the terms of service and "powered by" from the white-label, in a new tab', async () => {
    const { body } = await v1('/v1/whitelabel/info');
    const info = body.data as WhitelabelInfo;
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/campaigns', 'Campaigns');
    const footer = page.getByRole('contentinfo');
    const terms = footer.getByRole('link', { name: 'Terms of service' });
    await terms.waitFor();
    expect(await terms.getAttribute('href')).toBe(info.term_of_service_url);
    const poweredBy = footer.getByRole('link', { name: `Powered by ${info.name}` });
    expect(await poweredBy.getAttribute('href')).toBe(info.help_url);
    expect(await poweredBy.getAttribute('target')).toBe('_blank');
    expect(await poweredBy.getAttribute('rel')).toBe('noopener noreferrer');
  });

  for (const persona of ['advertiser', 'analyst'] as const) {
    it(`turns the ${persona} typing an admin URL away: Access denied inside their own shell, not the administration's`, async () => {
      const page = await browser.newPage();
      // The administrator opens the same URL, so the denial below is the persona's doing.
      await loginAs(page, 'admin', '/admin/accounts');
      await page.getByRole('heading', { name: 'Accounts', exact: true }).first().waitFor();
      await loginAs(page, persona);
      // The same shell around a page the persona may open, then around the refusal.
      const ownMenu = await sidebarEntries(page);
      expect(ownMenu.length).toBeGreaterThan(0);
      await page.goto('/admin/accounts');
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      await expect.poll(() => sidebarEntries(page)).toEqual(ownMenu);
      expect(await page.getByRole('link', { name: 'Go To Platform' }).count()).toBe(0);
      expect(await adminNav(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Accounts', exact: true }).count()).toBe(0);
    });
  }

  it('sends a signed-out visitor of an admin page to the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/moderation');
    await page.waitForURL('**/auth/login');
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await browser.newPage();
    await openAsAdmin(page, '/admin/accounts', 'Accounts');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
