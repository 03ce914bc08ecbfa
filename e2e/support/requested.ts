import type { Page, Request } from 'playwright-core';

/**
 * What `action` answers and the URLs the page requested while it ran, from the browser's own requests
 * (those served from its cache included). Not the page's resource timing: every context runs on
 * Playwright's clock (support/browser.ts), whose stand-in `performance` lists no entries.
 */
export const requestedDuring = async <T>(page: Page, action: () => Promise<T>): Promise<{ result: T; urls: string[] }> => {
  const urls: string[] = [];
  const onRequest = (request: Request) => urls.push(request.url());
  page.on('request', onRequest);
  try {
    return { result: await action(), urls };
  } finally {
    page.off('request', onRequest);
  }
};
