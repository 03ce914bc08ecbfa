import { beforeAll, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'ra-core';
import { CAMPAIGN_EDITOR_PATHS, CAMPAIGN_LIST_LIMITS, CAMPAIGN_NUMBER_LIMITS, CODE, type CampaignRecord, type CampaignType, type FieldErrorsData } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { appI18nProvider } from '../../../src/test/appI18n';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { basicInfoRules } from '../basic-info/basicInfoRules';
import { SECTIONS } from '../sections/sections';
import { collectProblems, type TabProblem } from '../sections/sectionRouting';
import { isAudioRecord, sectionContext } from '../shell/editorContext';
import { newCampaignValues } from './campaignDefaults';
import { fieldsToValues, serverPathToFormPath, valuesToInput } from './campaignMapping';
import { CREATIVE_FILE_IDS, fileUrl } from '../../../mock-server/seed/creative-files';
import { isoDaysFromNow } from '../../../mock-server/routes/campaign-test-support';
import { audio, awareness, manual, owned, withGoal, withNative, withResponsive, withVideo, type Body } from './sharedRules.testkit';

/**
 * The rule walk: every rule of spec 1 §5 and spec 2 §5 that a saved campaign is held to, declared once
 * in src/domain/campaign-rules. For each, one invalid campaign is refused by the editor's own check on
 * Save or Publish (the sections' rules, collectProblems, as the editor's resolver runs them) and by
 * the mock's PUT /v1/campaign and POST /v1/campaign/saveAndPublish, with the same field (the form's
 * path mapped from the API's) and the catalogue code; the mock's message for the field is the form's
 * English message for it.
 *
 * Rules of spec 1 §5 and spec 2 §5 that are not walked here, and why:
 * - Login, registration, email and password rules (spec 1 §5): not the campaign's; their forms answer
 *   their own endpoints and have their own tests (auth, sign-up, profile).
 * - Upload rules: banner size and aspect or zip, the responsive image 250x250 and square logo, native
 *   images 1200x627 / 600x600 and the 128x128 logo, video size and dimensions, companion banners, audio
 *   mp3 / 15–30 s / 20 MB, whitelist CSV under 10485760 bytes and at most 5 files. They hold a file, not
 *   the record: the upload refuses the file (the creative and whitelist upload tests), and a saved
 *   campaign only names stored files whose sizes the mock takes from the file itself
 *   (campaign-creatives.ts), so a body claiming another native image size is corrected, not refused.
 *   The size rule on the record (nativeImageProblems) is the form's guard for what an upload put there.
 * - Responsive "one image and one logo" at most: the editor's control holds one (an upload replaces
 *   it), so the form cannot hold two; the mock's shape refuses a second (campaign-shape.ts).
 * - Spaces becoming underscores in creative names, the 3 s margin / fixed CPM notice, "negative bid
 *   multiplier becomes 0", search debounce, app information lookup, the bid field's per-thousand line
 *   and moving to the first tab with an error: behaviour of the editor, not a refusal.
 */
const backend = mockBackend();

const MISSING = CODE.MISSING_FIELDS;
const INVALID = CODE.INVALID_ARGUMENT;
const FREQUENCY = 1315;

interface Row {
  rule: string;
  body: () => Body;
  /** The API path the rule names. */
  field: string;
  code: number;
  /** A rule of submission only: a plain save takes the campaign, publishing refuses it. */
  publishOnly?: boolean;
}

const repeat = (text: string, length: number) => text.repeat(length);

/** An app-installs campaign whose app promotion has every required field but the one overridden. */
const appInstalls = (overrides: Partial<NonNullable<Body['bidding_strategy']['app_promotion']>>): Body => {
  const body = withGoal(awareness(), 'app_installs');
  const app = { bundle_id: 'com.example.app', mmp: 'adjust' as const, app_platform_type: 'android' as const, tracking_url: '', app_name: '', custom_action_name: '', metadata: { headline: '', body: '', price: '', star_rating: 0, cta: '', advertiser: '' } };
  return { ...body, bidding_strategy: { ...body.bidding_strategy, app_promotion: { ...app, ...overrides } } };
};

/** A custom-event conversion campaign whose website promotion is overridden. */
const customEvent = (overrides: Partial<NonNullable<Body['bidding_strategy']['website_promotion']>>): Body => {
  const body = withGoal(awareness(), 'website_custom_event');
  const web = { url_type: 'conversion' as const, conversion_url: '', custom_action_name: 'buy', secondary_events: ['purchase'], option_domain: '', option_condition: 'contains' as const, option_value: '' };
  return { ...body, bidding_strategy: { ...body.bidding_strategy, website_promotion: { ...web, ...overrides } } };
};

/** A native image of the seeded landscape file (1200x627). */
const landscape = () => ({ file_id: CREATIVE_FILE_IDS.nativeLandscape, url: fileUrl(CREATIVE_FILE_IDS.nativeLandscape), width: 1200, height: 627, file_name: 'landscape.png' });
/** 'Ж' takes 2 bytes: spec 2 §5 counts the encoded length, so n letters weigh 2n. */
const cyrillic = (bytes: number) => 'Ж'.repeat(Math.ceil(bytes / 2));

const ROWS: Row[] = [
  // Spec 1 §5
  { rule: 'campaign name required', body: () => ({ ...awareness(), name: '  ' }), field: 'name', code: MISSING },
  { rule: 'bidding strategy type required', body: () => ({ ...awareness(), bidding_strategy: { ...awareness().bidding_strategy, type: '' as CampaignType } }), field: 'bidding_strategy.type', code: MISSING },
  // Spec 2 §5 ("Start date cannot be before today"), catalogue 1304.
  { rule: 'start date not before today', body: () => ({ ...awareness(), campaign_start_at: isoDaysFromNow(-2) }), field: 'campaign_start_at', code: CODE.START_IN_PAST },
  { rule: 'country required at submission', body: () => ({ ...awareness(), country: '' }), field: 'country', code: MISSING, publishOnly: true },
  { rule: 'productURL without utm parameters', body: () => ({ ...awareness(), product_url: 'https://shop.example.com/?utm_source=x' }), field: 'product_url', code: INVALID },
  { rule: 'budget above 0 at submission', body: () => ({ ...awareness(), budget: 0 }), field: 'budget', code: MISSING, publishOnly: true },
  { rule: 'userCPX a number above -1', body: () => ({ ...awareness(), manual_cpx: true, user_cpx: -1 }), field: 'user_cpx', code: INVALID },
  { rule: 'userCPX given with a manual bid', body: () => ({ ...awareness(), manual_cpx: true, user_cpx: null }), field: 'user_cpx', code: MISSING },
  { rule: 'margin not above the maximum', body: () => owned({ margin: 10_000 }), field: 'owner.margin', code: INVALID },
  { rule: 'margin non-negative', body: () => owned({ margin: -1 }), field: 'owner.margin', code: INVALID },
  { rule: 'margin an integer', body: () => owned({ margin: 1.5 }), field: 'owner.margin', code: INVALID },
  { rule: 'margin and fixed CPM exclusive', body: () => owned({ margin: 1, fixed_cpm: 2 }), field: 'owner.fixed_cpm', code: INVALID },
  { rule: 'app promotion: platform required for app installs', body: () => appInstalls({ app_platform_type: null }), field: 'bidding_strategy.app_promotion.app_platform_type', code: MISSING, publishOnly: true },
  { rule: 'app promotion: bundle id required for app installs', body: () => appInstalls({ bundle_id: ' ' }), field: 'bidding_strategy.app_promotion.bundle_id', code: MISSING, publishOnly: true },
  { rule: 'app promotion: mmp required for app installs', body: () => appInstalls({ mmp: null }), field: 'bidding_strategy.app_promotion.mmp', code: MISSING, publishOnly: true },
  { rule: 'click_url required unless type other', body: () => ({ ...awareness(), bidding_strategy: { ...awareness().bidding_strategy, click_url: '' } }), field: 'bidding_strategy.click_url', code: MISSING, publishOnly: true },
  { rule: 'click_url without utm parameters', body: () => ({ ...awareness(), bidding_strategy: { ...awareness().bidding_strategy, click_url: 'https://a.example.com/#utm_campaign=x' } }), field: 'bidding_strategy.click_url', code: INVALID },
  {
    rule: 'conversion_url required for a standard conversion',
    body: () => {
      const body = withGoal(awareness(), 'web_standard_conversion');
      return { ...body, bidding_strategy: { ...body.bidding_strategy, website_promotion: { url_type: 'conversion', conversion_url: '', custom_action_name: '', secondary_events: [], option_domain: '', option_condition: 'contains', option_value: '' } } };
    },
    field: 'bidding_strategy.website_promotion.conversion_url',
    code: MISSING,
    publishOnly: true,
  },
  { rule: 'custom_action_name required for a custom event', body: () => customEvent({ custom_action_name: '' }), field: 'bidding_strategy.website_promotion.custom_action_name', code: MISSING, publishOnly: true },
  { rule: 'at least one secondary event for a custom event', body: () => customEvent({ secondary_events: [] }), field: 'bidding_strategy.website_promotion.secondary_events', code: MISSING, publishOnly: true },
  { rule: 'secondary events at most 4', body: () => customEvent({ secondary_events: ['a', 'b', 'c', 'd', 'e'] }), field: 'bidding_strategy.website_promotion.secondary_events', code: INVALID },
  { rule: 'attribution pairs at most 10', body: () => ({ ...awareness(), attribution: Array.from({ length: 11 }, (_, index) => ({ name: `n${index}`, value: 'v' })) }), field: 'attribution', code: INVALID },
  { rule: 'attribution pair with a name', body: () => ({ ...awareness(), attribution: [{ name: '', value: 'v' }] }), field: 'attribution.0.name', code: MISSING },
  { rule: 'attribution pair with a value', body: () => ({ ...awareness(), attribution: [{ name: 'source', value: ' ' }] }), field: 'attribution.0.value', code: MISSING },
  { rule: 'test devices at most 10', body: () => ({ ...awareness(), test_devices: Array.from({ length: 11 }, (_, index) => `device-${index}`) }), field: 'test_devices', code: INVALID },
  { rule: 'at least one creative at submission', body: () => ({ ...awareness(), visuals: { ...awareness().visuals, banners: [] } }), field: 'visuals', code: MISSING, publishOnly: true },
  { rule: 'banner creative name required', body: () => withBannerName(''), field: 'visuals.banners.0.creative_name', code: MISSING },
  { rule: 'creative name at most 75 characters', body: () => withBannerName(repeat('a', 76)), field: 'visuals.banners.0.creative_name', code: INVALID },
  { rule: 'creative name letters, digits, dashes, underscores, dots', body: () => withBannerName('spring sale'), field: 'visuals.banners.0.creative_name', code: INVALID },
  // Spec 2 §5: responsive ad
  { rule: 'responsive creative name required', body: () => withResponsive({ creative_name: '' }), field: 'visuals.dynamic_ad.creative_name', code: MISSING },
  { rule: 'responsive titles at most 5', body: () => withResponsive({ titles: Array.from({ length: 6 }, (_, key) => ({ key, value: 'Sale' })) }), field: 'visuals.dynamic_ad.titles', code: INVALID },
  { rule: 'responsive title 30 bytes', body: () => withResponsive({ titles: [{ key: 0, value: cyrillic(31) }] }), field: 'visuals.dynamic_ad.titles.0.value', code: INVALID },
  { rule: 'responsive description 50 bytes', body: () => withResponsive({ descriptions: [{ key: 0, value: repeat('d', 51) }] }), field: 'visuals.dynamic_ad.descriptions.0.value', code: INVALID },
  { rule: 'responsive call to action 12 bytes', body: () => withResponsive({ call_to_action: repeat('c', 13) }), field: 'visuals.dynamic_ad.call_to_action', code: INVALID },
  { rule: 'responsive company 10 bytes', body: () => withResponsive({ company_name: cyrillic(11) }), field: 'visuals.dynamic_ad.company_name', code: INVALID },
  { rule: 'responsive descriptions at most 5', body: () => withResponsive({ descriptions: Array.from({ length: 6 }, (_, key) => ({ key, value: 'Fresh' })) }), field: 'visuals.dynamic_ad.descriptions', code: INVALID },
  { rule: 'responsive ad has a title', body: () => withResponsive({ titles: [] }), field: 'visuals.dynamic_ad.titles', code: MISSING },
  { rule: 'responsive ad has a description', body: () => withResponsive({ descriptions: [] }), field: 'visuals.dynamic_ad.descriptions', code: MISSING },
  { rule: 'responsive call to action colour six hex digits', body: () => withResponsive({ call_to_action_color: 'blue' }), field: 'visuals.dynamic_ad.call_to_action_color', code: INVALID },
  { rule: 'responsive ad has its image', body: () => withResponsive({ images: [] }), field: 'visuals.dynamic_ad.images', code: MISSING },
  { rule: 'responsive ad has its logo', body: () => withResponsive({ logos: [] }), field: 'visuals.dynamic_ad.logos', code: MISSING },
  // Spec 2 §5: native ad
  { rule: 'native creative name required', body: () => withNative({ creative_name: '' }), field: 'visuals.native_ad.creative_name', code: MISSING },
  { rule: 'native headline required', body: () => withNative({ headline: '' }), field: 'visuals.native_ad.headline', code: MISSING },
  { rule: 'native description required', body: () => withNative({ body: ' ' }), field: 'visuals.native_ad.body', code: MISSING },
  { rule: 'native call to action required', body: () => withNative({ call_to_action: '' }), field: 'visuals.native_ad.call_to_action', code: MISSING },
  { rule: 'native logo required for web-style goals', body: () => withNative({ logo: null }), field: 'visuals.native_ad.logo', code: MISSING },
  { rule: 'native advertiser required for web types', body: () => withNative({ advertiser: '' }), field: 'visuals.native_ad.advertiser', code: MISSING },
  { rule: 'native advertiser 25 bytes', body: () => withNative({ advertiser: cyrillic(26) }), field: 'visuals.native_ad.advertiser', code: INVALID },
  { rule: 'native call to action 15 bytes', body: () => withNative({ call_to_action: repeat('c', 16) }), field: 'visuals.native_ad.call_to_action', code: INVALID },
  { rule: 'native body 90 bytes', body: () => withNative({ body: cyrillic(91) }), field: 'visuals.native_ad.body', code: INVALID },
  { rule: 'native images one of each size', body: () => withNative({ images: [landscape(), landscape()] }), field: 'visuals.native_ad.images', code: INVALID },
  { rule: 'native headline 25 bytes', body: () => withNative({ headline: repeat('h', 26) }), field: 'visuals.native_ad.headline', code: INVALID },
  // Spec 2 §5: video and audio
  { rule: 'video ad has its video', body: () => withVideo({ video: null }), field: 'visuals.video_ads.0.video', code: MISSING },
  { rule: 'video creative name required', body: () => withVideo({ creative_name: '' }), field: 'visuals.video_ads.0.creative_name', code: MISSING },
  {
    rule: 'audio tracks at most 5',
    body: () => {
      const body = audio();
      const track = body.visuals.audio_ads[0];
      return { ...body, visuals: { ...body.visuals, audio_ads: track ? Array.from({ length: 6 }, () => ({ ...track })) : [] } };
    },
    field: 'visuals.audio_ads',
    code: INVALID,
  },
  // Spec 2 §5, §4: targeting
  { rule: 'manual targeting needs the country', body: () => manual({}, ''), field: 'targeting.automatic_targeting', code: MISSING },
  { rule: 'cities need a country', body: () => manual({ city_ids: [1] }, ''), field: 'targeting.city_ids', code: INVALID },
  { rule: 'age from not above age to', body: () => manual({ from_age: 40, to_age: 30 }), field: 'targeting.to_age', code: INVALID },
  { rule: 'age 18 to 65', body: () => manual({ from_age: 16 }), field: 'targeting.from_age', code: INVALID },
  { rule: 'similarity 0 to 3', body: () => manual({ similarity: 4 }), field: 'targeting.similarity', code: INVALID },
  { rule: 'an audience not both included and excluded', body: () => manual({ segment_audiences: { include_any: [7], include: [], exclude: [7] } }), field: 'targeting.segment_audiences.exclude', code: INVALID },
  // Spec 2 §4: placement
  { rule: 'placements whitelist or blacklist', body: () => ({ ...awareness(), placement: { ...awareness().placement, included_apps: ['a'], excluded_apps: ['b'] } }), field: 'placement.excluded_apps', code: INVALID },
  {
    rule: 'app categories whitelist or blacklist',
    body: () => ({ ...awareness(), placement: { ...awareness().placement, included_app_categories: ['games'], excluded_app_categories: ['news'] } }),
    field: 'placement.excluded_app_categories',
    code: INVALID,
  },
  // Spec 2 §9: voice targeting lists, regions of Nigeria
  { rule: 'voice values from the spec lists', body: () => ({ ...audio(), targeting: { ...audio().targeting, connection_types: ['6g'] } }), field: 'targeting.connection_types', code: INVALID },
  { rule: 'regions only in Nigeria', body: () => ({ ...audio(), country: 'US', targeting: { ...audio().targeting, regions: ['lagos'] } }), field: 'targeting.regions', code: INVALID },
  // Spec 2 §5, §9: owner advanced bidding
  {
    rule: 'bidding rule filters from the spec list',
    body: () => owned({ traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1, rules: [{ filter: 'weather', operator: 'is', value: 'rain' }] }] }),
    field: 'owner.traffic_targeting.0.rules.0.filter',
    code: INVALID,
  },
  { rule: 'bid multiplier non-negative', body: () => owned({ traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: -1, rules: [] }] }), field: 'owner.traffic_targeting.0.multiplier', code: INVALID },
  // Ours (CAMPAIGN_LIST_LIMITS, CAMPAIGN_NUMBER_LIMITS): bounded lists and money
  { rule: 'budget at most the ceiling', body: () => ({ ...awareness(), budget: 1.2e29 }), field: 'budget', code: INVALID },
  { rule: 'bid at most the ceiling', body: () => ({ ...awareness(), manual_cpx: true, user_cpx: 1e308 }), field: 'user_cpx', code: INVALID },
  { rule: 'frequency cap at most the ceiling', body: () => ({ ...awareness(), frequency_cap: [{ key: 1, value: CAMPAIGN_NUMBER_LIMITS.frequencyCap + 1 }] }), field: 'frequency_cap.0.value', code: INVALID },
  { rule: 'fixed CPM at most the ceiling', body: () => owned({ fixed_cpm: 1e308 }), field: 'owner.fixed_cpm', code: INVALID },
  { rule: 'bid multiplier at most the ceiling', body: () => owned({ traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1e308, rules: [] }] }), field: 'owner.traffic_targeting.0.multiplier', code: INVALID },
  {
    rule: 'interests at most the list limit',
    body: () => manual({ interests: Array.from({ length: CAMPAIGN_LIST_LIMITS['targeting.interests'] + 1 }, (_, index) => (index % 30) + 1) }),
    field: 'targeting.interests',
    code: INVALID,
  },
  {
    rule: 'excluded placements at most the list limit',
    body: () => ({ ...awareness(), placement: { ...awareness().placement, excluded_apps: Array.from({ length: CAMPAIGN_LIST_LIMITS['placement.excluded_apps'] + 1 }, (_, index) => `com.example.app${index}`) } }),
    field: 'placement.excluded_apps',
    code: INVALID,
  },
  // Catalogue 1315
  {
    rule: 'frequency caps monthly > weekly > daily',
    body: () => ({ ...awareness(), frequency_cap: [{ key: 1, value: 10 }, { key: 2, value: 5 }] }),
    field: 'frequency_cap.1.value',
    code: FREQUENCY,
  },
];

function withBannerName(name: string): Body {
  const body = awareness();
  return { ...body, visuals: { ...body.visuals, banners: body.visuals.banners.map((banner) => ({ ...banner, creative_name: name })) } };
}

let english: I18nProvider;
let maxMargin: number;

beforeAll(async () => {
  english = await appI18nProvider('en');
  // The owner rows are the administrator's own campaigns: the margin's ceiling is theirs.
  maxMargin = (await backend.call<number>(`${CAMPAIGN_EDITOR_PATHS.maxMargin}?user-id=${PERSONA_IDS.admin.userId}`, { as: 'admin' })).data;
  expect(maxMargin).toBeGreaterThan(1);
});

/** What the editor's Save (forPublish false) or Publish (true) refuses, as the editor checks it. */
const formProblems = (body: Body, forPublish: boolean): TabProblem[] => {
  const values = fieldsToValues(body);
  const context = sectionContext(undefined, isAudioRecord(body as unknown as CampaignRecord), body.timezone_offset_seconds, body.owner ? maxMargin : undefined);
  const shown = SECTIONS.filter((section) => section.visible?.(context) ?? true);
  return collectProblems(shown, values, context, forPublish);
};

const send = (body: Body, publish: boolean) =>
  backend.call<FieldErrorsData | null>(publish ? CAMPAIGN_EDITOR_PATHS.publish : CAMPAIGN_EDITOR_PATHS.campaign, {
    as: body.owner ? 'admin' : 'advertiser',
    method: publish ? 'POST' : 'PUT',
    json: body,
  });

describe('the rule walk: the editor and the mock refuse the same campaign', () => {
  it('takes each valid starting campaign, on both sides', async () => {
    for (const body of [awareness(), withResponsive(), withNative(), withVideo(), audio(), manual(), owned({ margin: 1 })]) {
      expect(formProblems(body, true)).toEqual([]);
      const published = await send(body, true);
      expect(published.type).toEqual({ code: 0, message: expect.any(String) });
    }
  });

  it.each(ROWS)('$rule: $field ($code)', async (row) => {
    const body = row.body();
    const formField = serverPathToFormPath(row.field);
    for (const publish of row.publishOnly ? [true] : [false, true]) {
      const problem = formProblems(body, publish).find((one) => one.field === formField);
      expect(problem, `the form refuses ${formField} on ${publish ? 'Publish' : 'Save'}`).toBeDefined();
      const formEnglish = problem ? english.translate(problem.message, problem.args) : '';

      const answer = await send(body, publish);
      expect(answer.type.code, `${publish ? 'saveAndPublish' : 'PUT'} answers ${row.code}`).toBe(row.code);
      expect(answer.data?.errors?.[row.field], `the mock names ${row.field}`).toBe(formEnglish);
    }
    if (row.publishOnly) expect(formProblems(body, false).some((one) => one.field === formField)).toBe(false);
  });
});

describe('what the editor sends', () => {
  it("sends the placement's every environment ('all') as none, which the mock stores (spec 2 §3)", async () => {
    const values = { ...newCampaignValues(null), name: 'Every environment' };
    expect(values.placement.environment).toBe('all');
    const sent = valuesToInput(values);
    expect(sent.placement.environment).toBeNull();
    const saved = await backend.call<CampaignRecord>(CAMPAIGN_EDITOR_PATHS.campaign, { method: 'PUT', json: sent });
    expect(saved.type.code).toBe(0);
    expect(saved.data.placement.environment).toBeNull();
    expect(fieldsToValues(saved.data).placement.environment).toBe('all');
    // 'all' itself is not a value of the record: the mock refuses it.
    const refused = await backend.call<FieldErrorsData>(CAMPAIGN_EDITOR_PATHS.campaign, { method: 'PUT', json: { ...sent, name: 'All refused', placement: { ...sent.placement, environment: 'all' } } });
    expect(refused.type.code).toBe(INVALID);
    expect(refused.data.errors['placement.environment']).toBeDefined();
  });
});

describe('the editor re-checks the form as it is now', () => {
  it('answers for values changed in place, as the form changes them from one keystroke to the next', () => {
    const values = { ...newCampaignValues(null), productURL: 'https://shop.example.com/?utm_source=news' };
    const context = sectionContext(undefined, false, 0, undefined);
    expect(basicInfoRules(values, context, false).map((problem) => problem.field)).toContain('productURL');
    values.productURL = 'https://shop.example.com/spring';
    expect(basicInfoRules(values, context, false).map((problem) => problem.field)).not.toContain('productURL');
  });
});
