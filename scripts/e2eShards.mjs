// How the end-to-end files are split across runs side by side: longest first, each into the run with
// the least expected time so far (LPT scheduling). Expected times come from e2e/durations.json (each
// file's seconds in a full run, refreshed by hand from the runner's per-file table); a file missing
// from it counts as DEFAULT_SECONDS.
import { readFileSync, readdirSync } from 'node:fs';

export const DEFAULT_SECONDS = 30;

export const expectedSeconds = () => {
  try {
    return JSON.parse(readFileSync('e2e/durations.json', 'utf8'));
  } catch {
    return {};
  }
};

/** Files run against a development build (scripts/e2e.mjs), apart from the others. */
export const DEVELOPMENT_FOLDER = 'e2e/development';

export const developmentE2eFiles = () =>
  readdirSync(DEVELOPMENT_FOLDER)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `${DEVELOPMENT_FOLDER}/${name}`)
    .sort();

export const e2eFiles = () =>
  readdirSync('e2e')
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `e2e/${name}`)
    .sort();

/** `files` split into `count` lists of about equal expected time. */
export const splitFiles = (files, count, seconds = expectedSeconds()) => {
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => (seconds[b] ?? DEFAULT_SECONDS) - (seconds[a] ?? DEFAULT_SECONDS) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds[file] ?? DEFAULT_SECONDS;
  }
  return shards.filter((shard) => shard.files.length).map((shard) => shard.files);
};
