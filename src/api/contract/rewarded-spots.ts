/**
 * The rewarded spot calculator of audio campaigns (spec 2 §4, §7). The spec names neither call's path:
 * both are ours, under the /v1 layout the rest of the editor uses; mock-server/README.md lists them too.
 */
export const REWARDED_SPOT_PATHS = {
  /** POST /{space} → RewardedSpaceSwitch: called before the spot calculator for audio campaigns (ours). */
  spaceSwitch: '/v1/campaign/rewarded/space-switch',
  /** GET ?campaign_id=&cpm_multiplier=&daily_budget= → RewardedSpot (ours). */
  calculator: '/v1/campaign/rewarded/spot-calculator',
} as const;

export interface RewardedSpaceSwitch {
  space_id: number;
}

/** GET query; `campaign_id` may be left out for an unsaved campaign (the switched space's default CPM). */
export interface RewardedSpotQuery {
  campaign_id?: number;
  cpm_multiplier: number;
  daily_budget: number;
}

export interface RewardedSpot {
  /** How many rewarded spots the daily budget buys. */
  spot: number;
}
