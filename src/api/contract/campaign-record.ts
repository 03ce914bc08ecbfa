import type { CampaignGoal, CampaignStatusKey, CampaignType, CreativeStatus } from './campaign';
import type { CampaignVisuals } from './campaign-creatives';
import type { CampaignFrequencyCap, CampaignPlacement, CampaignScheduling, CampaignTargeting } from './campaign-targeting';
import type { CurrencyCode } from './user';

/** The six ad exchanges (spec 2 §9), by id. Approving with none chosen sends all six (spec 2 §4). */
export const EXCHANGES = [
  { id: 1, name: 'google' },
  { id: 2, name: 'verve' },
  { id: 3, name: 'taboola' },
  { id: 4, name: 'yandex' },
  { id: 5, name: '3rdpresence' },
  { id: 6, name: 'taurusx' },
] as const;
export type ExchangeId = (typeof EXCHANGES)[number]['id'];
export const ALL_EXCHANGE_IDS: readonly ExchangeId[] = EXCHANGES.map((exchange) => exchange.id);

export const MAX_TEST_DEVICES = 10;
export const MAX_ATTRIBUTION_PAIRS = 10;
export const MAX_SECONDARY_EVENTS = 4;
export const DEFAULT_CAMPAIGN_NAME = 'New Campaign';
export const DEFAULT_BID = 0.35;
export const SLOT_COUNT = 12;

/**
 * The attribution tags template (spec 1 §3, spec 2 §3): placeholders for source, medium, campaign,
 * content and the anonymous id. The spec names the placeholders, not the syntax; this is ours.
 */
export const DEFAULT_ATTRIBUTION_TAGS =
  'utm_source={source}&utm_medium={medium}&utm_campaign={campaign}&utm_content={content}&anon_id={anonymous_id}';

export interface AppPromotionMetadata {
  headline: string;
  body: string;
  price: string;
  star_rating: number;
  cta: string;
  advertiser: string;
}

export interface AppPromotion {
  bundle_id: string;
  mmp: 'adjust' | 'appsflyer' | null;
  app_platform_type: 'ios' | 'android' | null;
  tracking_url: string;
  app_name: string;
  custom_action_name: string;
  metadata: AppPromotionMetadata;
}

export interface WebsitePromotion {
  url_type: 'conversion' | 'parameter';
  conversion_url: string;
  custom_action_name: string;
  /** At most MAX_SECONDARY_EVENTS. */
  secondary_events: string[];
  option_domain: string;
  option_condition: 'contains' | 'does_not_contain';
  option_value: string;
}

export interface BiddingStrategy {
  goal: CampaignGoal;
  type: CampaignType;
  is_retargeting: boolean;
  /** Required unless type is other; no utm parameters. */
  click_url: string;
  /** Kept for consideration + app_installs/app_custom_event; cleared (null) for other types. */
  app_promotion: AppPromotion | null;
  /** Kept for conversion goals; cleared (null) for other types. */
  website_promotion: WebsitePromotion | null;
}

export interface AttributionPair {
  name: string;
  value: string;
}

/** Owner advanced bidding: one bidding item of `traffic_targeting` (spec 2 §3). */
export interface BiddingItem {
  id: number;
  /** 'Bidding N'. */
  name: string;
  /** Non-negative; a negative entry becomes 0 (spec 2 §5). */
  multiplier: number;
  rules: BiddingRule[];
}

export interface BiddingRule {
  /** One of the bidding rule filters of spec 2 §9 (app, site, creative_format, size, …). */
  filter: string;
  operator: 'is' | 'is_not' | 'more_than' | 'less_than';
  value: string;
}

/**
 * The owner fields (spec 1 §3, spec 2 §3), readable and writable only with CAMPAIGN_ADMINISTRATION:
 * GET/POST /v1/campaign/admin/{id}, and `owner` of GET /v1/campaign/{id} and PUT /v1/campaign for an
 * administrator. Margin and fixed CPM are mutually exclusive (at most one is non-null).
 */
export interface CampaignOwnerFields {
  /** Integer 0..max-margin, or null. */
  margin: number | null;
  fixed_cpm: number | null;
  /** A moderation-owner numeric whose meaning the spec does not show. */
  t: number | null;
  deal_link: string;
  intent_verified: boolean;
  /** ISO date (YYYY-MM-DD) or null. */
  intent_tag_date: string | null;
  exchange_id: ExchangeId[];
  /** Traffic source ids (GET /v1/campaign/traffic-source). */
  traffic_sources: number[];
  /** IAB category values (dictionary iab_categories). */
  campaign_category_keys: string[];
  /** An administrator's user id, or null. */
  account_manager_id: number | null;
  telco_model: string;
  no_telco_model: boolean;
  dummy_models: boolean;
  disregard_targeting: boolean;
  impression_url: string;
  /** Owner advanced bidding. The spec stores it as JSON text; the mock keeps the parsed list. */
  traffic_targeting: BiddingItem[];
}

/**
 * What the advertiser's form writes (PUT /v1/campaign, POST /v1/campaign/saveAndPublish) in the
 * backend's snake case. `id` absent creates; `version` is the version the form was loaded at.
 */
export interface CampaignInput {
  id?: number;
  /** Optimistic concurrency (beyond the spec): a save over a newer version is refused (code 1320). */
  version?: number;
  /**
   * Create only: the space the campaign is created in (an administrator's acting space, as the list
   * sends it); the caller's own space when absent. Ignored on update: a campaign never changes space.
   */
  space_id?: number;
  name: string;
  /** ISO code; fixed once the campaign has one. */
  country: string;
  timezone_offset_seconds: number;
  /** ISO date-time UTC; null means "Immediately". */
  campaign_start_at: string | null;
  /** ISO date-time UTC (end of day in the campaign's timezone); null means no end. */
  campaign_end_at: string | null;
  /** Daily budget in the space currency; a draft may hold 0, publishing needs more (onlyPositive). */
  budget: number;
  budget_type_key: 2;
  campaign_type_key: 1;
  campaign_type: CampaignType;
  goal: CampaignGoal;
  product_url: string;
  manual_cpx: boolean;
  user_cpx: number | null;
  cpx: number;
  cpm: number;
  is_auto_enhancement: boolean;
  /** SLOT_COUNT on/off values. */
  slots: boolean[];
  slots_include_unknown: boolean;
  attribution: AttributionPair[];
  attribution_tags: string;
  /** At most MAX_TEST_DEVICES device ids. */
  test_devices: string[];
  has_whitelist: boolean;
  targeting_on: boolean;
  freq_and_scheduling_on: boolean;
  bidding_strategy: BiddingStrategy;
  targeting: CampaignTargeting;
  placement: CampaignPlacement;
  scheduling: CampaignScheduling;
  frequency_cap: CampaignFrequencyCap[];
  visuals: CampaignVisuals;
  replicated_from: number | null;
  /** Only from an administrator (CAMPAIGN_ADMINISTRATION); anyone else sending it is refused (code 3). */
  owner?: CampaignOwnerFields;
}

/**
 * GET /v1/campaign/{id}: the whole stored campaign. `owner` is present only for a caller holding
 * CAMPAIGN_ADMINISTRATION; an advertiser never sees the margin.
 */
export interface CampaignRecord extends Omit<CampaignInput, 'id' | 'version'> {
  id: number;
  /** Bumped by every accepted change. */
  version: number;
  space_id: number;
  status_key: CampaignStatusKey;
  currency: CurrencyCode;
  creative_status: CreativeStatus;
  created_at: string;
  updated_at: string;
  /** When the campaign last entered moderation (publish); null if never. */
  moderation_start_at: string | null;
  /** The reason given by the last rejection, while rejected. */
  rejection_reason: string | null;
}

/** GET /v1/campaign/{id}/total: the performance card, over the last 7 days including today. */
export interface CampaignPeriodTotal {
  /* Each left out when the caller's REPORT_* permissions do not allow its figure (PERIOD_TOTAL_FIELD_METRIC). */
  current_period_clicks?: number;
  current_period_impressions?: number;
  current_period_spent?: number;
}

/**
 * Fields POST /v1/campaign/list/v2 sorts by (`sort_by_field`, else `order_field`). Any other value is
 * answered with code 2. CTR and CVR are percentages (1.25 means 1.25 %); money is in the space currency.
 */
export const CAMPAIGN_LIST_SORT_FIELDS = [
  'id',
  'name',
  'status_key',
  'budget',
  'campaign_start_at',
  'impressions',
  'clicks',
  'spent',
  'today_spent',
  'budget_spent',
  'cpm',
  'cpc',
  'ctr',
  'conversions',
  'cpa',
  'cvr',
] as const;

export type CampaignListSortField = (typeof CAMPAIGN_LIST_SORT_FIELDS)[number];

/** The Pause, Run and Archive toggle calls take the campaign id as a plain-text body (spec 1 §7). */
export const CAMPAIGN_ACTION_PATHS = {
  run: '/v1/campaign/run',
  pause: '/v1/campaign/pause',
  archiveToggle: '/v1/campaign/archive/toggle',
} as const;
