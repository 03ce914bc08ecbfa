import type { Page } from './envelope';

/**
 * Transactions (spec 3 §3 "Transaction", "Log-payment payload", §7 "Administration", §9): the
 * account's payments, listed on /transactions (PAGE_TRANSACTIONS) and logged by an administrator.
 */

/**
 * Not shown in the spec: the status codes. Ours: 1 pending (a payment announced, not yet received),
 * 2 completed (money on the balance), 3 failed (never reached the balance). A logged payment is
 * completed at once.
 */
export const TRANSACTION_STATUS = { pending: 1, completed: 2, failed: 3 } as const;
export type TransactionStatusName = keyof typeof TRANSACTION_STATUS;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[TransactionStatusName];
export const TRANSACTION_STATUS_NAMES: Readonly<Record<number, TransactionStatusName>> = { 1: 'pending', 2: 'completed', 3: 'failed' };

/** Spec 3 §9: the referer options of the log-payment modal. */
export const LOG_PAYMENT_REFERERS = ['STRIPE', 'BANK_TRANSFER', 'PAYSTACK', 'INTENT'] as const;
export type LogPaymentReferer = (typeof LOG_PAYMENT_REFERERS)[number];

/**
 * One transaction. `amount` is a decimal in the account's currency (the mock keeps whole minor units);
 * `transaction_date` an ISO date-time (UTC); `transaction_id` the payment provider's reference and
 * `comment` free text, either empty when none was given.
 */
export interface Transaction {
  id: number;
  amount: number;
  status: TransactionStatus;
  transaction_date: string;
  transaction_id: string;
  comment: string;
}

/**
 * Not shown in the spec: the advertiser's list and its CSV. Ours, after the payment history's request
 * (spec 3 §7: from_date, to_date, page, size): POST /v1/transactions/list and POST
 * /v1/transactions/download (text/csv, Content-Disposition transactions-{from}-{last day}.csv, the
 * days the page shows, English header TRANSACTION_CSV_HEADER). The admin's calls are the spec's: GET /v1/invoice/user-transactions/{userId}?page=&size=
 * and POST /v1/invoice/log-payment/{userId}.
 */
export const TRANSACTION_PATHS = {
  list: '/v1/transactions/list',
  csv: '/v1/transactions/download',
} as const;
export const userTransactionsPath = (userId: number): string => `/v1/invoice/user-transactions/${userId}`;
export const logPaymentPath = (userId: number): string => `/v1/invoice/log-payment/${userId}`;

/** Spec 3 §9: the report tables' page sizes (10, 15, 25), default 10. */
export const TRANSACTION_PAGE_SIZES = [10, 15, 25] as const;
export const TRANSACTION_DEFAULT_PAGE_SIZE = 10;
/** The largest page any transaction list answers (the admin's user-transactions takes any size up to it). */
export const TRANSACTION_MAX_PAGE_SIZE = 100;
/** The longest range a list or export may span, in days: ten years, beyond any preset. */
export const TRANSACTION_MAX_RANGE_DAYS = 3660;
/** The CSV's header row, in English whatever the interface language (a file outlives the session). */
export const TRANSACTION_CSV_HEADER = ['id', 'amount', 'currency', 'status', 'transaction_date', 'transaction_id', 'comment'] as const;

/**
 * The list's body. `from_date`/`to_date` are YYYY-MM-DD, `to_date` exclusive (as every range of the
 * API); `page` one-based; `size` one of TRANSACTION_PAGE_SIZES. `space_id` is ours: the account an
 * administrator acts for; the caller's own when absent (anyone else may name only their own).
 */
export interface TransactionListRequest {
  from_date: string;
  to_date: string;
  page: number;
  size: number;
  space_id?: number;
}

/** The CSV export's body: the list's range, every row of it (newest first), no paging. */
export type TransactionCsvRequest = Omit<TransactionListRequest, 'page' | 'size'>;

/** Spec 3 §3 "Paging envelope": data, total_size, page_size, current_page (one-based). */
export interface TransactionPage extends Page<Transaction> {
  page_size: number;
  current_page: number;
}

/** Spec 3 §3 "Log-payment payload": amount and referer required; transaction_id and comment optional. */
export interface LogPaymentPayload {
  amount: number;
  referer: LogPaymentReferer;
  /**
   * The provider's reference, the payment's idempotency key (ours): compared and kept normalised (NFKC,
   * case-folded, invisible characters removed, trimmed, for comparing; NFC without invisibles, trimmed,
   * as kept). The same key again with the same amount, referer and comment answers the first payment;
   * with another, code 1511 (CODE.PAYMENT_ALREADY_LOGGED) and nothing is credited.
   */
  transaction_id?: string;
  comment?: string;
  /** Optional; when sent it must be the account's own currency (a payment is never converted). */
  currency?: string;
}

/**
 * The payload's bounds (not shown in the spec; ours): a positive amount of whole minor units (at most
 * 2 decimals, at least 0.01: src/domain/paymentAmount.ts) up to ten million, a provider reference of
 * 100 characters, a comment of 500.
 */
export const LOG_PAYMENT_LIMITS = { maxAmount: 10_000_000, transactionIdMax: 100, commentMax: 500 } as const;

/** The log-payment field messages: the spec's generic ones (spec 1 §5, spec 3 §5) where it has them. */
export const LOG_PAYMENT_MESSAGES = {
  required: 'Field is required.',
  number: 'Please type a valid number.',
  positive: 'Only positive numbers allowed !',
  decimals: 'At most 2 decimals allowed.',
  minimum: 'The smallest amount is 0.01.',
  maxAmount: `Amount must be at most ${LOG_PAYMENT_LIMITS.maxAmount}.`,
  referer: `Referer must be one of ${LOG_PAYMENT_REFERERS.join(', ')}.`,
  text: 'Must be text.',
  currency: (accountCurrency: string): string => `The account pays in ${accountCurrency}: a payment in another currency is not logged.`,
} as const;
