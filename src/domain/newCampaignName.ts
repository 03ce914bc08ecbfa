import { DEFAULT_CAMPAIGN_NAME } from '../api/contract/campaign-record';

/**
 * The name a new campaign starts with (spec 1 §3: New Campaign). Names are unique per account (code
 * 1312), so only an account's first campaign gets the bare default; the next ones are numbered after
 * the account's campaign count (GET /v1/campaign/count/{space}): "New Campaign 31" for the 31st. A
 * clash with a name the user typed earlier is still possible and shows 1312 under the name, as any.
 */
export const newCampaignName = (campaignsInAccount: number): string =>
  campaignsInAccount > 0 ? `${DEFAULT_CAMPAIGN_NAME} ${campaignsInAccount + 1}` : DEFAULT_CAMPAIGN_NAME;
