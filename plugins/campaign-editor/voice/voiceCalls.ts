import { REWARDED_SPOT_PATHS, type RewardedSpaceSwitch, type RewardedSpot, type RewardedSpotQuery } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

export interface RewardedSpaceSwitchParams {
  space_id: number;
}

/**
 * A number as the calculator reads it: plain decimal notation (String(1e-7) would be "1e-7", which the
 * server refuses), no grouping.
 */
const decimal = (value: number): string => value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * The voice targeting tab's named calls on resource 'campaign-editor' (spec 2 §4, §7; the manifest
 * spreads them into its `custom` beside the other tabs'):
 * - rewardedSpaceSwitch: POST /v1/campaign/rewarded/space-switch/{space} → {space_id}, made before the
 *   spot estimate of an audio campaign (spec 2 §4);
 * - rewardedSpot: GET the rewarded spot calculator ?campaign_id=&cpm_multiplier=&daily_budget= → {spot}.
 */
export const voiceCalls: NonNullable<ResourceApi['custom']> = {
  rewardedSpaceSwitch: ({ client }, params) => {
    const { space_id, signal } = callParams<RewardedSpaceSwitchParams>(params);
    return client.request<RewardedSpaceSwitch>(`${REWARDED_SPOT_PATHS.spaceSwitch}/${encodeURIComponent(String(space_id))}`, {
      method: 'POST',
      signal,
    });
  },

  rewardedSpot: ({ client }, params) => {
    const { campaign_id, cpm_multiplier, daily_budget, signal } = callParams<RewardedSpotQuery>(params);
    const query = new URLSearchParams();
    if (campaign_id !== undefined) query.set('campaign_id', String(campaign_id));
    query.set('cpm_multiplier', decimal(cpm_multiplier));
    query.set('daily_budget', decimal(daily_budget));
    return client.request<RewardedSpot>(`${REWARDED_SPOT_PATHS.calculator}?${query}`, { signal });
  },
};
