import { describe, expect, it } from 'vitest';
import { DEFAULT_SECONDS, developmentE2eFiles, e2eFiles, isDevelopmentFile, isProductionFile, longestFirst, productionE2eFiles } from './e2eFiles.mjs';
import { expectEvery } from '../src/test/expectations';

describe('the end-to-end files and their order', () => {
  it('starts the longest expected first, ties by name', () => {
    const seconds = { 'a.e2e.ts': 40, 'b.e2e.ts': 200, 'c.e2e.ts': 80, 'd.e2e.ts': 80 };
    expect(longestFirst(Object.keys(seconds), seconds)).toEqual(['b.e2e.ts', 'c.e2e.ts', 'd.e2e.ts', 'a.e2e.ts']);
  });

  it('counts a file it has no time for as DEFAULT_SECONDS', () => {
    const order = longestFirst(['short.e2e.ts', 'new.e2e.ts', 'long.e2e.ts'], { 'short.e2e.ts': DEFAULT_SECONDS / 2, 'long.e2e.ts': DEFAULT_SECONDS * 2 });
    expect(order).toEqual(['long.e2e.ts', 'new.e2e.ts', 'short.e2e.ts']);
  });

  it("tells the development build's files from the others, and has some", () => {
    expect(developmentE2eFiles().length).toBeGreaterThan(0);
    expectEvery(developmentE2eFiles(), isDevelopmentFile);
    expect(isDevelopmentFile(`./${developmentE2eFiles()[0]}`)).toBe(true);
    expect(e2eFiles().filter(isDevelopmentFile)).toEqual([]);
  });

  it('tells the files for the nginx-served build from the others, and has some', () => {
    expect(productionE2eFiles().length).toBeGreaterThan(0);
    expectEvery(productionE2eFiles(), isProductionFile);
    expect(isProductionFile(`./${productionE2eFiles()[0]}`)).toBe(true);
    expect([...e2eFiles(), ...developmentE2eFiles()].filter(isProductionFile)).toEqual([]);
  });
});
