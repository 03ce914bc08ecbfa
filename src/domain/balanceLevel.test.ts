import { describe, expect, it } from 'vitest';
import { BALANCE_THRESHOLDS, balanceLevel } from './balanceLevel';

describe('balanceLevel (spec 3 §2, §9: thresholds 1000 and 500)', () => {
  it("is 'low balance' under 500, 'no funds' from 500 to under 1000, and plain from 1000", () => {
    expect(BALANCE_THRESHOLDS).toEqual({ noFunds: 1000, lowBalance: 500 });
    expect(balanceLevel(-5)).toBe('lowBalance');
    expect(balanceLevel(0)).toBe('lowBalance');
    expect(balanceLevel(499.99)).toBe('lowBalance');
    expect(balanceLevel(500)).toBe('noFunds');
    expect(balanceLevel(999.99)).toBe('noFunds');
    expect(balanceLevel(1000)).toBe('ok');
    expect(balanceLevel(12_480.5)).toBe('ok');
  });
});
