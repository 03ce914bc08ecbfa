import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLUGINS } from '../src/app/plugins';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

/**
 * Issue 5 §3: axe-core on every route the admin persona can reach, in both languages, with zero
 * serious or critical violations. The routes come from the plugin manifests, so a new plugin route
 * is covered as soon as it is declared; a route with a parameter needs an example URL below.
 */
const EXAMPLE_URLS: Record<string, string> = {
  '/campaign/edit/:id': '/campaign/edit/1000001',
  '/campaign/create': '/campaign/create?tab=basicInfo',
  '/audience/edit/:id': '/audience/edit/1',
  '/audience/details/:id': '/audience/details/1',
  '/admin/user/details/:id': '/admin/user/details/102',
  '/admin/invoice/details/:id': '/admin/invoice/details/1',
  '/admin/moderate/user/:id': '/admin/moderate/user/102',
  '/admin/legal-entity/user/:id': '/admin/legal-entity/user/102',
  '/auth/reset-password/:key': '/auth/reset-password/somekey',
  '/auth/confirm-registration/:token': '/auth/confirm-registration/valid-demo-registration-token-0001',
};

/** Routes the core declares itself rather than through a plugin (src/app/App.tsx). */
const CORE_ROUTES = [{ path: '/notfound', anonymous: false }];

const ROUTES = [
  ...PLUGINS.flatMap((plugin) => [
    ...(plugin.resources ?? []).filter((resource) => resource.list).map((resource) => ({ path: `/${resource.name}`, anonymous: false })),
    ...(plugin.routes ?? []).map((route) => ({ path: route.path, anonymous: route.anonymous === true })),
  ]),
  ...CORE_ROUTES,
];

const urlOf = (path: string): string => {
  const url = EXAMPLE_URLS[path] ?? path;
  if (url.includes('/:')) throw new Error(`Add an example URL for ${path} to EXAMPLE_URLS in e2e/a11y.e2e.ts`);
  return url;
};

/** Waits for the page's main content (its level-one heading) and for its data requests to settle. */
const settle = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('request-progress').waitFor({ state: 'detached' });
  // MUI transitions (fades, collapses) run 225–300 ms; axe would measure their half-way colours.
  await page.waitForTimeout(400);
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
  await page.getByRole('combobox', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Русский' }).click();
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
