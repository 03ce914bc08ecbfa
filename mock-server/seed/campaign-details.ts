import {
  ALL_EXCHANGE_IDS,
  CONNECTION_TYPES,
  CUSTOMER_ATTRIBUTES,
  DEVICE_TYPE,
  FREQUENCY_CAP_KEY,
  GENDER,
  REGIONS,
  VOICE_LANGUAGES,
  type AppPromotion,
  type AppPromotionInfo,
  type AttributionPair,
  type BiddingStrategy,
  type CampaignFrequencyCap,
  type CampaignGoal,
  type CampaignOwnerFields,
  type CampaignPlacement,
  type CampaignScheduling,
  type CampaignTargeting,
  type CampaignType,
  type WebsitePromotion,
} from '../../src/api/contract';
import { APP_CATALOGUE } from './app-catalogue';
import { defaultOwnerFields, defaultPlacement, defaultScheduling, defaultTargeting, defaultWebsitePromotion } from './campaign-defaults';
import { pickSome } from './campaign-visuals';
import { PERSONA_IDS } from './facts';
import type { Random } from './random';
import { TRAFFIC_SOURCES } from './traffic-sources';

/**
 * The goal-dependent parts of a seeded campaign (spec 1 §3, spec 2 §3): app promotion for the app
 * goals, website promotion for the conversion goals, voice targeting for audio, and the optional parts
 * (manual targeting, attribution, test devices, owner fields) on some campaigns only.
 */
const APP_GOALS: readonly CampaignGoal[] = ['app_installs', 'app_custom_event'];
export const isAppGoal = (goal: CampaignGoal): boolean => APP_GOALS.includes(goal);

export const pickApp = (rnd: Random): AppPromotionInfo => rnd.pick(APP_CATALOGUE);

const appPromotion = (rnd: Random, app: AppPromotionInfo, goal: CampaignGoal, stem: string): AppPromotion => {
  const mmp = rnd.chance(0.5) ? 'adjust' : 'appsflyer';
  const tracker = mmp === 'adjust' ? `https://app.adjust.example/${stem}` : `https://app.appsflyer.example/${app.bundle_id}?pid=dsp`;
  return {
    bundle_id: app.bundle_id,
    mmp,
    app_platform_type: app.app_platform_type,
    tracking_url: tracker,
    app_name: app.app_name,
    custom_action_name: goal === 'app_custom_event' ? rnd.pick(['purchase', 'subscribe', 'level_complete']) : '',
    metadata: {
      headline: app.app_name.slice(0, 25),
      body: `Get ${app.app_name} today.`,
      price: app.price,
      star_rating: Math.max(1, Math.min(5, Math.round(app.star_rating))),
      cta: 'Install',
      advertiser: app.developer,
    },
  };
};

const websitePromotion = (rnd: Random, goal: CampaignGoal, site: string): WebsitePromotion => {
  const promotion = defaultWebsitePromotion();
  if (goal === 'web_standard_conversion') return { ...promotion, conversion_url: `${site}/thank-you` };
  if (goal !== 'website_custom_event') return promotion;
  return {
    ...promotion,
    url_type: 'parameter',
    custom_action_name: rnd.pick(['add_to_cart', 'sign_up', 'lead_form']),
    secondary_events: pickSome(rnd, ['view_item', 'begin_checkout', 'add_payment_info', 'search'], rnd.int(0, 3)),
    option_domain: new URL(site).hostname,
    option_condition: 'contains',
    option_value: '/checkout',
  };
};

export const biddingStrategy = (
  rnd: Random,
  core: { goal: CampaignGoal; type: CampaignType; is_retargeting: boolean; click_url: string; site: string; stem: string },
  app: AppPromotionInfo | null,
): BiddingStrategy => ({
  goal: core.goal,
  type: core.type,
  is_retargeting: core.is_retargeting,
  click_url: core.click_url,
  app_promotion: app ? appPromotion(rnd, app, core.goal, core.stem) : null,
  website_promotion: core.type === 'conversion' ? websitePromotion(rnd, core.goal, core.site) : null,
});

/** Voice targeting for audio (the Nigerian market's regions only for Nigerian campaigns). */
export const seedTargeting = (rnd: Random, goal: CampaignGoal, country: string): CampaignTargeting => {
  const targeting = defaultTargeting();
  if (goal === 'audio_advertising') {
    return {
      ...targeting,
      automatic_targeting: false,
      regions: country === 'NG' ? pickSome(rnd, REGIONS, rnd.int(1, 3)) : [],
      connection_types: pickSome(rnd, CONNECTION_TYPES, rnd.int(1, 3)),
      customer_attributes: pickSome(rnd, CUSTOMER_ATTRIBUTES, rnd.int(0, 2)),
      target_languages: pickSome(rnd, VOICE_LANGUAGES, rnd.int(1, 2)),
    };
  }
  if (!rnd.chance(0.4)) return targeting;
  const from = rnd.pick([18, 21, 25, 30]);
  return {
    ...targeting,
    automatic_targeting: false,
    from_age: from,
    to_age: Math.min(65, from + rnd.int(10, 30)),
    gender: rnd.pick([GENDER.all, GENDER.all, GENDER.male, GENDER.female]),
    interests: pickSome(rnd, Array.from({ length: 30 }, (_, i) => i + 1), rnd.int(1, 4)).sort((a, b) => a - b),
    similarity: rnd.int(0, 3),
  };
};

export const seedPlacement = (rnd: Random, app: AppPromotionInfo | null): CampaignPlacement => {
  const placement = defaultPlacement();
  if (app) {
    return {
      ...placement,
      environment: 'app',
      device_type_key: app.app_platform_type === 'ios' ? DEVICE_TYPE.ios_only : DEVICE_TYPE.android_only,
      min_os_version: app.app_platform_type === 'ios' ? '15.0' : '10.0',
    };
  }
  return rnd.chance(0.25) ? { ...placement, device_type_key: DEVICE_TYPE.all_mobile } : placement;
};

/** Business hours on weekdays for some; every hour for the rest. */
export const seedScheduling = (rnd: Random): CampaignScheduling => {
  if (!rnd.chance(0.2)) return defaultScheduling();
  const working = Array.from({ length: 13 }, (_, i) => i + 8);
  return Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), day >= 1 && day <= 5 ? working : []]));
};

/** Maximized reach caps harder (daily and weekly); everyone else keeps the daily default. */
export const seedFrequency = (rnd: Random, goal: CampaignGoal): CampaignFrequencyCap[] =>
  goal === 'maximized_reach'
    ? [
        { key: FREQUENCY_CAP_KEY.daily, value: rnd.int(2, 4) },
        { key: FREQUENCY_CAP_KEY.weekly, value: rnd.int(8, 14) },
      ]
    : [{ key: FREQUENCY_CAP_KEY.daily, value: 7 }];

export const seedAttribution = (rnd: Random, stem: string): AttributionPair[] =>
  rnd.chance(0.3)
    ? [
        { name: 'source', value: 'adwise' },
        { name: 'campaign', value: stem },
        ...(rnd.chance(0.5) ? [{ name: 'channel', value: 'display' }] : []),
      ]
    : [];

const hex = (rnd: Random, length: number): string =>
  Array.from({ length }, () => rnd.int(0, 15).toString(16)).join('');

/** Advertising ids in the usual 8-4-4-4-12 form. */
export const seedTestDevices = (rnd: Random): string[] =>
  rnd.chance(0.2) ? Array.from({ length: rnd.int(1, 3) }, () => [8, 4, 4, 4, 12].map((n) => hex(rnd, n)).join('-')) : [];

const IAB_KEYS = Array.from({ length: 23 }, (_, i) => `IAB${i + 1}`);

/**
 * Owner fields: what the moderator chose for approved campaigns (exchanges, traffic sources,
 * categories), and for some campaigns the administrator's commercial terms (margin or fixed CPM, never
 * both), deal link, intent verification, account manager and one advanced bidding item.
 */
export const seedOwner = (rnd: Random, approved: boolean, day: string): CampaignOwnerFields => {
  const owner = defaultOwnerFields();
  if (approved) {
    owner.exchange_id = rnd.chance(0.6) ? [...ALL_EXCHANGE_IDS] : pickSome(rnd, ALL_EXCHANGE_IDS, rnd.int(1, 5)).sort((a, b) => a - b);
    owner.traffic_sources = pickSome(rnd, TRAFFIC_SOURCES.map((s) => s.id), rnd.int(1, 3)).sort((a, b) => a - b);
    owner.campaign_category_keys = pickSome(rnd, IAB_KEYS, rnd.int(1, 2));
  }
  if (!rnd.chance(0.4)) return owner;
  if (rnd.chance(0.7)) owner.margin = rnd.int(10, 35);
  else owner.fixed_cpm = Math.round(rnd.float(0.5, 3) * 100) / 100;
  owner.t = rnd.int(1, 5);
  owner.deal_link = rnd.chance(0.5) ? `https://deals.example.com/d/${hex(rnd, 8)}` : '';
  owner.intent_verified = rnd.chance(0.5);
  owner.intent_tag_date = owner.intent_verified ? day : null;
  owner.account_manager_id = PERSONA_IDS.admin.userId;
  owner.impression_url = rnd.chance(0.3) ? `https://pixel.example.com/imp/${hex(rnd, 10)}` : '';
  owner.traffic_targeting = rnd.chance(0.5)
    ? [{ id: 1, name: 'Bidding 1', multiplier: Math.round(rnd.float(0.5, 2) * 10) / 10, rules: [{ filter: 'environment', operator: 'is', value: 'app' }] }]
    : [];
  return owner;
};
