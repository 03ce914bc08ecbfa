import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { BASE_URL, MOCK_URL } from './env';
import { mockNow } from './mockAdmin';

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

/** Console message types that fail a test: whatever the app or the browser reports as wrong. */
const FAILING_TYPES = new Set(['error', 'warning']);

export interface BrowserHandle {
  /** A fresh, isolated page (own cookies and storage) for one test. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  /**
   * A page whose context lasts until the file's last test, for suites that visit many addresses in one
   * session (each visit a document of its own, so a page carries nothing but its storage to the next).
   * What it reports still fails the test running at the time.
   */
  keptPage(options?: { width?: number; height?: number }): Promise<Page>;
  /**
   * Declares console errors or warnings the current test provokes on purpose (a server it makes fail,
   * a script the CSP must refuse). Only messages matching one of the patterns are let through, and
   * only until the test ends: there is no suite-wide or global allow list.
   */
  allowConsole(...patterns: RegExp[]): void;
}

/** What Chromium logs for a request the server answered with `status`: for tests that provoke such an answer. */
export const serverAnswered = (status: number): RegExp =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\(`);

const describeMessage = (message: ConsoleMessage): string => {
  const where = message.page()?.url() ?? message.location().url;
  return `console.${message.type()} on ${where ? new URL(where).pathname : 'an unknown page'}: ${message.text()}`;
};

/**
 * One Chromium per test file; each test gets its own context so no session leaks between tests
 * (unless a suite asks for a kept page). Pages open the production preview unless `baseUrl` says
 * otherwise (the development build's suite, the nginx suite).
 * Any page of that context (a second tab included) that throws, or logs a console error or warning
 * the test did not declare with `allowConsole`, fails the test that opened it.
 * Every context's clock starts at the mock's now (Playwright's clock, installed before any page) and
 * runs on from there, so the app and the mock agree on today whatever the real date; a test that
 * drives time pauses, runs or fast-forwards that installed clock, never installs its own.
 */
export const useBrowser = ({
  baseUrl = BASE_URL,
  ignoreHttpsErrors = false,
  mockUrl = MOCK_URL,
}: {
  baseUrl?: string;
  /** For the nginx suite (e2e/production/): its certificate is self-signed, made at start. */
  ignoreHttpsErrors?: boolean;
  /** The mock whose clock the pages run on: this slot's unless told (the nginx suite's own). */
  mockUrl?: string;
} = {}): BrowserHandle => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const keptContexts: BrowserContext[] = [];
  const problems: string[] = [];
  let allowed: RegExp[] = [];

  const watch = (context: BrowserContext) => {
    context.on('weberror', (error) => problems.push(`uncaught ${error.error().message}`));
    context.on('console', (message) => {
      if (!FAILING_TYPES.has(message.type())) return;
      if (allowed.some((pattern) => pattern.test(message.text()))) return;
      problems.push(describeMessage(message));
    });
  };

  beforeAll(async () => {
    // Playwright gives every launch a fresh, empty profile of its own.
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    allowed = [];
    const found = problems.splice(0);
    if (found.length) throw new Error(`The browser reported:\n${found.join('\n')}`);
  });

  afterAll(async () => {
    await Promise.all(keptContexts.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  const openPage = async (kept: BrowserContext[], { width = 1280, height = 800 } = {}) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, ignoreHTTPSErrors: ignoreHttpsErrors });
    kept.push(context);
    await context.clock.install({ time: await mockNow(mockUrl) });
    watch(context);
    // Fail fast: nothing in this app should take 10 s to appear on localhost.
    context.setDefaultTimeout(10_000);
    return context.newPage();
  };

  return {
    newPage: (options) => openPage(contexts, options),
    keptPage: (options) => openPage(keptContexts, options),
    allowConsole(...patterns) {
      allowed.push(...patterns);
    },
  };
};
