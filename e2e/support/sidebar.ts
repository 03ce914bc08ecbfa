import type { Locator, Page } from 'playwright-core';

/** The sidebar's main navigation landmark, in either language. */
export const mainNavigation = (page: Page): Locator => page.getByRole('navigation', { name: /^(Main navigation|Основная навигация)$/ });

/** The main navigation's own list of entries (the administration links are a list of their own after it). */
const mainEntries = (page: Page): Locator => mainNavigation(page).getByRole('list').first();

/** A main navigation entry the session may follow, by its name. */
export const sidebarLink = (page: Page, name: string): Locator => mainEntries(page).getByRole('link', { name, exact: true });

/** The names of the main navigation's own entries, in order. */
export const sidebarEntries = (page: Page): Promise<string[]> => mainEntries(page).locator(':scope > li').allInnerTexts();
