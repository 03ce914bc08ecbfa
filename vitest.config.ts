import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestFirstSequencer } from './e2e/support/longestFirst.ts';

const UNIT_FILES = ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts', 'vite/**/*.test.ts', 'eslint/**/*.test.ts', 'deploy/**/*.test.ts'];

/** The test kit a test file imports by a relative path, when it exists. */
const testKitsOf = (path: string, source: string): string[] =>
  [...source.matchAll(/from '(\.{1,2}\/[^']+\.testkit)'/g)]
    .map(([, spec]) => join(dirname(path), spec ?? ''))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`].filter((file) => existsSync(file)));

/** A kit that starts a mock backend when it is loaded (module level), for whichever file loads it first. */
const startsBackend = (kit: string): boolean => /\b(?:createSectionBench|mockBackend)\s*[<(]/.test(readFileSync(kit, 'utf8'));

/**
 * The unit tests that run with a module cache of their own per file (vitest's default isolation),
 * found by reading the files so that a new one needs no list kept by hand:
 * - those that replace a module (vi.mock): a replacement takes effect only where the module is first loaded;
 * - those whose test kit starts the mock backend when it is loaded: a shared cache loads the kit once,
 *   for the first file, and the mock it started is closed with that file, before the next one's tests.
 */
const ISOLATED_FILES = ['src', 'plugins']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => `${root}/${path}`))
  .filter((path) => {
    if (!/\.test\.tsx?$/.test(path)) return false;
    const source = readFileSync(path, 'utf8');
    return /\bvi\.(?:do)?[mM]ock\(/.test(source) || testKitsOf(path, source).some(startsBackend);
  });

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
          exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
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
          include: ISOLATED_FILES,
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
