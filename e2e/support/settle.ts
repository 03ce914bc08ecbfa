import type { Page } from 'playwright-core';

/** Waits for the page's data requests to settle: no request in flight, the shell's progress bar gone. */
export const settleRequests = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.getByTestId('request-progress').waitFor({ state: 'detached' });
};

/** Waits for the page's main content (its level-one heading) and for its data requests to settle. */
export const settle = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settleRequests(page);
};

/**
 * Waits on conditions a user sees, not on a quiet network: no data request in flight (the progress
 * bar gone) and every image decoded. A page with a stored creative keeps loading previews for a while
 * under load, which made `networkidle` time out; these two conditions are what an audit needs.
 */
export const settleView = async (page: Page) => {
  await page.getByTestId('request-progress').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.readyState === 'complete' && [...document.images].every((image) => image.complete));
};
