import { describe, expect, it } from 'vitest';
import { EXCHANGE_REJECTION_REASONS } from '../../../src/api/contract';
import { exchangeRejectionOf, exchangeReviewKey } from './exchangeRejection';

describe('exchangeRejectionOf', () => {
  it("reads a rejection code from an exchange's review, naming a known exchange", () => {
    expect(exchangeRejectionOf({ exchange_id: 1, google_status: 'POLICY_VIOLATION_86' })).toEqual({ exchangeId: 1, exchangeName: 'google', code: 'POLICY_VIOLATION_86' });
    expect(exchangeRejectionOf({ exchange_id: 42, google_status: '17' })).toEqual({ exchangeId: 42, exchangeName: undefined, code: '17' });
  });

  it('finds none before a review, for an approval or a pending review, or without an exchange', () => {
    expect(exchangeRejectionOf({ exchange_id: null, google_status: null })).toBeNull();
    expect(exchangeRejectionOf({ exchange_id: 1, google_status: null })).toBeNull();
    expect(exchangeRejectionOf({ exchange_id: 1, google_status: ' ' })).toBeNull();
    expect(exchangeRejectionOf({ exchange_id: 1, google_status: 'APPROVED' })).toBeNull();
    expect(exchangeRejectionOf({ exchange_id: 1, google_status: 'PENDING_REVIEW' })).toBeNull();
    expect(exchangeRejectionOf({ exchange_id: null, google_status: 'POLICY_VIOLATION_86' })).toBeNull();
    expect(exchangeRejectionOf({})).toBeNull();
  });

  it('names each review in words: approved, pending, each reason the contract lists, and any other as unnamed', () => {
    expect(exchangeReviewKey('APPROVED')).toBe('campaign-editor.video.exchangeReview.approved');
    expect(exchangeReviewKey('PENDING_REVIEW')).toBe('campaign-editor.video.exchangeReview.pending');
    expect(EXCHANGE_REJECTION_REASONS.length).toBeGreaterThan(0);
    for (const reason of EXCHANGE_REJECTION_REASONS) expect(exchangeReviewKey(reason)).toBe(`campaign-editor.video.exchangeReasons.${reason}`);
    expect(exchangeReviewKey('17')).toBe('campaign-editor.video.exchangeReview.unlisted');
  });
});
