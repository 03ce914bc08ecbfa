import type { CurrencyCode } from './user';

/**
 * Billing's invoices and payment history (spec 3 §3 "Invoice or payment row", "Invoice", §7 "Billing",
 * §9). The spec does not show the history call's path nor the status values: the choices are here.
 *
 * The history lists two kinds of row, both an Invoice with line items and a PDF:
 * - a monthly statement: one per finished calendar month the account delivered in;
 * - a daily charge: the card charge for one day's delivery, taken once that day is over.
 * A row belongs to a range when its last day (charge_to_date) lies in it. Newest first.
 */

/** POST, body InvoiceHistoryRequest → Page<InvoiceHistoryRow> (`data.data`, `data.total_size`). Ours: the spec leaves the path out. */
export const INVOICE_HISTORY_PATH = '/v1/invoice/history';
/** GET /v1/invoice/pdf/{id}: the invoice as a PDF, `Content-Disposition: attachment; filename="invoice.pdf"`. */
export const INVOICE_PDF_PATH = '/v1/invoice/pdf';
/** GET /v1/invoice/{id}: the Invoice. */
export const INVOICE_PATH = '/v1/invoice';
/** The name the PDF is saved under (spec 3 §7). */
export const INVOICE_PDF_FILENAME = 'invoice.pdf';

/**
 * Not shown in the spec; what a user expects of a bill: issued (awaiting payment), paid, overdue
 * (issued and past its due day unpaid).
 */
export const INVOICE_STATUS = { issued: 1, paid: 2, overdue: 3 } as const;
export type InvoiceStatusName = keyof typeof INVOICE_STATUS;
export type InvoiceStatus = (typeof INVOICE_STATUS)[InvoiceStatusName];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = Object.values(INVOICE_STATUS);

export const isInvoiceStatus = (value: unknown): value is InvoiceStatus => INVOICE_STATUSES.includes(value as InvoiceStatus);

/** Spec 3 §9: payment history page sizes 10, 15, 25 (default 10). */
export const INVOICE_HISTORY_PAGE_SIZES = [10, 15, 25] as const;
export const INVOICE_HISTORY_DEFAULT_PAGE_SIZE = 10;

/** What the mock accepts of a history request: the app's sizes and any other up to 100 (the admin pages' lists). */
export const INVOICE_HISTORY_LIMITS = {
  maxPage: 10_000,
  maxSize: 100,
  /** The longest range asked at once: ten years of days. */
  maxRangeDays: 3_660,
} as const;

export interface InvoiceHistoryRequest {
  /** The account (space id, as the spec's audiences name it user_id). An administrator may name any; others only their own. */
  user_id: number;
  /** One of INVOICE_STATUS; absent or null for every status. */
  status?: InvoiceStatus | null;
  /** YYYY-MM-DD, inclusive. */
  from_date: string;
  /** YYYY-MM-DD, EXCLUSIVE (the app's date ranges, src/domain/dateRange.ts). */
  to_date: string;
  /** One-based. */
  page: number;
  /** 1 to INVOICE_HISTORY_LIMITS.maxSize. */
  size: number;
}

/** Spec 3 §3 "Invoice or payment row". Dates YYYY-MM-DD, both days included; total in the account's currency. */
export interface InvoiceHistoryRow {
  id: number;
  status: InvoiceStatus;
  total: number;
  charge_from_date: string;
  charge_to_date: string;
}

/** Spec 3 §3 "Invoice" line_items: one campaign's delivery in the invoice's period. */
export interface InvoiceLineItem {
  campaign_name: string;
  campaign_id: number;
  impression_count: number;
  amount: number;
}

/** A payment made against an invoice (the card charge, or the month's settlement). */
export interface InvoiceTransaction {
  id: number;
  amount: number;
  status: InvoiceStatus;
  transaction_date: string;
  transaction_id: string;
  comment: string;
}

/**
 * Spec 3 §3 "Invoice". total is the sum of line_items' amounts; to_be_paid what is still owed on it (0
 * once paid); balance_last_invoice what was still owed on the previous monthly statement.
 */
export interface Invoice {
  id: number;
  status: InvoiceStatus;
  total: number;
  to_be_paid: number;
  from_date: string;
  to_date: string;
  user_name: string;
  email: string;
  currency: CurrencyCode;
  balance_last_invoice: number;
  transactions: InvoiceTransaction[];
  line_items: InvoiceLineItem[];
}
