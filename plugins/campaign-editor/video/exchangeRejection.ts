import { EXCHANGE_REJECTION_REASONS, EXCHANGE_REVIEW, EXCHANGES, type VideoAd } from '../../../src/api/contract';

/**
 * The exchange's review of a video ad (spec 2 §3: exchange_id, google_status). google_status is
 * APPROVED, PENDING_REVIEW, empty before any review, or else the exchange's rejection code.
 */
const NOT_A_REJECTION: ReadonlySet<string> = new Set(Object.values(EXCHANGE_REVIEW));

export interface ExchangeRejection {
  exchangeId: number;
  /** The exchange's name as the contract lists it ('google'), when the id is a known one. */
  exchangeName: (typeof EXCHANGES)[number]['name'] | undefined;
  code: string;
}

/** The rejection a video ad's exchange sent, or null when it sent none. */
export const exchangeRejectionOf = (ad: Partial<Pick<VideoAd, 'exchange_id' | 'google_status'>>): ExchangeRejection | null => {
  const code = ad.google_status?.trim();
  if (ad.exchange_id === null || ad.exchange_id === undefined || !code || NOT_A_REJECTION.has(code)) return null;
  return { exchangeId: ad.exchange_id, exchangeName: EXCHANGES.find((exchange) => exchange.id === ad.exchange_id)?.name, code };
};

const R = 'campaign-editor.video';

/**
 * An exchange's review code in words (a translation key): approved, pending, or a rejection reason the
 * contract names. A reason it does not name is said to be one the exchange gave no words for; the code
 * itself is then only a detail (the note's copyable chip, the log's value).
 */
export const exchangeReviewKey = (code: string): string => {
  if (code === EXCHANGE_REVIEW.approved) return `${R}.exchangeReview.approved`;
  if (code === EXCHANGE_REVIEW.pending) return `${R}.exchangeReview.pending`;
  return (EXCHANGE_REJECTION_REASONS as readonly string[]).includes(code) ? `${R}.exchangeReasons.${code}` : `${R}.exchangeReview.unlisted`;
};
