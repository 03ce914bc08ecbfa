import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatCompact, formatCount, formatMoney, formatPercent, formatRatio, roundUpToCents } from './money';

/** Intl separates Russian thousands and the currency sign with no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('shows the currency symbols of USD, NGN and AMD, in both languages', () => {
    expect(formatMoney(12480.5, 'USD', 'en')).toBe('$12,480.50');
    expect(formatMoney(1500, 'NGN', 'en')).toBe('₦1,500.00');
    expect(formatMoney(99.9, 'AMD', 'en')).toBe('֏99.90');
    expect(plain(formatMoney(12480.5, 'USD', 'ru'))).toBe('12 480,50 $');
    expect(plain(formatMoney(1500, 'NGN', 'ru'))).toBe('1 500,00 ₦');
    expect(plain(formatMoney(99.9, 'AMD', 'ru'))).toBe('99,90 ֏');
    expect(currencySymbol('eur')).toBe('eur');
  });
  it('writes a currency Intl cannot name after the figure', () => {
    expect(formatMoney(5, 'usd$', 'en')).toBe('5.00 usd$');
  });
  it('rounds up to 2 decimals', () => {
    expect(roundUpToCents(1.001)).toBe(1.01);
    expect(roundUpToCents(1.23)).toBe(1.23);
    expect(roundUpToCents(0.1 + 0.2)).toBe(0.3);
    expect(formatMoney(10.011, 'USD', 'en')).toBe('$10.02');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });
  it('keeps the sign of negative balances', () => {
    expect(formatMoney(-12.5, 'USD', 'en')).toBe('-$12.50');
    expect(plain(formatMoney(-12.5, 'USD', 'ru'))).toBe('-12,50 $');
  });
  it('shows ratios and amounts with two decimals', () => {
    expect(formatRatio(1.5, 'en')).toBe('1.50');
    expect(formatRatio(0.123, 'en')).toBe('0.12');
    expect(formatRatio(1.5, 'ru')).toBe('1,50');
    expect(formatAmount(7, 'en')).toBe('7.00');
  });
  it("groups thousands in the language's way, whatever the sign or size", () => {
    expect(formatMoney(1234567.891, 'USD', 'en')).toBe('$1,234,567.90');
    expect(formatMoney(999.999, 'USD', 'en')).toBe('$1,000.00');
    expect(formatRatio(-1234.5, 'en')).toBe('-1,234.50');
    expect(plain(formatRatio(-1234.5, 'ru'))).toBe('-1 234,50');
    expect(formatRatio(123, 'en')).toBe('123.00');
  });
  it('shows counts whole, with thousands grouped', () => {
    expect(formatCount(283134, 'en')).toBe('283,134');
    expect(plain(formatCount(283134, 'ru'))).toBe('283 134');
    expect(formatCount(999.6, 'en')).toBe('1,000');
    expect(formatCount(12, 'en')).toBe('12');
  });
  it('shows percents with two decimals and the percent sign', () => {
    expect(formatPercent(1.25, 'en')).toBe('1.25%');
    expect(plain(formatPercent(1.25, 'ru'))).toBe('1,25 %');
  });
  it('compacts large numbers with K, M and B, and their Russian words', () => {
    expect(formatCompact(950, 'en')).toBe('950');
    expect(formatCompact(1234, 'en')).toBe('1.2K');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
    expect(formatCompact(3_000_000_000, 'en')).toBe('3B');
    expect(formatCompact(-1500, 'en')).toBe('-1.5K');
    expect(plain(formatCompact(221_600, 'ru'))).toBe('221,6 тыс.');
    expect(plain(formatCompact(2_500_000, 'ru'))).toBe('2,5 млн');
  });
});
