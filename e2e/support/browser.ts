import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { BASE_URL } from './env';

/** Flags that keep Debian's Chromium quiet on this closed network (TOOLCHAIN.md). */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserHandle {
  /** A fresh, isolated page (own cookies and storage) for one test. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
}

/**
 * One Chromium per test file; each test gets its own context so no session leaks
 * between tests. Pages that log an uncaught error fail the test that opened them.
 */
export const useBrowser = (): BrowserHandle => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // Playwright gives every launch a fresh, empty profile of its own.
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors.splice(0);
    if (errors.length) throw new Error(`The page threw:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height } });
      contexts.push(context);
      // Fail fast: nothing in this app should take 10 s to appear on localhost.
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
};
