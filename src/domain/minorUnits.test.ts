import { describe, expect, it } from 'vitest';
import { fromMinor, sumMinor, toMinor } from './minorUnits';

describe('money in minor units', () => {
  it('keeps a thousand payments of 0.01 exactly 10.00, where adding decimals drifts', () => {
    const payments = Array.from({ length: 1000 }, () => 0.01);
    expect(payments.reduce((total, amount) => total + amount, 0)).not.toBe(10);
    expect(fromMinor(sumMinor(payments.map(toMinor)))).toBe(10);
  });

  it('turns a typed amount into whole units without binary noise, and back', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(12_480.5)).toBe(1_248_050);
    expect(fromMinor(1_248_050)).toBe(12_480.5);
    expect(toMinor(-3.07)).toBe(-307);
  });
});
