import { describe, expect, it } from 'vitest';
import { lttbIndices, nearestIndex } from './downsample';
import { expectEvery } from '../../test/expectations';

const HOURS = 8760;
const xs = Array.from({ length: HOURS }, (_, i) => i * 3_600_000);

describe('lttbIndices', () => {
  it('keeps exactly the target count, the first and the last point, in order', () => {
    const ys = xs.map((_, i) => Math.sin(i / 50));
    const picked = lttbIndices(xs, [ys], 800);
    expect(picked).toHaveLength(800);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(HOURS - 1);
    expectEvery(picked, (index, i) => i === 0 || index > (picked[i - 1] ?? -1));
  });

  it('keeps a one-hour spike and the edge of a step', () => {
    const spike = xs.map((_, i) => (i === 4321 ? 1000 : 10));
    expect(lttbIndices(xs, [spike], 300)).toContain(4321);
    const step = xs.map((_, i) => (i < 6000 ? 5 : 50));
    const picked = lttbIndices(xs, [step], 300);
    expect(picked.some((i) => i >= 5970 && i < 6000)).toBe(true);
    expect(picked.some((i) => i >= 6000 && i < 6030)).toBe(true);
  });

  it('keeps a spike of the small compare series as well as the large current one', () => {
    const current = xs.map((_, i) => (i === 1000 ? 1_000_000 : 50_000));
    const compare = xs.map((_, i) => (i === 7000 ? 90 : 10));
    const picked = lttbIndices(xs, [current, compare], 400);
    expect(picked).toContain(1000);
    expect(picked).toContain(7000);
  });

  it('returns every index when the series already fits', () => {
    expect(lttbIndices([1, 2, 3], [[1, 2, 3]], 10)).toEqual([0, 1, 2]);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest original hour', () => {
    expect(nearestIndex(xs, 0)).toBe(0);
    expect(nearestIndex(xs, 5 * 3_600_000 + 1_700_000)).toBe(5);
    expect(nearestIndex(xs, 5 * 3_600_000 + 1_900_000)).toBe(6);
    expect(nearestIndex(xs, 10 ** 15)).toBe(HOURS - 1);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});
