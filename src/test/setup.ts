import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installConsoleGuard } from './consoleGuard';
import { pageFetch } from './pageFetch';

// Waits are on conditions, so a generous limit costs nothing when things work and keeps a loaded
// machine (CI's two cores) from failing a test that is merely slow.
configure({ asyncUtilTimeout: 5000 });

// React's act() environment, which Testing Library turns on only in the first file that imports it:
// the unit tests share one module cache per worker (vitest's `isolate: false`), and this file runs
// before every test file.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's fetch: relative URLs and jsdom's FormData work as in a browser (pageFetch.ts explains).
globalThis.fetch = pageFetch;

// First, so that its check runs after the clean-up below (hooks run in reverse order) and a failing
// check still leaves the next test a clean page.
installConsoleGuard();

afterEach(() => {
  cleanup();
  // Whatever a test put in the page beside Testing Library's trees (a portal, a node of its own) goes
  // too: the next test, possibly the next file's in a shared worker, starts on an empty page.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
