import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestFirstSequencer } from './e2e/support/longestFirst.ts';

const UNIT_FILES = ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts', 'vite/**/*.test.ts', 'eslint/**/*.test.ts', 'deploy/**/*.test.ts'];

/**
 * The unit tests that replace a module (vi.mock): a replacement takes effect only where the module is
 * first loaded, so these run with a module cache of their own per file (vitest's default isolation),
 * found by reading the files so that a new one needs no list kept by hand.
 */
const MODULE_MOCKING_FILES = ['src', 'plugins']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => `${root}/${path}`))
  .filter((path) => /\.test\.tsx?$/.test(path) && /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(path, 'utf8')));

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_FILES],
          setupFiles: ['src/test/setup.ts'],
          // One module cache per worker rather than per file: react-admin, MUI and their kin are
          // imported once per worker instead of once per file (the lane's largest cost, about half of
          // it). What a file leaves behind is cleaned by src/test/setup.ts (the page, storage, React's
          // act environment); no module keeps state a test depends on, and locale files are never
          // changed in place (src/domain/messageTree).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: MODULE_MOCKING_FILES,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          environment: 'node',
          // Each file starts its own mock (mock-server/test-support.ts); nothing else is kept between files.
          isolate: false,
          // As the unit project: a test that starts its own mock and saves a few times must hold while
          // the end-to-end lane loads the same two cores (vitest's 5 s default did not, once).
          testTimeout: 20_000,
          include: ['mock-server/**/*.test.ts'],
        },
      },
      {
        // Real Chromium against the mock: run through `npm run test:e2e`, which starts the servers.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Polls wait on conditions: a longer limit costs nothing when the page is quick and keeps a
          // loaded two-core machine (the browser, the preview and the mock share it) from failing.
          expect: { poll: { timeout: 10_000 } },
          // As many files side by side as scripts/e2e.mjs started slots of servers for (one by default).
          maxWorkers: Number(process.env.E2E_SLOTS ?? '1'),
        },
      },
    ],
  },
});
