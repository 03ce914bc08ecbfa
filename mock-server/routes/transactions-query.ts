import {
  TRANSACTION_MAX_PAGE_SIZE,
  TRANSACTION_MAX_RANGE_DAYS,
  type Transaction,
  type TransactionPage,
} from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { dayOfDateTime, parseIsoDay } from '../dates';
import type { StoredTransaction } from '../db/types';
import { type Fields, toNumber } from '../http/body';

/** The messages of a list's range and paging (the spec's "Invalid date format" where it has one). */
export const LIST_MESSAGES = {
  required: 'Field is required.',
  date: 'Invalid date format',
  order: 'From must not be later than To.',
  span: `A range spans at most ${TRANSACTION_MAX_RANGE_DAYS} days.`,
  page: 'page is one-based: an integer from 1',
  size: (sizes: readonly number[]) => `size is one of ${sizes.join(', ')}`,
  sizeRange: `size is an integer from 1 to ${TRANSACTION_MAX_PAGE_SIZE}`,
} as const;

/** A checked range: day numbers, `toDay` exclusive. */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** from_date and to_date (YYYY-MM-DD, to exclusive), both required; errors go into `errors`. */
export const readRange = (fields: Fields, errors: Record<string, string>): DayRange | null => {
  const day = (key: 'from_date' | 'to_date'): number | null => {
    const value = fields[key];
    if (value === undefined || value === null || value === '') errors[key] = LIST_MESSAGES.required;
    else if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || parseIsoDay(value) === null) errors[key] = LIST_MESSAGES.date;
    else return parseIsoDay(value);
    return null;
  };
  const fromDay = day('from_date');
  const toDay = day('to_date');
  if (fromDay === null || toDay === null) return null;
  if (fromDay > toDay) errors.to_date = LIST_MESSAGES.order;
  else if (toDay - fromDay > TRANSACTION_MAX_RANGE_DAYS) errors.to_date = LIST_MESSAGES.span;
  else return { fromDay, toDay };
  return null;
};

/** A one-based page: absent means the first. */
export const readPage = (raw: unknown, errors: Record<string, string>): number => {
  if (raw === undefined || raw === null || raw === '') return 1;
  const page = toNumber(raw);
  if (page !== undefined && Number.isInteger(page) && page >= 1 && page <= 1_000_000) return page;
  errors.page = LIST_MESSAGES.page;
  return 1;
};

/** A page size: one of `sizes` when given (the page's choices), else 1..TRANSACTION_MAX_PAGE_SIZE; absent means `fallback`. */
export const readSize = (raw: unknown, fallback: number, errors: Record<string, string>, sizes?: readonly number[]): number => {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const size = toNumber(raw);
  if (sizes) {
    if (size !== undefined && sizes.includes(size)) return size;
    errors.size = LIST_MESSAGES.size(sizes);
  } else {
    if (size !== undefined && Number.isInteger(size) && size >= 1 && size <= TRANSACTION_MAX_PAGE_SIZE) return size;
    errors.size = LIST_MESSAGES.sizeRange;
  }
  return fallback;
};

/** The answered transaction: its amount as the decimal (the store keeps minor units). */
export const transactionView = (row: StoredTransaction): Transaction => ({
  id: row.id,
  amount: fromMinor(row.amount_minor),
  status: row.status,
  transaction_date: row.transaction_date,
  transaction_id: row.transaction_id,
  comment: row.comment,
});

/** Newest first; the later id first within the same moment. */
const newestFirst = (a: StoredTransaction, b: StoredTransaction): number =>
  b.transaction_date.localeCompare(a.transaction_date) || b.id - a.id;

/** A space's transactions, within the range when one is given, newest first. */
export const transactionsOf = (all: readonly StoredTransaction[], spaceId: number, range?: DayRange): StoredTransaction[] =>
  all
    .filter((row) => {
      if (row.space_id !== spaceId) return false;
      if (!range) return true;
      const day = dayOfDateTime(row.transaction_date) ?? Number.NaN;
      return day >= range.fromDay && day < range.toDay;
    })
    .sort(newestFirst);

/** Spec 3 §3's paging envelope over rows already filtered and ordered. */
export const pageOf = (rows: readonly StoredTransaction[], page: number, size: number): TransactionPage => ({
  data: rows.slice((page - 1) * size, page * size).map(transactionView),
  total_size: rows.length,
  page_size: size,
  current_page: page,
});
