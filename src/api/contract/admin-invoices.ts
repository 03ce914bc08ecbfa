import type { Invoice } from './invoices';
import type { Page } from './envelope';
import { USER_TEXT_LIMITS } from './profile';
import type { Transaction } from './transactions';

/**
 * The administrator's invoice details page (spec 3 §2 "Administrator invoice details page", §3
 * "Send-invoice payload", §4 "Invoice send modal", §7 "Administration"). Administrators only
 * (ROUTE_ADMINISTRATION, code 3 otherwise), within their white-label: another white-label's invoice is
 * answered as unknown (code 1500), as GET /v1/invoice/{id} answers it.
 */
export const ADMIN_INVOICE_PATHS = {
  /** GET /v1/invoice/transactions/{id} → InvoiceTransactionsPage. */
  transactions: '/v1/invoice/transactions',
  /** POST /v1/invoice/send/{id}, body SendInvoicePayload → InvoiceSendResult. */
  send: '/v1/invoice/send',
} as const;

/**
 * What GET /v1/invoice/{id} answers beyond spec 3 §3's Invoice (ours: the spec does not show where a
 * send is kept): the day of the latest internal send, null until the invoice was sent internally.
 */
export interface InvoiceSendState {
  sent_internally_on: string | null;
}

export type SentInvoice = Invoice & InvoiceSendState;

/**
 * The transactions of an invoice (ours, the spec shows only the path): the payments that settled it
 * (the invoice's own `transactions`, status completed) followed by the account's other transactions
 * (top-ups, logged payments) dated within the invoice's period, its first to its last day, both
 * included (UTC). Newest first within each part; at most INVOICE_TRANSACTIONS_MAX rows, `total_size`
 * counting them all.
 */
export const INVOICE_TRANSACTIONS_MAX = 200;
export type InvoiceTransactionsPage = Page<Transaction>;

/** Spec 3 §4: the two ways of sending an invoice. */
export const INVOICE_SEND_TYPES = ['email', 'internal'] as const;
export type InvoiceSendType = (typeof INVOICE_SEND_TYPES)[number];

export const isInvoiceSendType = (value: unknown): value is InvoiceSendType => INVOICE_SEND_TYPES.includes(value as InvoiceSendType);

/**
 * Spec 3 §3 "Send-invoice payload": type plus email or date. Email mode drops the date, internal mode
 * drops the email (spec 3 §4); the mock ignores the other field when one is sent anyway.
 * - email: where the invoice goes, at most SEND_INVOICE_LIMITS.emailMax characters;
 * - date: YYYY-MM-DD, the day the invoice counts as sent internally (ours: the spec does not say what
 *   the date means), from SEND_INVOICE_LIMITS.firstDay to lastDay.
 */
export type SendInvoicePayload = { type: 'email'; email: string } | { type: 'internal'; date: string };

export const SEND_INVOICE_LIMITS = {
  emailMax: USER_TEXT_LIMITS.email,
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

/** The field messages of a refused send (code 2): the project's own words where the spec has none. */
export const SEND_INVOICE_MESSAGES = {
  required: 'Field is required.',
  type: `type is one of ${INVOICE_SEND_TYPES.join(', ')}`,
  email: 'Please type valid email address.',
  date: 'Invalid date format',
} as const;

/** What a send answers: what was recorded, the other mode's field null. */
export interface InvoiceSendResult {
  invoice_id: number;
  type: InvoiceSendType;
  email: string | null;
  date: string | null;
  /** When the send was made (ISO date-time, UTC). */
  sent_at: string;
}

/** The subject of the invoice's email: the number the PDF carries, so the mailbox and the file match. */
export const invoiceEmailSubject = (invoiceId: number): string => `Invoice No. ${invoiceId}`;
