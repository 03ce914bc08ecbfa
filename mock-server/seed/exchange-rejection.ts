import { EXCHANGE_REJECTION_REASONS } from '../../src/api/contract';
import { PERSONA_IDS } from './facts';
import type { StoredCampaign } from '../db/types';

/**
 * One video ad of the demo advertiser's that an exchange rejected (spec 2 §3: a video ad carries the
 * exchange's `exchange_id` and `google_status`; spec 2 §8: a creative rejected by an exchange with a
 * rejection code). `google_status` is the exchange's review of the creative: APPROVED, PENDING_REVIEW,
 * or, as here, one of the contract's rejection reasons (EXCHANGE_REJECTION_REASONS), which the app names. Google (exchange 1) is the exchange that sends one.
 */
export const EXCHANGE_REJECTION = { exchange_id: 1, google_status: EXCHANGE_REJECTION_REASONS[0] } as const;

/**
 * Marks the first video ad of the advertiser's first campaign (by id) whose video ads are on with a
 * video: the same seed gives the same campaign. Nothing else changes, so no other draw moves.
 */
export const withExchangeRejection = (campaigns: StoredCampaign[]): StoredCampaign[] => {
  const target = campaigns
    .filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId && c.visuals.video_enabled && c.visuals.video_ads[0]?.video)
    .sort((a, b) => a.id - b.id)[0];
  const ad = target?.visuals.video_ads[0];
  if (!ad) throw new Error('seed: the advertiser has no video ad to reject');
  Object.assign(ad, EXCHANGE_REJECTION);
  return campaigns;
};
