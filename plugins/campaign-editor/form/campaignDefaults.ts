import {
  AGE_RANGE,
  DEFAULT_ATTRIBUTION_TAGS,
  DEFAULT_BID,
  DEFAULT_CAMPAIGN_NAME,
  DEFAULT_DAILY_FREQUENCY_CAP,
  DEVICE_TYPE,
  FREQUENCY_CAP_KEY,
  GENDER,
  SIMILARITY_RANGE,
  SLOT_COUNT,
  type CampaignGoal,
  type CampaignPlacement,
  type CampaignScheduling,
  type CampaignTargeting,
  type CampaignType,
  type CampaignVisuals,
} from '../../../src/api/contract';
import { DEFAULT_GOAL, type NewCampaignChoice } from '../../../src/campaign/newCampaignChoice';
import type { AppPromotionValues, CampaignFormValues, OwnerValues, WebsitePromotionValues } from './campaignFormValues';

/**
 * A new campaign's form values (spec 1 §3, spec 2 §3). The mock keeps its own builders on its side of
 * the contract; these are the app's, and the round-trip tests hold both to the same record shape.
 * Every call answers fresh objects, so the form may change what it gets.
 */
export const emptyAppPromotion = (): AppPromotionValues => ({
  bundle_id: '',
  mmp: '',
  app_platform_type: '',
  tracking_url: '',
  app_name: '',
  custom_action_name: '',
  metadata: { headline: '', body: '', price: '', starRating: 5, cta: '', advertiser: '' },
});

export const emptyWebsitePromotion = (): WebsitePromotionValues => ({
  url_type: 'conversion',
  conversion_url: '',
  custom_action_name: '',
  secondary_events: [],
  optionDomain: '',
  optionCondition: 'contains',
  optionValue: '',
});

const defaultTargeting = (): CampaignTargeting => ({
  automatic_targeting: true,
  from_age: AGE_RANGE.min,
  to_age: AGE_RANGE.max,
  interests: [],
  apps: [],
  segment_audiences: { include_any: [], include: [], exclude: [] },
  city_ids: [],
  gender: GENDER.all,
  similarity: SIMILARITY_RANGE.default,
  target_languages: [],
  regions: [],
  connection_types: [],
  customer_attributes: [],
});

const defaultPlacement = (): CampaignPlacement => ({
  min_os_version: null,
  excluded_apps: [],
  included_apps: [],
  device_type_key: DEVICE_TYPE.all,
  environment: 'all',
  excluded_all_games: false,
  exclude_non_gambling_publishers: false,
  included_app_categories: [],
  excluded_app_categories: [],
  excluded_game_categories: [],
  languages: [],
});

/** Every hour of every weekday 0-6. */
const defaultScheduling = (): CampaignScheduling =>
  Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), Array.from({ length: 24 }, (_, hour) => hour)]));

const defaultVisuals = (): CampaignVisuals => ({
  banners: [],
  dynamic_enabled: false,
  dynamic_ad: {
    titles: [],
    descriptions: [],
    call_to_action: '',
    call_to_action_color: '65abf6',
    company_name: '',
    creative_name: '',
    images: [],
    logos: [],
    is_manual: false,
  },
  native_enabled: false,
  native_ad: {
    creative_name: '',
    headline: '',
    body: '',
    call_to_action: '',
    logo: null,
    images: [],
    video: null,
    star_rating: 5,
    price: '',
    advertiser: '',
    creative_serving_decision: null,
  },
  video_enabled: false,
  video_ads: [{ creative_name: '', video: null, companion_banners: [], exchange_id: null, google_status: null, creative_serving_decision: null }],
  audio_enabled: false,
  audio_ads: [],
});

/** A new campaign of the chosen type with its default goal (spec 1 §4); awareness when nothing was chosen. */
export const newCampaignValues = (choice: Pick<NewCampaignChoice, 'type'> & { goal?: CampaignGoal } | null): CampaignFormValues => {
  const type: CampaignType = choice?.type ?? 'awareness';
  const goal = choice?.goal ?? DEFAULT_GOAL[type];
  const visuals = defaultVisuals();
  // Voice Reward Ads are audio campaigns: their creatives are the tracks (spec 2 §2).
  if (type === 'other') visuals.audio_enabled = true;
  return {
    name: DEFAULT_CAMPAIGN_NAME,
    country: '',
    timezone_offset_seconds: 0,
    campaignStartAt: null,
    campaignEndAt: null,
    budget: null,
    productURL: '',
    cpxManual: false,
    userCPX: null,
    cpx: DEFAULT_BID,
    cpm: DEFAULT_BID,
    isAutoEnhancement: true,
    bidding_strategy: {
      goal,
      type,
      is_retargeting: false,
      click_url: '',
      app_promotion: emptyAppPromotion(),
      website_promotion: emptyWebsitePromotion(),
    },
    slots: Array.from({ length: SLOT_COUNT }, () => true),
    slots_include_unknown: true,
    attribution: [],
    attributionTags: DEFAULT_ATTRIBUTION_TAGS,
    test_devices: [],
    has_whitelist: false,
    targeting_on: false,
    freq_and_scheduling_on: false,
    targeting: defaultTargeting(),
    placement: defaultPlacement(),
    scheduling: defaultScheduling(),
    frequencyCap: [{ key: FREQUENCY_CAP_KEY.daily, value: DEFAULT_DAILY_FREQUENCY_CAP }],
    visuals,
    replicated_from: null,
  };
};

/** Owner fields of a campaign that has none yet, for an administrator's form (spec 1 §3). */
export const emptyOwnerValues = (): OwnerValues => ({
  margin: null,
  fixed_cpm: null,
  t: null,
  dealLink: '',
  intentVerified: false,
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
