import { AGE_RANGE, DEFAULT_DAILY_FREQUENCY_CAP, DEVICE_TYPE, FREQUENCY_CAP_KEY, GENDER, LOCATION_OPTION_KEY, SIMILARITY_RANGE } from './campaign-targeting';
import type { CampaignPlacement, CampaignScheduling, CampaignTargeting } from './campaign-targeting';
import type { CampaignGoal, CampaignType } from './campaign';
import type { CampaignVisuals, DynamicAd, NativeAd, VideoAd } from './campaign-creatives';
import {
  DEFAULT_ATTRIBUTION_TAGS,
  DEFAULT_BID,
  DEFAULT_CAMPAIGN_NAME,
  SLOT_COUNT,
  type AppPromotion,
  type CampaignInput,
  type CampaignOwnerFields,
  type WebsitePromotion,
} from './campaign-record';


/**
 * The one place a new campaign's values come from (spec 1 §3, spec 2 §3): the app's create form (in
 * its own client naming, plugins/campaign-editor/form/campaignDefaults.ts), the mock's create, its
 * seed and the tests all start from these builders, so the two sides cannot drift. Pure data: this
 * file imports nothing but the contract. Each call answers fresh objects, so a caller may change what
 * it gets without touching anyone else's.
 */

/** The default call-to-action colour of a responsive ad, hex without '#'. */
export const DEFAULT_CTA_COLOR = '65abf6';
export const DEFAULT_STAR_RATING = 5;

const hours = (): number[] => Array.from({ length: 24 }, (_, hour) => hour);

/** Every hour of every weekday (0-6). */
export const defaultScheduling = (): CampaignScheduling =>
  Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), hours()]));

export const defaultTargeting = (): CampaignTargeting => ({
  automatic_targeting: true,
  from_age: AGE_RANGE.min,
  to_age: AGE_RANGE.max,
  interests: [],
  apps: [],
  segment_audiences: { include_any: [], include: [], exclude: [] },
  city_ids: [],
  location_option_key: LOCATION_OPTION_KEY.include,
  gender: GENDER.all,
  similarity: SIMILARITY_RANGE.default,
  target_languages: [],
  regions: [],
  connection_types: [],
  customer_attributes: [],
});

export const defaultPlacement = (): CampaignPlacement => ({
  min_os_version: null,
  excluded_apps: [],
  included_apps: [],
  device_type_key: DEVICE_TYPE.all,
  environment: null,
  excluded_all_games: false,
  exclude_non_gambling_publishers: false,
  included_app_categories: [],
  excluded_app_categories: [],
  excluded_game_categories: [],
  languages: [],
});

export const defaultDynamicAd = (): DynamicAd => ({
  titles: [],
  descriptions: [],
  call_to_action: '',
  call_to_action_color: DEFAULT_CTA_COLOR,
  company_name: '',
  creative_name: '',
  images: [],
  logos: [],
  is_manual: false,
});

export const defaultNativeAd = (): NativeAd => ({
  creative_name: '',
  headline: '',
  body: '',
  call_to_action: '',
  logo: null,
  images: [],
  video: null,
  star_rating: DEFAULT_STAR_RATING,
  price: '',
  advertiser: '',
  creative_serving_decision: null,
});

/** The video list always holds at least one item (spec 2 §3): this empty one. */
export const emptyVideoAd = (): VideoAd => ({
  creative_name: '',
  video: null,
  companion_banners: [],
  exchange_id: null,
  google_status: null,
  creative_serving_decision: null,
});

/**
 * The visuals with at least one video ad (spec 2 §3 "The list always holds at least one item"): the
 * editor applies it to a loaded record, the mock to every save, so a record stored or sent without one
 * reads the same everywhere.
 */
export const atLeastOneVideoAd = (visuals: CampaignVisuals): CampaignVisuals => (visuals.video_ads.length > 0 ? visuals : { ...visuals, video_ads: [emptyVideoAd()] });

export const defaultVisuals = (): CampaignVisuals => ({
  banners: [],
  dynamic_enabled: false,
  dynamic_ad: defaultDynamicAd(),
  native_enabled: false,
  native_ad: defaultNativeAd(),
  video_enabled: false,
  video_ads: [emptyVideoAd()],
  audio_enabled: false,
  audio_ads: [],
});

export const defaultAppPromotion = (): AppPromotion => ({
  bundle_id: '',
  mmp: null,
  app_platform_type: null,
  tracking_url: '',
  app_name: '',
  custom_action_name: '',
  metadata: { headline: '', body: '', price: '', star_rating: DEFAULT_STAR_RATING, cta: '', advertiser: '' },
});

export const defaultWebsitePromotion = (): WebsitePromotion => ({
  url_type: 'conversion',
  conversion_url: '',
  custom_action_name: '',
  secondary_events: [],
  option_domain: '',
  option_condition: 'contains',
  option_value: '',
});

export const defaultOwnerFields = (): CampaignOwnerFields => ({
  margin: null,
  fixed_cpm: null,
  t: null,
  deal_link: '',
  intent_verified: false,
  intent_tag_date: null,
  exchange_id: [],
  traffic_sources: [],
  campaign_category_keys: [],
  account_manager_id: null,
  telco_model: '',
  no_telco_model: false,
  dummy_models: false,
  disregard_targeting: false,
  impression_url: '',
  traffic_targeting: [],
});

/** What the advertiser's form holds for a new campaign: awareness, enhanced exposure, no country yet. */
export type CampaignFields = Omit<CampaignInput, 'id' | 'version' | 'space_id' | 'owner'>;

export const defaultCampaignFields = (): CampaignFields => ({
  name: DEFAULT_CAMPAIGN_NAME,
  country: '',
  timezone_offset_seconds: 0,
  campaign_start_at: null,
  campaign_end_at: null,
  budget: 0,
  budget_type_key: 2,
  campaign_type_key: 1,
  campaign_type: 'awareness',
  goal: 'enhanced_exposure',
  product_url: '',
  manual_cpx: false,
  user_cpx: null,
  cpx: DEFAULT_BID,
  cpm: DEFAULT_BID,
  is_auto_enhancement: true,
  slots: Array.from({ length: SLOT_COUNT }, () => true),
  slots_include_unknown: true,
  attribution: [],
  attribution_tags: DEFAULT_ATTRIBUTION_TAGS,
  test_devices: [],
  has_whitelist: false,
  targeting_on: false,
  freq_and_scheduling_on: false,
  bidding_strategy: {
    goal: 'enhanced_exposure',
    type: 'awareness',
    is_retargeting: false,
    click_url: '',
    app_promotion: null,
    website_promotion: null,
  },
  targeting: defaultTargeting(),
  placement: defaultPlacement(),
  scheduling: defaultScheduling(),
  frequency_cap: [{ key: FREQUENCY_CAP_KEY.daily, value: DEFAULT_DAILY_FREQUENCY_CAP }],
  visuals: defaultVisuals(),
  replicated_from: null,
});

/**
 * A new campaign of a chosen type and goal (the Campaign Type modal's choice, spec 1 §2 and §4).
 * Voice Reward Ads (type other) are audio campaigns: their creatives are the tracks (spec 2 §2).
 */
export const newCampaignFields = (type: CampaignType, goal: CampaignGoal): CampaignFields => {
  const fields = defaultCampaignFields();
  fields.campaign_type = type;
  fields.goal = goal;
  fields.bidding_strategy.type = type;
  fields.bidding_strategy.goal = goal;
  if (type === 'other') fields.visuals.audio_enabled = true;
  return fields;
};
