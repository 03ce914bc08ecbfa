import { describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS, developmentE2eFiles, e2eFiles, splitFiles } from './e2eShards.mjs';

describe('splitting the end-to-end files across runs', () => {
  it('puts each file, longest first, into the run with the least expected time', () => {
    const seconds = { 'a.e2e.ts': 200, 'b.e2e.ts': 90, 'c.e2e.ts': 80, 'd.e2e.ts': 40 };
    expect(splitFiles(Object.keys(seconds), 2, seconds)).toEqual([['a.e2e.ts'], ['b.e2e.ts', 'c.e2e.ts', 'd.e2e.ts']]);
  });

  it('counts a file it has no time for as DEFAULT_SECONDS, and runs every file exactly once', () => {
    const files = ['x.e2e.ts', 'y.e2e.ts', 'z.e2e.ts'];
    const shards = splitFiles(files, 2, { 'x.e2e.ts': DEFAULT_SECONDS * 2 });
    expect(shards).toEqual([['x.e2e.ts'], ['y.e2e.ts', 'z.e2e.ts']]);
    expect(splitFiles(e2eFiles(), 3).flat().sort()).toEqual(e2eFiles());
  });

  it('never makes an empty run', () => {
    expect(splitFiles(['only.e2e.ts'], 2, {})).toEqual([['only.e2e.ts']]);
  });

  it('keeps the development build\'s files out of the production runs, and has some', () => {
    expect(developmentE2eFiles().length).toBeGreaterThan(0);
    expect(developmentE2eFiles().every((file) => file.startsWith('e2e/development/'))).toBe(true);
    expect(e2eFiles().filter((file) => file.startsWith('e2e/development/'))).toEqual([]);
  });
});
