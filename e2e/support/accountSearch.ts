import type { Page } from 'playwright-core';

/**
 * The administrator switches into an account through the search ('/'), as the shell offers it: types
 * `query`, chooses the first account whose button starts with `account`, and waits for the top bar's
 * marker (`acting`, in the page's language). The switch asks the server, reloads the permissions and
 * every cached answer before the page moves; on a loaded two-core machine that has taken more than
 * the default 10 s, so the marker gets 30 s (a wait on a condition, so a quick switch costs nothing).
 */
export const switchBySearch = async (page: Page, { query, account, acting }: { query: string; account: string; acting: string }): Promise<void> => {
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('textbox').fill(query);
  await page.getByRole('dialog').getByRole('button').filter({ hasText: account }).first().click();
  await page.getByText(acting).waitFor({ timeout: 30_000 });
};
