import {
  ALL_EXCHANGE_IDS,
  CAMPAIGN_LIST_GUARD,
  CAMPAIGN_GOALS,
  DEVICE_TYPE,
  FREQUENCY_CAP_KEY,
  GENDER,
  LOCATION_OPTION_KEY,
  NATIVE_IMAGE_SIZES,
  SLOT_COUNT,
  type AppPromotion,
  type CampaignGoal,
  type CampaignOwnerFields,
  type CampaignType,
  type CampaignVisuals,
  type CreativeServingDecision,
  type MediaFile,
  type NativeImage,
  type PolicyCompliance,
  type WebsitePromotion,
} from '../src/api/contract';
import {
  defaultAppPromotion,
  defaultDynamicAd,
  defaultNativeAd,
  defaultWebsitePromotion,
  emptyVideoAd,
  type CampaignFields,
} from './seed/campaign-defaults';
import { boolean, calendarDate, dateTime, keyedMap, list, nullable, number, object, oneOf, optional, text, type Node, type Shape } from './schema';

/**
 * The shape of the campaign record (spec 1 §3, spec 2 §3) as PUT /v1/campaign and saveAndPublish read
 * it: types and the mock's own size guards. The spec's rules (required fields, ranges, text and list
 * limits, creative names) are the editor's too and live once in src/domain/campaign-rules, where
 * campaign-validation.ts runs them with the server's own (dates, bids, uniqueness).
 *
 * Size guards, in characters and entries: the mock's own (a URL 2048, a name or label 255, a body text
 * 1000, a list the spec limits 100 entries), so one huge value cannot bloat every save; each is far
 * above what the spec allows, so the shared rules answer first.
 */
export const TEXT_LIMITS = { name: 255, url: 2048, label: 255, body: 1000 } as const;
const LIST_GUARD = { max: 100 } as const;
/**
 * Every other list: CAMPAIGN_LIST_GUARD entries, far past the shared rules' CAMPAIGN_LIST_LIMITS (which
 * answer first with their own message), so that 99,999 interests are refused before a single one is read.
 */
const BOUNDED = { max: CAMPAIGN_LIST_GUARD } as const;

export const LIST_MESSAGES = {
  dynamicImages: 'At most one image allowed.',
  dynamicLogos: 'At most one logo allowed.',
  nativeImages: `At most ${NATIVE_IMAGE_SIZES.length} images allowed.`,
  companions: 'At most one companion banner allowed.',
} as const;

const creativeName = (): Node<string> => text(TEXT_LIMITS.body);

const url = () => text(TEXT_LIMITS.url);
const label = () => text(TEXT_LIMITS.label);
const id = () => number({ min: 1, integer: true });
const count = () => number({ min: 0, integer: true });
const money = () => number({ min: 0 });
const labels = () => list(label(), BOUNDED);
const ids = () => list(id(), BOUNDED);

const CAMPAIGN_TYPES = Object.keys(CAMPAIGN_GOALS) as CampaignType[];

/**
 * The bidding strategy's type: one of the campaign types, or left empty (null or ''), which passes on
 * as '' for the shared rule to refuse as a missing mandatory field (spec 1 §5 "Bidding strategy type
 * is required", 1301) in the words the editor shows. The refused body is never stored, so '' never
 * reaches a stored campaign's CampaignType.
 */
const strategyType = (): Node<CampaignType> => {
  const known = oneOf(CAMPAIGN_TYPES);
  return { read: (input, base, at, errors) => (input === null || input === '' ? ('' as CampaignType) : known.read(input, base, at, errors)) };
};
const GOALS = Object.values(CAMPAIGN_GOALS).flat() as CampaignGoal[];

const policy = (): Node<PolicyCompliance> =>
  object<PolicyCompliance>({ status: oneOf(['APPROVED', 'DISAPPROVED', 'PENDING_REVIEW']), policy_topics: labels() });

const decision = (): Node<CreativeServingDecision | null> =>
  nullable(
    object<CreativeServingDecision>({
      deals_policy_compliance: policy(),
      network_policy_compliance: policy(),
      platform_policy_compliance: policy(),
    }),
  );

const media = (): Node<MediaFile> => object<MediaFile>({ file_id: id(), name: label(), url: url(), size: money(), duration: money() });

const nativeImage = (): Node<NativeImage> =>
  object<NativeImage>({ file_id: id(), url: url(), width: count(), height: count(), file_name: label() });

const keyedText = () => object({ key: count(), value: text(TEXT_LIMITS.body) });
const keyedFile = () => object({ key: count(), file_id: id(), url: url() });

const visuals = (): Node<CampaignVisuals> =>
  object<CampaignVisuals>({
    banners: list(
      object({
        width: count(),
        height: count(),
        type_key: oneOf([1] as const),
        key: count(),
        file_id: nullable(id()),
        url: url(),
        // Set from the stored file at save (campaign-creatives.ts), like the url and the size.
        format: optional(oneOf(['image', 'html'] as const), 'image'),
        creative_name: creativeName(),
        creative_serving_decision: decision(),
      }),
      BOUNDED,
    ),
    dynamic_enabled: boolean(),
    dynamic_ad: nullable(
      object(
        {
          titles: list(keyedText(), LIST_GUARD),
          descriptions: list(keyedText(), LIST_GUARD),
          call_to_action: label(),
          call_to_action_color: text(16),
          company_name: label(),
          creative_name: creativeName(),
          // Spec 2 §5 "one image and one logo".
          images: list(keyedFile(), { max: 1, tooMany: LIST_MESSAGES.dynamicImages }),
          logos: list(keyedFile(), { max: 1, tooMany: LIST_MESSAGES.dynamicLogos }),
          is_manual: boolean(),
        },
        defaultDynamicAd,
      ),
    ),
    native_enabled: boolean(),
    native_ad: nullable(
      object(
        {
          creative_name: creativeName(),
          headline: label(),
          body: text(TEXT_LIMITS.body),
          call_to_action: label(),
          logo: nullable(nativeImage()),
          // One of each size at most (spec 2 §5), which campaign-creatives.ts checks on the stored sizes.
          images: list(nativeImage(), { max: NATIVE_IMAGE_SIZES.length, tooMany: LIST_MESSAGES.nativeImages }),
          video: nullable(media()),
          star_rating: number({ min: 1, max: 5, integer: true }),
          price: label(),
          advertiser: label(),
          creative_serving_decision: decision(),
        },
        defaultNativeAd,
      ),
    ),
    video_enabled: boolean(),
    video_ads: list(
      object(
        {
          creative_name: creativeName(),
          video: nullable(object({ file_id: id(), name: label(), url: url(), size: money(), duration: money(), width: count(), height: count() })),
          // 300x250 is the one companion size (spec 2 §5), so one per video ad, as the editor offers.
          companion_banners: list(object({ width: count(), height: count(), creative_name: creativeName(), file_id: id(), url: url() }), {
            max: 1,
            tooMany: LIST_MESSAGES.companions,
          }),
          exchange_id: nullable(count()),
          google_status: nullable(label()),
          creative_serving_decision: decision(),
        },
        emptyVideoAd,
      ),
      BOUNDED,
    ),
    audio_enabled: boolean(),
    audio_ads: list(
      object({ file_id: id(), name: label(), url: url(), size: money(), duration: optional(money(), 0), extension: oneOf(['mp3'] as const) }),
      LIST_GUARD,
    ),
  });

const appPromotion = (): Node<AppPromotion | null> =>
  nullable(
    object<AppPromotion>(
      {
        bundle_id: label(),
        mmp: nullable(oneOf(['adjust', 'appsflyer'] as const)),
        app_platform_type: nullable(oneOf(['ios', 'android'] as const)),
        tracking_url: url(),
        app_name: label(),
        custom_action_name: label(),
        metadata: object({
          headline: label(),
          body: text(TEXT_LIMITS.body),
          price: label(),
          star_rating: number({ min: 0, max: 5 }),
          cta: label(),
          advertiser: label(),
        }),
      },
      defaultAppPromotion,
    ),
  );

const websitePromotion = (): Node<WebsitePromotion | null> =>
  nullable(
    object<WebsitePromotion>(
      {
        url_type: oneOf(['conversion', 'parameter'] as const),
        conversion_url: url(),
        custom_action_name: label(),
        secondary_events: list(label(), LIST_GUARD),
        option_domain: label(),
        option_condition: oneOf(['contains', 'does_not_contain'] as const),
        option_value: label(),
      },
      defaultWebsitePromotion,
    ),
  );

/** The advertiser's fields: everything of CampaignInput but id, version, space_id and owner. */
export const CAMPAIGN_SHAPE: Shape<CampaignFields> = {
  name: text(TEXT_LIMITS.name),
  country: text(8),
  timezone_offset_seconds: number({ min: -50_400, max: 50_400, integer: true }),
  campaign_start_at: nullable(dateTime()),
  campaign_end_at: nullable(dateTime()),
  budget: money(),
  budget_type_key: oneOf([2] as const),
  campaign_type_key: oneOf([1] as const),
  campaign_type: oneOf(CAMPAIGN_TYPES),
  goal: oneOf(GOALS),
  product_url: url(),
  manual_cpx: boolean(),
  // Spec 1 §5 "a number above -1" is a shared rule (basicInfoRules), the base bid the server's own.
  user_cpx: nullable(number()),
  cpx: money(),
  cpm: money(),
  is_auto_enhancement: boolean(),
  slots: list(boolean(), { length: SLOT_COUNT }),
  slots_include_unknown: boolean(),
  attribution: list(object({ name: label(), value: label() }), LIST_GUARD),
  attribution_tags: url(),
  test_devices: list(label(), LIST_GUARD),
  has_whitelist: boolean(),
  targeting_on: boolean(),
  freq_and_scheduling_on: boolean(),
  bidding_strategy: object({
    goal: oneOf(GOALS),
    type: strategyType(),
    is_retargeting: boolean(),
    click_url: url(),
    app_promotion: appPromotion(),
    website_promotion: websitePromotion(),
  }),
  targeting: object({
    automatic_targeting: boolean(),
    // Ages and similarity: ranges of manual targeting, shared rules (targetingRules).
    from_age: number(),
    to_age: number(),
    interests: ids(),
    apps: labels(),
    segment_audiences: object({ include_any: ids(), include: ids(), exclude: ids() }),
    city_ids: ids(),
    location_option_key: oneOf(Object.values(LOCATION_OPTION_KEY)),
    gender: oneOf(Object.values(GENDER)),
    similarity: number(),
    target_languages: labels(),
    regions: labels(),
    connection_types: labels(),
    customer_attributes: labels(),
  }),
  placement: object({
    min_os_version: nullable(text(32)),
    excluded_apps: labels(),
    included_apps: labels(),
    device_type_key: oneOf(Object.values(DEVICE_TYPE)),
    // Spec 2 §3 "all maps to none": every environment is null.
    environment: nullable(oneOf(['app', 'site'] as const)),
    excluded_all_games: boolean(),
    exclude_non_gambling_publishers: boolean(),
    included_app_categories: labels(),
    excluded_app_categories: labels(),
    excluded_game_categories: labels(),
    languages: labels(),
  }),
  scheduling: keyedMap(['0', '1', '2', '3', '4', '5', '6'], list(number({ min: 0, max: 23, integer: true }), { max: 24 })),
  frequency_cap: list(object({ key: oneOf(Object.values(FREQUENCY_CAP_KEY)), value: number() }), { max: 3 }),
  visuals: visuals(),
  replicated_from: nullable(id()),
};

/** The owner fields (GET/POST /v1/campaign/admin/{id}, `owner` of PUT): margin's ceiling is a rule. */
export const OWNER_SHAPE: Shape<CampaignOwnerFields> = {
  // Margin, fixed CPM and multipliers: ranges are shared rules (ownerRules).
  margin: nullable(number()),
  fixed_cpm: nullable(number()),
  t: nullable(number()),
  deal_link: url(),
  intent_verified: boolean(),
  intent_tag_date: nullable(calendarDate()),
  exchange_id: list(oneOf(ALL_EXCHANGE_IDS), { max: ALL_EXCHANGE_IDS.length }),
  traffic_sources: ids(),
  campaign_category_keys: labels(),
  account_manager_id: nullable(id()),
  telco_model: label(),
  no_telco_model: boolean(),
  dummy_models: boolean(),
  disregard_targeting: boolean(),
  impression_url: url(),
  traffic_targeting: list(
    object({
      id: count(),
      name: label(),
      multiplier: number(),
      rules: list(object({ filter: label(), operator: oneOf(['is', 'is_not', 'more_than', 'less_than'] as const), value: label() }), LIST_GUARD),
    }),
    LIST_GUARD,
  ),
};

export const campaignFieldsNode = object<CampaignFields>(CAMPAIGN_SHAPE);
export const ownerFieldsNode = object<CampaignOwnerFields>(OWNER_SHAPE);
