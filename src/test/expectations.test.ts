import { describe, expect, it } from 'vitest';
import { everyOfSome, expectEvery } from './expectations';

describe('checks over every item (src/test/expectations.ts)', () => {
  it('fails on an empty list, which a bare every() would pass', () => {
    const bare: boolean = [].every(() => false);
    expect(bare).toBe(true);
    expect(() => expectEvery([], () => true, 'row')).toThrow(/expected at least one row, got none/);
    expect(everyOfSome([], () => true)).toBe(false);
  });

  it('passes when each item holds, and names the first that does not', () => {
    expectEvery([2, 4], (n) => n % 2 === 0);
    expect(() => expectEvery([2, 3, 5], (n) => n % 2 === 0, 'number')).toThrow(/number #1 fails the check/);
    expect(everyOfSome([2, 4], (n) => n % 2 === 0)).toBe(true);
    expect(everyOfSome([2, 3], (n) => n % 2 === 0)).toBe(false);
  });
});
