import { describe, expect, it } from 'vitest';
import { breakdownMetric, pieLabel, sharePercent } from './breakdowns/breakdownMetric';
import { changePercent, formatFigure } from './reportFormat';
import { formatFor } from '../../src/format/useFormat';

describe('report figures as shown', () => {
  it('shows money with the currency sign rounded up, rates as percents, counts whole', () => {
    expect(formatFigure('spent', 1234.561, 'USD', formatFor('en'))).toBe('$1,234.57');
    expect(formatFigure('cpm', 3.871, 'NGN', formatFor('en'))).toBe('₦3.88');
    expect(formatFigure('ctr', 0.339, 'USD', formatFor('en'))).toBe('0.34%');
    expect(formatFigure('win_rate', 37.69, 'USD', formatFor('en'))).toBe('37.69%');
    expect(formatFigure('impressions', 283134, 'USD', formatFor('en'))).toBe('283,134');
  });

  it('gives the change on the previous period to one decimal, or nothing to compare with', () => {
    expect(changePercent(142.8, 100)).toBe(42.8);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(10, undefined)).toBeNull();
  });

  it('breaks down a rate by its count, and shares a slice of the whole', () => {
    expect(breakdownMetric('ctr')).toBe('clicks');
    expect(breakdownMetric('spent')).toBe('spent');
    expect(sharePercent(1, 20)).toBe(5);
    expect(sharePercent(1, 0)).toBe(0);
  });

  it('labels a pie slice of 5 % or more, and hides the label of a smaller one', () => {
    const share = (value: number) => value.toFixed(2);
    expect(pieLabel('Desktop', 35.37, share)).toBe('Desktop 35.37%');
    expect(pieLabel('Others', 5, share)).toBe('Others 5.00%');
    expect(pieLabel('Others', 4.99, share)).toBeNull();
  });
});
