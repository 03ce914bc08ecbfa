import type {
  AttributionPair,
  BiddingItem,
  CampaignFrequencyCap,
  CampaignGoal,
  CampaignPlacement,
  CampaignScheduling,
  CampaignStatusKey,
  CampaignTargeting,
  CampaignType,
  CampaignVisuals,
  CurrencyCode,
  ExchangeId,
  PlacementEnvironment,
} from '../../../src/api/contract';

/**
 * The editor form's values, in the client naming of spec 1 §3 and spec 2 §3 (productURL, cpxManual,
 * userCPX, campaignStartAt, attributionTags, …). `form/campaignMapping.ts` is the one place that turns
 * them into the backend's snake case (CampaignInput) and back; nothing else knows both namings.
 *
 * Targeting, placement, scheduling, frequency caps and visuals keep the record's shape: their tabs
 * edit the backend's fields as they are, and the mapping copies them across.
 */
export interface AppPromotionValues {
  bundle_id: string;
  mmp: 'adjust' | 'appsflyer' | '';
  app_platform_type: 'ios' | 'android' | '';
  tracking_url: string;
  app_name: string;
  custom_action_name: string;
  metadata: { headline: string; body: string; price: string; starRating: number; cta: string; advertiser: string };
}

export interface WebsitePromotionValues {
  url_type: 'conversion' | 'parameter';
  conversion_url: string;
  custom_action_name: string;
  secondary_events: string[];
  optionDomain: string;
  optionCondition: 'contains' | 'does_not_contain';
  optionValue: string;
}

export interface BiddingStrategyValues {
  goal: CampaignGoal;
  type: CampaignType;
  is_retargeting: boolean;
  click_url: string;
  /** Always present in the form (empty when unused); the mapping sends null where the type clears it. */
  app_promotion: AppPromotionValues;
  website_promotion: WebsitePromotionValues;
}

/** Owner fields (CAMPAIGN_ADMINISTRATION only); absent from the form of anyone else. */
export interface OwnerValues {
  /** Integer text as typed; '' is null. */
  margin: number | null;
  fixed_cpm: number | null;
  t: number | null;
  dealLink: string;
  intentVerified: boolean;
  intent_tag_date: string | null;
  exchange_id: ExchangeId[];
  traffic_sources: number[];
  campaign_category_keys: string[];
  account_manager_id: number | null;
  telco_model: string;
  no_telco_model: boolean;
  dummy_models: boolean;
  disregard_targeting: boolean;
  impression_url: string;
  traffic_targeting: BiddingItem[];
}

/**
 * The placement as the tab edits it: every environment is the choice 'all', which the record carries
 * as none (spec 2 §3 "environment (all maps to none)"); the mapping turns one into the other.
 */
export type PlacementValues = Omit<CampaignPlacement, 'environment'> & { environment: 'all' | PlacementEnvironment };

export interface CampaignFormValues {
  /** Absent for a new campaign. */
  id?: number;
  /** The version the form was loaded at (sent back for the no-lost-update check). */
  version?: number;
  /** Read-only context of a stored campaign. */
  status_key?: CampaignStatusKey;
  space_id?: number;
  currency?: CurrencyCode;
  moderation_start_at?: string | null;

  name: string;
  country: string;
  timezone_offset_seconds: number;
  /** Calendar dates (YYYY-MM-DD) in the campaign's timezone; null start = Immediately, null end = none. */
  campaignStartAt: string | null;
  campaignEndAt: string | null;
  /** Daily budget; null while empty. */
  budget: number | null;
  productURL: string;
  cpxManual: boolean;
  userCPX: number | null;
  cpx: number;
  cpm: number;
  isAutoEnhancement: boolean;
  bidding_strategy: BiddingStrategyValues;
  slots: boolean[];
  slots_include_unknown: boolean;
  attribution: AttributionPair[];
  attributionTags: string;
  test_devices: string[];
  has_whitelist: boolean;
  targeting_on: boolean;
  freq_and_scheduling_on: boolean;
  targeting: CampaignTargeting;
  placement: PlacementValues;
  scheduling: CampaignScheduling;
  frequencyCap: CampaignFrequencyCap[];
  visuals: CampaignVisuals;
  replicated_from: number | null;
  owner?: OwnerValues;
}
