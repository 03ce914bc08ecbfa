/**
 * The campaign's list and number bounds, declared once for the editor's form, the shared rule set
 * (src/domain/campaign-rules) and the mock. The spec names no limits for these (beyond test devices,
 * attribution pairs and secondary events, campaign-record.ts): these are ours, each above what the
 * editor's UI lets a person pick in practice and far below what would burn a server on a save.
 */
export const CAMPAIGN_LIST_LIMITS = {
  'targeting.interests': 50,
  'targeting.city_ids': 100,
  'targeting.apps': 100,
  'targeting.segment_audiences.include_any': 20,
  'targeting.segment_audiences.include': 20,
  'targeting.segment_audiences.exclude': 20,
  'targeting.target_languages': 50,
  'targeting.regions': 50,
  'targeting.connection_types': 20,
  'targeting.customer_attributes': 50,
  'placement.included_apps': 500,
  'placement.excluded_apps': 500,
  'placement.included_app_categories': 100,
  'placement.excluded_app_categories': 100,
  'placement.excluded_game_categories': 100,
  'placement.languages': 50,
  'visuals.banners': 50,
  'visuals.video_ads': 20,
} as const satisfies Record<string, number>;
export type CampaignListField = keyof typeof CAMPAIGN_LIST_LIMITS;

/**
 * The mock's size guard on any list of a campaign body: far above every limit above, so the shared
 * rules answer first with their own message, and low enough that a body is refused before its entries
 * are read one by one.
 */
export const CAMPAIGN_LIST_GUARD = 1000;

/**
 * Upper bounds of the campaign's money and counts, in the space's currency units. A budget of one
 * billion covers the largest campaign in the weakest currency the platform bills (NGN); a bid of one
 * million the same for a CPM. A frequency cap above a million impressions a month means no cap.
 */
export const CAMPAIGN_NUMBER_LIMITS = {
  budget: 1_000_000_000,
  bid: 1_000_000,
  frequencyCap: 1_000_000,
  /** The bid multiplier of an owner's traffic targeting rule. */
  multiplier: 100,
} as const;
