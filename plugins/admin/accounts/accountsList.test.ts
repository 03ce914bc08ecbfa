import { describe, expect, it } from 'vitest';
import { accountsFilterBody, excelFallbackName, presetDays, presetOf, statusOf } from './accountsList';

describe('accounts list filters', () => {
  it('reads the preset from the address: 0, 7, 30, 365, anything else the default 7', () => {
    expect(['0', '7', '30', '365'].map(presetOf)).toEqual([0, 7, 30, 365]);
    expect([undefined, '', '14', 'x', '7.5', ['30']].map(presetOf)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('reads one status 1 or 2, anything else is every status', () => {
    expect(statusOf([1])).toBe(1);
    expect(statusOf([2])).toBe(2);
    expect([undefined, [], [5], ['1'], 1].map(statusOf)).toEqual([null, null, null, null, null]);
  });

  it('covers the preset days ending today, both ends included (UTC days)', () => {
    expect(presetDays(0, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetDays(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetDays(30, '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(presetDays(365, '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
  });

  it("writes the spec's body: the range of the preset, the trimmed name and the status", () => {
    expect(accountsFilterBody({ name: '  Lagoon ', status: [2], days: '30' }, '2026-11-26')).toEqual({
      dateCustomRange: false,
      dateLabel: '30',
      from_date: '2026-10-28',
      to_date: '2026-11-26',
      name: 'Lagoon',
      status_filter_key: 2,
    });
    expect(accountsFilterBody({}, '2026-11-26')).toMatchObject({ dateLabel: '7', from_date: '2026-11-20', name: '', status_filter_key: null });
  });

  it('names the Excel file as the contract does when the server sends no name', () => {
    expect(excelFallbackName({ from_date: '2026-11-01', to_date: '2026-11-30' })).toBe('reports-Nov 01, 2026-Nov 30, 2026.xlsx');
  });
});
