import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUS } from '../../src/api/contract';
import { csvFallbackName, csvRequest, listRequest, rangeFilter, statusName } from './transactionsList';

const RANGE = { from: '2026-11-20', to: '2026-11-27' };

describe('transactions list requests', () => {
  it("writes react-admin's one-based page, the page size, the range (to exclusive) and the acting account", () => {
    expect(listRequest({ pagination: { page: 3, perPage: 25 }, filter: rangeFilter(RANGE) }, 2002)).toEqual({
      from_date: '2026-11-20',
      to_date: '2026-11-27',
      page: 3,
      size: 25,
      space_id: 2002,
    });
  });

  it('refuses to ask without a range rather than asking for every date', () => {
    // The same request with a range is written, so the refusal is the missing range's doing.
    expect(listRequest({ pagination: { page: 1, perPage: 10 }, filter: rangeFilter(RANGE) }, 2002)).toMatchObject({ from_date: RANGE.from, space_id: 2002 });
    expect(() => listRequest({ pagination: { page: 1, perPage: 10 }, filter: {} }, 2002)).toThrow('date range');
  });

  it('exports the same range without paging, saved under the days shown', () => {
    expect(csvRequest(RANGE, 2005)).toEqual({ from_date: '2026-11-20', to_date: '2026-11-27', space_id: 2005 });
    expect(csvFallbackName(RANGE)).toBe('transactions-2026-11-20-2026-11-26.csv');
  });

  it('names every status, and an unknown code as unknown', () => {
    expect(statusName(TRANSACTION_STATUS.pending)).toBe('pending');
    expect(statusName(TRANSACTION_STATUS.completed)).toBe('completed');
    expect(statusName(TRANSACTION_STATUS.failed)).toBe('failed');
    expect(statusName(9)).toBe('unknown');
  });
});
