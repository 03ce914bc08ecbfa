import { describe, expect, it } from 'vitest';
import { BALANCE_THRESHOLDS_USD, balanceLevel } from './balanceLevel';
import { UNITS_PER_USD } from './currencyRates';

describe('balanceLevel (spec 3 §2, §9: thresholds 1000 and 500 dollars)', () => {
  it("is 'low balance' under $500, 'no funds' from $500 to under $1000, and plain from $1000", () => {
    expect(BALANCE_THRESHOLDS_USD).toEqual({ noFunds: 1000, lowBalance: 500 });
    expect(balanceLevel(-5, 'USD')).toBe('lowBalance');
    expect(balanceLevel(0, 'USD')).toBe('lowBalance');
    expect(balanceLevel(499.99, 'USD')).toBe('lowBalance');
    expect(balanceLevel(500, 'USD')).toBe('noFunds');
    expect(balanceLevel(999.99, 'USD')).toBe('noFunds');
    expect(balanceLevel(1000, 'USD')).toBe('ok');
    expect(balanceLevel(12_480.5, 'USD')).toBe('ok');
  });

  it.each(['NGN', 'AMD'] as const)('applies the same dollars to a %s account, converted by the shared rate', (currency) => {
    const rate = UNITS_PER_USD[currency];
    expect(rate).toBeGreaterThan(1);
    // 1000 of the account's own units is far below $500: the stronger warning, not a plain balance.
    expect(balanceLevel(1000, currency)).toBe('lowBalance');
    expect(balanceLevel(500 * rate - 0.01, currency)).toBe('lowBalance');
    expect(balanceLevel(500 * rate, currency)).toBe('noFunds');
    expect(balanceLevel(1000 * rate - 0.01, currency)).toBe('noFunds');
    expect(balanceLevel(1000 * rate, currency)).toBe('ok');
  });
});
