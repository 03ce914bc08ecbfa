import { describe, expect, it } from 'vitest';
import { monthLabel, telcoShare } from './telcoList';

describe('telco list', () => {
  it('shows 15 % of the spend, rounded up to the cent', () => {
    expect(telcoShare(1000)).toBe(150);
    expect(telcoShare(10.01)).toBe(1.51); // 1.5015 rounds up
    expect(telcoShare(0)).toBe(0);
    expect(telcoShare(1_000_000.01)).toBe(150_000.01); // 150,000.0015 rounds up
    expect(telcoShare(0.2)).toBe(0.03); // 0.03 exactly, no binary-noise cent added
  });

  it('names the month in the interface language, capitalised', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-01', 'ru')).toMatch(/^Январь 2026/);
  });
});
