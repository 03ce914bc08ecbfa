import { EXCHANGES, type VideoAd } from '../../../src/api/contract';

/**
 * The exchange's review of a video ad (spec 2 §3: exchange_id, google_status). google_status is
 * APPROVED, PENDING_REVIEW, empty before any review, or else the exchange's rejection code.
 */
const NOT_A_REJECTION: ReadonlySet<string> = new Set(['APPROVED', 'PENDING_REVIEW']);

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
