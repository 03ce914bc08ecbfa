import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { appRoutes, urlOf } from './support/routes';

/**
 * Issue 5 §3: axe-core on every route the admin persona can reach, in both languages, with zero
 * serious or critical violations. The routes come from the plugin manifests (support/routes.ts), so
 * a new plugin route is covered as soon as it is declared.
 */
const ROUTES = appRoutes();

/** Waits for the page's main content (its level-one heading) and for its data requests to settle. */
const settle = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('request-progress').waitFor({ state: 'detached' });
  // Transitions still running (fades, collapses) are waited for by seriousViolations itself.
};

/** The page's serious and critical violations, described with the URL and language for the report. */
const audit = async (page: Page, url: string, language: 'en' | 'ru'): Promise<string[]> => {
  await settle(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const violations = await seriousViolations(page);
  return violations.length ? [`${url} in ${language}:\n${describeViolations(violations)}`] : [];
};

/** Switches to Russian the way a user does: the language switch every shell and sign-in page shows. */
const switchToRussian = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
  // The switch's own label is translated once the Russian messages have been applied.
  await page.getByRole('combobox', { name: 'Язык' }).first().waitFor();
};

describe('accessibility of every route the admin can reach', () => {
  const browser = useBrowser();

  it('covers every route of the plugin manifests', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it.each(ROUTES)('$path has no serious or critical violations in English and Russian', async ({ path, anonymous }) => {
    const url = urlOf(path);
    const page = await browser.newPage();
    if (!anonymous) await loginAs(page, 'admin');
    await page.goto(url);
    const english = await audit(page, url, 'en');
    await switchToRussian(page);
    // Both languages before asserting, so one run reports everything a route has to fix.
    const found = [...english, ...(await audit(page, url, 'ru'))];
    expect(found, found.join('\n')).toEqual([]);
  });
});
