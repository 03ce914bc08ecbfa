// The end-to-end files and the order they start in: longest first (LPT), so that the slots running
// side by side (scripts/e2e.mjs) end close together rather than one waiting on a long file started
// last. Expected times come from e2e/durations.json (each file's seconds in a full `npm test`, beside
// the unit tests, refreshed by hand from the runner's per-file table: only their order and rough
// proportions matter); a file missing from it counts as DEFAULT_SECONDS.
import { readFileSync, readdirSync } from 'node:fs';

export const DEFAULT_SECONDS = 30;

export const expectedSeconds = () => {
  try {
    return JSON.parse(readFileSync('e2e/durations.json', 'utf8'));
  } catch {
    return {};
  }
};

/** Files run against a development build (scripts/e2e.mjs), beside the others. */
export const DEVELOPMENT_FOLDER = 'e2e/development';

export const isDevelopmentFile = (file) => file.replace(/^\.\//, '').startsWith(`${DEVELOPMENT_FOLDER}/`);

export const developmentE2eFiles = () =>
  readdirSync(DEVELOPMENT_FOLDER)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `${DEVELOPMENT_FOLDER}/${name}`)
    .sort();

/** Files run against the production build served by nginx as deployed (scripts/nginxServer.mjs), one nginx for all slots. */
export const PRODUCTION_FOLDER = 'e2e/production';

export const isProductionFile = (file) => file.replace(/^\.\//, '').startsWith(`${PRODUCTION_FOLDER}/`);

export const productionE2eFiles = () =>
  readdirSync(PRODUCTION_FOLDER)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `${PRODUCTION_FOLDER}/${name}`)
    .sort();

export const e2eFiles = () =>
  readdirSync('e2e')
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `e2e/${name}`)
    .sort();

/** `files` (paths relative to the project) longest expected first, ties by name. */
export const longestFirst = (files, seconds = expectedSeconds()) =>
  [...files].sort((a, b) => (seconds[b] ?? DEFAULT_SECONDS) - (seconds[a] ?? DEFAULT_SECONDS) || a.localeCompare(b));
