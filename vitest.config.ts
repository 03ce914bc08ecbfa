import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestFirstSequencer } from './e2e/support/longestFirst.ts';

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
          include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts', 'vite/**/*.test.ts', 'eslint/**/*.test.ts', 'deploy/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          environment: 'node',
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
