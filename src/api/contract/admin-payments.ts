import type { Page } from './envelope';
import type { InvoiceStatus } from './invoices';
import type { PaymentVendor } from './payment-methods';
import type { CurrencyCode } from './user';

/**
 * The administrator's invoice users and a user's payments (spec 3 §2 "Administrator invoice users
 * list", "Administrator user payments page", §3 "Invoice user", "User account detail", "Pay-manually
 * payload", §7 "Administration", §9). ROUTE_ADMINISTRATION only, the caller's own white-label only.
 *
 * Choices where the spec shows nothing:
 * - the user account detail's path: GET /v1/invoice/user-account/{userId} (beside the spec's other
 *   per-user invoice calls). It answers only an account OWNER (the users the invoice users list
 *   shows); any other id is code 6 "User not found", and the page then has no account selected.
 * - the invoice list per user: the billing history call (POST /v1/invoice/history), whose user_id is
 *   the account (space) id; the detail answers `space_id` for it. Administrators may already name
 *   any account of their white-label there, so one call serves both pages.
 * - payment_vendor is per account: the seeded Ameria account (mock-server/seed/facts.ts
 *   AMERIA_ACCOUNT) pays through ameria, every other account through the mock's vendor setting.
 */

export const INVOICE_USERS_PATH = '/v1/invoice/users';
export const userAccountPath = (userId: number): string => `/v1/invoice/user-account/${userId}`;
export const payManuallyPath = (userId: number): string => `/v1/invoice/pay-manually/${userId}`;

/** Spec 3 §9 "Invoice list size 10": the invoice users page and a user's invoice list. */
export const INVOICE_USERS_PAGE_SIZE = 10;
/** The largest page the users call answers (ours: any size from 1 up to it). */
export const INVOICE_USERS_MAX_SIZE = 100;
export const INVOICE_USERS_MAX_PAGE = 10_000;

/** POST /v1/invoice/users. `page` one-based; `status` an INVOICE_STATUS: users whose latest statement has it. */
export interface InvoiceUsersRequest {
  status?: InvoiceStatus | null;
  page: number;
  size: number;
}

/**
 * Spec 3 §3 "Invoice user": an account owner, the account's balance and what is still owed on its
 * latest monthly statement (0 once paid), both decimals in the account's currency.
 */
export interface InvoiceUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  balance: number;
  to_be_paid: number;
  currency: CurrencyCode;
}

/** Spec 3 §3 "Paging envelope". */
export interface InvoiceUsersPage extends Page<InvoiceUser> {
  page_size: number;
  current_page: number;
}

/**
 * Spec 3 §3 "User account detail", plus (ours) the account's `space_id` (the invoice list's user_id)
 * and `balance`, which the page shows and a payment changes.
 */
export interface UserAccountDetail {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  currency: CurrencyCode;
  credit_limit: number;
  invoice_due_day: number;
  payment_vendor: PaymentVendor;
  space_id: number;
  balance: number;
}

/** Spec 3 §9: the pay modal offers only AMERIA. */
export const PAY_MANUALLY_REFERERS = ['AMERIA'] as const;
export type PayManuallyReferer = (typeof PAY_MANUALLY_REFERERS)[number];

/** Spec 3 §3 "Pay-manually payload": amount and referer required, comment optional (LOG_PAYMENT_LIMITS bound it). */
export interface PayManuallyPayload {
  amount: number;
  referer: PayManuallyReferer;
  comment?: string;
  /** Optional; when sent it must be the account's own currency, as LogPaymentPayload's. */
  currency?: string;
}

/** The pay-manually referer message (the log-payment ones cover the rest). */
export const PAY_MANUALLY_MESSAGES = {
  referer: `Referer must be ${PAY_MANUALLY_REFERERS.join(', ')}.`,
} as const;
