import { describe, expect, it } from 'vitest';
import { countRange, spendRange } from './forecastRange';

describe('forecast ranges', () => {
  it('spreads counts 20 % either side in whole numbers', () => {
    expect(countRange(1000)).toEqual({ low: 800, high: 1200 });
    expect(countRange(0)).toEqual({ low: 0, high: 0 });
  });

  it('spreads spend in whole cents and never above the daily budget', () => {
    expect(spendRange(10, null)).toEqual({ low: 8, high: 12 });
    expect(spendRange(10, 11)).toEqual({ low: 8, high: 11 });
    expect(spendRange(0.333, null)).toEqual({ low: 0.26, high: 0.4 });
  });
});
