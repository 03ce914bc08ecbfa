import type {
  AppPromotion,
  CampaignInput,
  CampaignOwnerFields,
  CampaignRecord,
  WebsitePromotion,
} from '../../../src/api/contract';
import { atLeastOneVideoAd, defaultAppPromotion, defaultWebsitePromotion, type CampaignFields } from '../../../src/api/contract/campaign-defaults';
import { copyName } from '../../../src/campaign/replicate';
import { todayIn } from '../shell/editorContext';
import { keepsAppPromotion, keepsWebsitePromotion } from '../../../src/domain/promotionClearing';
import { normaliseName } from '../../../src/domain/safeText';
import type { AppPromotionValues, CampaignFormValues, OwnerValues, WebsitePromotionValues } from './campaignFormValues';

/**
 * The one place that knows both namings: the form's client names (spec 1 §3) and the backend's snake
 * case (CampaignInput / CampaignRecord). Round-trip tests in campaignMapping.test.ts.
 */

const DAY_MS = 86_400_000;

/** A calendar date in the campaign's timezone → the UTC instant of its start (or its last second). */
export const dateToUtc = (date: string | null, offsetSeconds: number, endOfDay = false): string | null => {
  if (!date) return null;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnight)) return null;
  const local = endOfDay ? midnight + DAY_MS - 1000 : midnight;
  return new Date(local - offsetSeconds * 1000).toISOString().replace('.000Z', 'Z');
};

/** A UTC instant → its calendar date in the campaign's timezone. */
export const utcToDate = (instant: string | null, offsetSeconds: number): string | null => {
  if (!instant) return null;
  const at = Date.parse(instant);
  return Number.isNaN(at) ? null : new Date(at + offsetSeconds * 1000).toISOString().slice(0, 10);
};

const appPromotionValues = (stored: AppPromotion | null): AppPromotionValues => {
  const promotion = stored ?? defaultAppPromotion();
  const { metadata } = promotion;
  return {
    bundle_id: promotion.bundle_id,
    mmp: promotion.mmp ?? '',
    app_platform_type: promotion.app_platform_type ?? '',
    tracking_url: promotion.tracking_url,
    app_name: promotion.app_name,
    custom_action_name: promotion.custom_action_name,
    metadata: {
      headline: metadata.headline,
      body: metadata.body,
      price: metadata.price,
      starRating: metadata.star_rating,
      cta: metadata.cta,
      advertiser: metadata.advertiser,
    },
  };
};

const appPromotionInput = (values: AppPromotionValues): AppPromotion => ({
  bundle_id: values.bundle_id,
  mmp: values.mmp || null,
  app_platform_type: values.app_platform_type || null,
  tracking_url: values.tracking_url,
  app_name: values.app_name,
  custom_action_name: values.custom_action_name,
  metadata: {
    headline: values.metadata.headline,
    body: values.metadata.body,
    price: values.metadata.price,
    star_rating: values.metadata.starRating,
    cta: values.metadata.cta,
    advertiser: values.metadata.advertiser,
  },
});

const websitePromotionValues = (stored: WebsitePromotion | null): WebsitePromotionValues => {
  const promotion = stored ?? defaultWebsitePromotion();
  return {
    url_type: promotion.url_type,
    conversion_url: promotion.conversion_url,
    custom_action_name: promotion.custom_action_name,
    secondary_events: [...promotion.secondary_events],
    optionDomain: promotion.option_domain,
    optionCondition: promotion.option_condition,
    optionValue: promotion.option_value,
  };
};

/**
 * The promotions a type that cannot use them leaves behind (spec 1 §4): the form keeps an empty object,
 * the contract's defaults in the form's naming.
 */
export const emptyAppPromotion = (): AppPromotionValues => appPromotionValues(null);
export const emptyWebsitePromotion = (): WebsitePromotionValues => websitePromotionValues(null);

const websitePromotionInput = (values: WebsitePromotionValues): WebsitePromotion => ({
  url_type: values.url_type,
  conversion_url: values.conversion_url,
  custom_action_name: values.custom_action_name,
  secondary_events: [...values.secondary_events],
  option_domain: values.optionDomain,
  option_condition: values.optionCondition,
  option_value: values.optionValue,
});

export const ownerValues = (owner: CampaignOwnerFields): OwnerValues => {
  const { deal_link, intent_verified, ...same } = owner;
  return { ...same, dealLink: deal_link, intentVerified: intent_verified };
};

const ownerInput = (owner: OwnerValues): CampaignOwnerFields => {
  const { dealLink, intentVerified, ...same } = owner;
  return { ...same, deal_link: dealLink, intent_verified: intentVerified };
};

/** Spec 1 §4: non-consideration types clear app promotion data, non-conversion types website promotion data. */

/** A campaign's fields (stored, or the contract's new-campaign defaults) → the form's values. */
export const fieldsToValues = (record: CampaignFields & { owner?: CampaignOwnerFields }): CampaignFormValues => {
  const offset = record.timezone_offset_seconds;
  const strategy = record.bidding_strategy;
  return {
    name: record.name,
    country: record.country,
    timezone_offset_seconds: offset,
    campaignStartAt: utcToDate(record.campaign_start_at, offset),
    campaignEndAt: utcToDate(record.campaign_end_at, offset),
    budget: record.budget,
    productURL: record.product_url,
    cpxManual: record.manual_cpx,
    userCPX: record.user_cpx,
    cpx: record.cpx,
    cpm: record.cpm,
    isAutoEnhancement: record.is_auto_enhancement,
    bidding_strategy: {
      goal: strategy.goal,
      type: strategy.type,
      is_retargeting: strategy.is_retargeting,
      click_url: strategy.click_url,
      app_promotion: appPromotionValues(strategy.app_promotion),
      website_promotion: websitePromotionValues(strategy.website_promotion),
    },
    slots: [...record.slots],
    slots_include_unknown: record.slots_include_unknown,
    attribution: record.attribution.map((pair) => ({ ...pair })),
    attributionTags: record.attribution_tags,
    test_devices: [...record.test_devices],
    has_whitelist: record.has_whitelist,
    targeting_on: record.targeting_on,
    freq_and_scheduling_on: record.freq_and_scheduling_on,
    targeting: structuredClone(record.targeting),
    placement: { ...structuredClone(record.placement), environment: record.placement.environment ?? 'all' },
    scheduling: structuredClone(record.scheduling),
    frequencyCap: record.frequency_cap.map((cap) => ({ ...cap })),
    // The video list always holds one item (spec 2 §3), even for a record stored without one.
    visuals: atLeastOneVideoAd(structuredClone(record.visuals)),
    replicated_from: record.replicated_from,
    ...(record.owner ? { owner: ownerValues(record.owner) } : {}),
  };
};

/** A stored campaign → the form's values: its fields plus what identifies the stored version. */
export const recordToValues = (record: CampaignRecord): CampaignFormValues => ({
  id: record.id,
  version: record.version,
  status_key: record.status_key,
  space_id: record.space_id,
  currency: record.currency,
  moderation_start_at: record.moderation_start_at,
  ...fieldsToValues(record),
});

/** The form's values → what PUT /v1/campaign and saveAndPublish take, with the type's clearing rules applied. */
export const valuesToInput = (values: CampaignFormValues): CampaignInput => {
  const offset = values.timezone_offset_seconds;
  const strategy = values.bidding_strategy;
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    ...(values.version !== undefined ? { version: values.version } : {}),
    ...(values.id === undefined && values.space_id !== undefined ? { space_id: values.space_id } : {}),
    name: normaliseName(values.name),
    country: values.country,
    timezone_offset_seconds: offset,
    campaign_start_at: dateToUtc(values.campaignStartAt, offset),
    campaign_end_at: dateToUtc(values.campaignEndAt, offset, true),
    // A draft may hold no budget yet; publishing refuses it (onlyPositive).
    budget: values.budget ?? 0,
    budget_type_key: 2,
    campaign_type_key: 1,
    campaign_type: strategy.type,
    goal: strategy.goal,
    product_url: values.productURL,
    manual_cpx: values.cpxManual,
    user_cpx: values.userCPX,
    cpx: values.cpx,
    cpm: values.cpm,
    is_auto_enhancement: values.isAutoEnhancement,
    slots: [...values.slots],
    slots_include_unknown: values.slots_include_unknown,
    attribution: values.attribution.map(({ name, value }) => ({ name, value })),
    attribution_tags: values.attributionTags,
    test_devices: [...values.test_devices],
    has_whitelist: values.has_whitelist,
    targeting_on: values.targeting_on,
    freq_and_scheduling_on: values.freq_and_scheduling_on,
    bidding_strategy: {
      goal: strategy.goal,
      type: strategy.type,
      is_retargeting: strategy.is_retargeting,
      click_url: strategy.click_url,
      app_promotion: keepsAppPromotion(strategy.type) ? appPromotionInput(strategy.app_promotion) : null,
      website_promotion: keepsWebsitePromotion(strategy.type) ? websitePromotionInput(strategy.website_promotion) : null,
    },
    targeting: structuredClone(values.targeting),
    // Spec 2 §3: the form's 'all' is sent as none.
    placement: { ...structuredClone(values.placement), environment: values.placement.environment === 'all' ? null : values.placement.environment },
    scheduling: structuredClone(values.scheduling),
    frequency_cap: values.frequencyCap.map((cap) => ({ ...cap })),
    visuals: structuredClone(values.visuals),
    replicated_from: values.replicated_from,
    ...(values.owner ? { owner: ownerInput(values.owner) } : {}),
  };
};

/**
 * A copy of a stored campaign for /campaign/create?replicatedId= (spec 1 §2, spec 2 §4): the name with
 * ' - Copy', no id, status or version, replicated_from set, no report or moderation fields. Metrics are
 * not part of the record. It is created in the account the session acts on, not the source's.
 */
export const replicateValues = (source: CampaignRecord, now: number = Date.now()): CampaignFormValues => {
  const values = recordToValues(source);
  // The copy belongs to the acting account, which may have another currency: none of the source's context stays.
  const { id, version, status_key, space_id, moderation_start_at, currency, ...rest } = values;
  void [id, version, status_key, space_id, moderation_start_at, currency];
  // Decision: a copy's dates never lie in the past, where Save would refuse them ("never before today",
  // spec 1 §4) and the user would have to find out why. A start before today (in the campaign's
  // timezone) becomes Immediately (null): the copy runs as soon as it is approved, as the source was
  // already running. An end before today is cleared (no end) rather than moved: any new end would be
  // a date the user never chose. Dates from today on are kept as they were.
  const today = todayIn(rest.timezone_offset_seconds, now);
  const upcoming = (date: string | null) => (date !== null && date < today ? null : date);
  return {
    ...rest,
    campaignStartAt: upcoming(rest.campaignStartAt),
    campaignEndAt: upcoming(rest.campaignEndAt),
    name: copyName(source.name),
    replicated_from: source.id,
  };
};

/** Snake-case names whose form name differs (everything else keeps its name). */
const TOP_LEVEL: Readonly<Record<string, string>> = {
  product_url: 'productURL',
  campaign_start_at: 'campaignStartAt',
  campaign_end_at: 'campaignEndAt',
  manual_cpx: 'cpxManual',
  user_cpx: 'userCPX',
  is_auto_enhancement: 'isAutoEnhancement',
  attribution_tags: 'attributionTags',
  frequency_cap: 'frequencyCap',
  campaign_type: 'bidding_strategy.type',
  goal: 'bidding_strategy.goal',
};

const NESTED: Readonly<Record<string, string>> = {
  deal_link: 'dealLink',
  intent_verified: 'intentVerified',
  option_domain: 'optionDomain',
  option_condition: 'optionCondition',
  option_value: 'optionValue',
  star_rating: 'starRating',
};

/** Owner fields a server may name without their `owner.` prefix. */
const OWNER_NAMES = new Set([
  'margin',
  'fixed_cpm',
  't',
  'deal_link',
  'intent_verified',
  'intent_tag_date',
  'exchange_id',
  'traffic_sources',
  'campaign_category_keys',
  'account_manager_id',
  'telco_model',
  'no_telco_model',
  'dummy_models',
  'disregard_targeting',
  'impression_url',
  'traffic_targeting',
]);

/**
 * A server field path ('product_url', 'bidding_strategy.click_url', 'owner.deal_link', 'margin') → the
 * form's path, so a field error lands under its input and on its tab.
 */
export const serverPathToFormPath = (path: string): string => {
  const [head = '', ...rest] = path.split('.');
  if (!rest.length && OWNER_NAMES.has(head)) return `owner.${NESTED[head] ?? head}`;
  // Only the visuals, targeting and placement keep the record's own names below their top level.
  const keepsNames = head === 'visuals' || head === 'targeting' || head === 'placement' || head === 'scheduling';
  return [TOP_LEVEL[head] ?? head, ...rest.map((part) => (keepsNames ? part : (NESTED[part] ?? part)))].join('.');
};
