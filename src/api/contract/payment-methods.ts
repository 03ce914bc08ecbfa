import { QUOTA_MESSAGES } from './quotas';
import type { CardBrandCode } from '../../domain/cardBrands';

/**
 * Saved payment cards (spec 3 §2 "Billing page", §3 "Payment method", §7 "Billing"). The paths the spec
 * names, plus ours for what it leaves out: the offline test vendor's card processor and the Ameria
 * checkout page the mock serves in place of the bank's.
 */
export const PAYMENT_METHOD_PATHS = {
  /** GET, optional `user-id` query (an administrator may name any account's user): the account's cards. */
  list: '/v1/payment-method',
  /** GET ?user-id={id}: which vendor sets a card up, and for ameria the page to send the browser to. */
  add: '/v1/payment-method/add',
  /** DELETE /{id}, optional `space_id` query. */
  remove: '/v1/payment-method',
  /** GET, optional `space_id`: a plain-text setup secret bound to the account (Stripe's SetupIntent client_secret). */
  clientToken: '/v1/payment/stripe/client-token',
  /** POST /{id}: makes the card the account's default. */
  makeDefault: '/v1/payment/stripe/method/default',
  /** Ours: POST TestVendorConfirmRequest, the test vendor's card check (Stripe's confirmCardSetup, offline). */
  testVendorConfirm: '/v1/payment/test-vendor/confirm',
  /** Ours: POST TestVendorAuthenticateRequest, the answer to the vendor's authentication step. */
  testVendorAuthenticate: '/v1/payment/test-vendor/authenticate',
  /** Ours, public (the browser navigates there): GET the mock's Ameria page; POST …/confirm or …/cancel. */
  ameriaCheckout: '/v1/payment/ameria/checkout',
} as const;

/** Where the Ameria page sends the browser back (a path of the app's own origin, never an address). */
export const AMERIA_RETURN_PATH = '/payments/history';
/** The query parameter the return carries: `success` or `cancelled`. */
export const AMERIA_RETURN_PARAM = 'payment';
export type AmeriaOutcome = 'success' | 'cancelled';

/**
 * One saved card. `card_number` is never the number: the mock keeps and answers only its last four
 * digits ("4242"); the app shows them after a mask. `credit_card_type_key` is a CARD_BRANDS code
 * (src/domain/cardBrands.ts), 14 when unrecognised.
 */
export interface PaymentMethod {
  id: number;
  card_number: string;
  credit_card_type_key: CardBrandCode;
  /** 1–12. */
  exp_month: number;
  /** Four digits. */
  exp_year: number;
  is_default: boolean;
  /** The cardholder's name as typed; at most CARDHOLDER_NAME_MAX characters. */
  client_name: string;
  space_id: number;
}

/**
 * At most this many card setups wait per account (setup secrets of the client-token call, and Ameria
 * pages, each kind apart; ours: Stripe names no limit). A further one ends that account's own oldest
 * waiting setup, never another account's, so no caller can expire someone else's card form.
 */
export const CARD_SETUPS_PER_ACCOUNT_MAX = 20;
export const CARDHOLDER_NAME_MAX = 100;
/** The typed card number, spaces and dashes included (19 digits at most, grouped). */
export const CARD_NUMBER_TEXT_MAX = 30;
/** The CVC as sent: 3 or 4 digits are valid; longer text is refused as malformed. */
export const CVC_TEXT_MAX = 8;

export const PAYMENT_VENDORS = ['test', 'stripe', 'ameria'] as const;
export type PaymentVendor = (typeof PAYMENT_VENDORS)[number];

export const isPaymentVendor = (value: unknown): value is PaymentVendor => (PAYMENT_VENDORS as readonly unknown[]).includes(value);

/** GET /v1/payment-method/add: ameria carries the page to open; the card-form vendors carry null. */
export interface AddPaymentMethodAnswer {
  payment_vendor: PaymentVendor;
  payment_url: string | null;
}

/** A setup secret: `seti_<24 alphanumerics>_secret_<24 alphanumerics>`, as Stripe's look. */
export const SETUP_SECRET_PATTERN = /^seti_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/;

/** POST /v1/payment/test-vendor/confirm: what the test vendor's card form sends (JSON). */
export interface TestVendorConfirmRequest {
  client_secret: string;
  /** Digits, spaces allowed; 12 to 19 digits. */
  number: string;
  exp_month: number;
  /** Four digits (the form turns YY into 20YY). */
  exp_year: number;
  /** 3 or 4 digits. Checked, never stored. */
  cvc: string;
  /** 1 to CARDHOLDER_NAME_MAX characters. */
  name: string;
}

/** POST /v1/payment/test-vendor/authenticate: the user's answer to the authentication step. */
export interface TestVendorAuthenticateRequest {
  client_secret: string;
  /** The step the confirm answer named. */
  authentication_id: string;
  approve: boolean;
}

/**
 * The test vendor's verdict, as a card processor gives it: the check itself answered (code 0); whether
 * the card was accepted is in `status`. `failed` carries the provider's message, worded as Stripe's;
 * `requires_action` asks the user to authenticate first (3-D Secure), then the authenticate call
 * decides. A failed card stores nothing.
 */
export type TestVendorAnswer =
  | { status: 'succeeded'; payment_method: PaymentMethod }
  | { status: 'requires_action'; authentication_id: string }
  | { status: 'failed'; error: { code: string; message: string } };

/** The provider's messages (Stripe's own wording). */
export const CARD_DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is incomplete or in the past.",
  incorrectCvc: "Your card's security code is incomplete.",
  nameRequired: 'Please enter the name on the card.',
  setupExpired: 'This card setup has expired. Please try again.',
  tooManyCards: QUOTA_MESSAGES.payment_methods,
} as const;

/** Stripe's well-known test numbers and what the test vendor does with them; any other valid number succeeds. */
export const TEST_CARD_NUMBERS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002500003155',
} as const;
