import { describe, expect, it } from 'vitest';
import { gainPercent, MAX_GAIN_PERCENT, rankConstraints } from './limitingConstraint';

describe('gainPercent', () => {
  it('is whole percent more, 0 for no gain, bounded from nothing', () => {
    expect(gainPercent(100, 138)).toBe(38);
    expect(gainPercent(100, 90)).toBe(0);
    expect(gainPercent(0, 10)).toBe(MAX_GAIN_PERCENT);
    expect(gainPercent(0, 0)).toBe(0);
  });
});

describe('rankConstraints', () => {
  it('names the largest gain first, drops gains under 1 %, and keeps the given order on a tie', () => {
    const ranked = rankConstraints(1000, [
      { kind: 'bid', current: 1, relaxed: 1.5, impressions: 1200 },
      { kind: 'frequency_cap', current: 3, relaxed: 7, cap_key: 1, impressions: 1380 },
      { kind: 'schedule', current: 40, relaxed: 168, impressions: 1380 },
      { kind: 'age', current: 10, relaxed: 48, impressions: 1004 },
    ]);
    expect(ranked.map((limit) => [limit.kind, limit.gain_percent])).toEqual([
      ['frequency_cap', 38],
      ['schedule', 38],
      ['bid', 20],
    ]);
    expect(ranked[0]).toEqual({ kind: 'frequency_cap', current: 3, relaxed: 7, cap_key: 1, gain_percent: 38 });
  });
});
