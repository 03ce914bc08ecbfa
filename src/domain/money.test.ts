import { describe, expect, it } from 'vitest';
import { currencySymbol, formatCompact, formatCount, formatMoney, formatRatio, roundUpToCents } from './money';

describe('money formatting', () => {
  it('shows the currency symbols of USD, NGN and AMD', () => {
    expect(formatMoney(12480.5, 'USD')).toBe('$12,480.50');
    expect(formatMoney(1500, 'NGN')).toBe('₦1,500.00');
    expect(formatMoney(99.9, 'AMD')).toBe('֏99.90');
    expect(currencySymbol('eur')).toBe('eur');
  });
  it('rounds up to 2 decimals', () => {
    expect(roundUpToCents(1.001)).toBe(1.01);
    expect(roundUpToCents(1.23)).toBe(1.23);
    expect(roundUpToCents(0.1 + 0.2)).toBe(0.3);
    expect(formatMoney(10.011, 'USD')).toBe('$10.02');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });
  it('keeps the sign of negative balances', () => {
    expect(formatMoney(-12.5, 'USD')).toBe('-$12.50');
  });
  it('shows ratios with two decimals', () => {
    expect(formatRatio(1.5)).toBe('1.50');
    expect(formatRatio(0.123)).toBe('0.12');
  });
  it('groups thousands with commas, whatever the sign or size', () => {
    expect(formatMoney(1234567.891, 'USD')).toBe('$1,234,567.90');
    expect(formatMoney(999.999, 'USD')).toBe('$1,000.00');
    expect(formatMoney(100000, 'USD')).toBe('$100,000.00');
    expect(formatRatio(-1234.5)).toBe('-1,234.50');
    expect(formatRatio(123)).toBe('123.00');
  });
  it('shows counts whole, with thousands separated by commas', () => {
    expect(formatCount(283134)).toBe('283,134');
    expect(formatCount(999.6)).toBe('1,000');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(1_234_567_890)).toBe('1,234,567,890');
  });
  it('compacts large numbers with K, M and B', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(2_500_000)).toBe('2.5M');
    expect(formatCompact(3_000_000_000)).toBe('3B');
    expect(formatCompact(-1500)).toBe('-1.5K');
  });
});
