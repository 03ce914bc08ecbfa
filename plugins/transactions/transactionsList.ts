import type { GetListParams } from 'ra-core';
import {
  TRANSACTION_DEFAULT_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_STATUS_NAMES,
  type TransactionCsvRequest,
  type TransactionListRequest,
  type TransactionStatusName,
} from '../../src/api/contract';
import { displayedEnd, type DatePresetId, type DateRange } from '../../src/domain/dateRange';
import type { SpecListConfig } from '../../src/list/listConfig';

/** The list's data resource (its calls are in transactionsApi.ts). */
export const TRANSACTIONS_RESOURCE = 'account-transactions';

/** Spec 3 §9 shared date-range presets: Today, Last 7 days (default), Last 30 days, Last 365 days. */
export const TRANSACTION_PRESETS: readonly DatePresetId[] = ['today', 'last7', 'last30', 'last365'];

/**
 * Spec 3 §9 report tables' page sizes 10, 15, 25 (default 10). Newest first, as the server answers:
 * the columns do not sort (the spec names no sorting for this table).
 */
export const TRANSACTIONS_LIST: SpecListConfig = {
  resource: TRANSACTIONS_RESOURCE,
  pageSizes: TRANSACTION_PAGE_SIZES,
  defaultPageSize: TRANSACTION_DEFAULT_PAGE_SIZE,
  sortFields: ['transaction_date'],
  defaultSort: { field: 'transaction_date', order: 'DESC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: TRANSACTION_DEFAULT_PAGE_SIZE,
};

/** The page's date range as filters of every list request (the picker owns it, not the list). */
export type TransactionRangeFilter = Record<'from' | 'to', string>;

export const rangeFilter = (range: DateRange): TransactionRangeFilter => ({ from: range.from, to: range.to });

const rangeOf = (filter: unknown): TransactionRangeFilter => {
  const { from, to } = (filter ?? {}) as Partial<TransactionRangeFilter>;
  if (typeof from !== 'string' || typeof to !== 'string') throw new Error('The transactions list needs its date range');
  return { from, to };
};

/** react-admin's list params → the list body: the range (to exclusive), one-based page and size, the acting account. */
export const listRequest = ({ pagination, filter }: Pick<GetListParams, 'pagination' | 'filter'>, spaceId: number): TransactionListRequest => {
  const { from, to } = rangeOf(filter);
  return { from_date: from, to_date: to, page: pagination?.page ?? 1, size: pagination?.perPage ?? TRANSACTION_DEFAULT_PAGE_SIZE, space_id: spaceId };
};

export const csvRequest = (range: DateRange, spaceId: number): TransactionCsvRequest => ({ from_date: range.from, to_date: range.to, space_id: spaceId });

/** The name to save under when the server sends none: the days shown (the end is exclusive). */
export const csvFallbackName = (range: DateRange): string => `transactions-${range.from}-${displayedEnd(range)}.csv`;

/** The status's message key; a code we do not know reads as "unknown" rather than a number. */
export const statusName = (status: number): TransactionStatusName | 'unknown' => TRANSACTION_STATUS_NAMES[status] ?? 'unknown';
