import { describe, expect, it } from 'vitest';
import { formatPeriod } from './invoicePeriod';

describe('invoice period', () => {
  it('shows a period with both days and the year, one day once, in the interface language', () => {
    expect(formatPeriod('2026-10-01', '2026-10-31', 'en')).toBe('Oct 1, 2026 – Oct 31, 2026');
    expect(formatPeriod('2026-11-24', '2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatPeriod('2026-10-01', '2026-10-31', 'ru')).toBe('1 окт. 2026 г. – 31 окт. 2026 г.');
  });
});
