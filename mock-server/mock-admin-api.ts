/**
 * The mock backend's test-only API (mounted only with MOCK_ADMIN_API=1; 404 otherwise). End-to-end
 * tests use it to change latency, faults and token lifetime at run time, read the emails the mock
 * "sent", and restore the seed. Answers use the usual envelope.
 */
export interface MockSettings {
  /** Delay added to every /v1 answer, in milliseconds. */
  latencyMs: number;
  /** Fraction (0..1) of /v1 calls, other than /v1/oauth/*, answered with code 1 and HTTP 500. */
  failRate: number;
  /** Lifetime in seconds of access tokens issued from now on. */
  tokenTtl: number;
  /**
   * The white-label configuration GET /v1/whitelabel/info answers, by whitelabel_id: `dsp` ("Adwise
   * DSP", audio off, the default) or `ng` ("Adwise Nigeria", audio on). Start value: MOCK_WHITELABEL.
   * Always present in GET answers; optional when setting.
   */
  whitelabel?: string;
  /**
   * How many times faster than real time the events generator's clock runs (1 = real time; at most
   * 1000). Changing it never moves the clock back: it runs on from where it is at the new rate. Start
   * value: MOCK_CLOCK_RATE. Always present in GET answers; optional when setting.
   */
  clockRate?: number;
  /**
   * The edition of the reference lists (GET /v1/geo/country and the /v1/dictionary/meta dictionaries):
   * 1 is the seeded one; each later edition renames the first entry of every list ("Afghanistan
   * (edition 2)"), so their versions (ETags) change and a test can watch a cached copy being replaced.
   * Start value 1. Always present in GET answers; optional when setting.
   */
  dictionaryEdition?: number;
  /**
   * What GET /v1/payment-method/add answers: `test` (the offline test vendor's card form, the
   * default), `stripe` (Stripe Elements) or `ameria` (a redirect to the mock's Ameria page). Start
   * value: MOCK_PAYMENT_VENDOR. Always present in GET answers; optional when setting.
   */
  paymentVendor?: 'test' | 'stripe' | 'ameria';
}

/** An email the mock would have sent (registration approval, password reset). */
export interface MailboxEntry {
  to: string;
  subject: string;
  /** The link the email carries, pointing at the app (MOCK_APP_URL). */
  link: string;
  at: string;
}

/** The mock's clock (GET /__mock/clock): MOCK_NOW's instant at start, then running on at real speed. */
export interface MockClockReading {
  /** The mock's current time, ISO 8601 in UTC. */
  now: string;
}

export const MOCK_ADMIN_PATHS = {
  /** GET reads, POST sets (any subset of MockSettings). */
  settings: '/__mock/settings',
  /** GET ?to=email: the sent emails, newest first (all of them without `to`). */
  mailbox: '/__mock/mailbox',
  /** POST: restore the seed in memory and on disk, and empty the mailbox. */
  reset: '/__mock/reset',
  /** GET: the mock's current time → MockClockReading (what "today" and every expiry are measured from). */
  clock: '/__mock/clock',
  /** POST: forget every back-off (sign-in, device, password change) and the reset and sign-up limits (reset does too). */
  throttles: '/__mock/throttles',
  /** POST { space_id, line_items }: a synthetic invoice of that many line items for the bench → { id } (billing/bench-invoices.ts). */
  benchInvoice: '/__mock/bench/invoice',
  /** POST a raw zip (application/zip, ≤ 1 MiB): stored as sent, unchecked, for the bench → { file_url } (uploads/bench-files.ts). */
  benchFile: '/__mock/bench/file',
} as const;
