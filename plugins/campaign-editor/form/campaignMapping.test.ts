import { describe, expect, it } from 'vitest';
import type { CampaignInput, CampaignRecord } from '../../../src/api/contract';
import { defaultCampaignFields, defaultPlacement, emptyVideoAd, newCampaignFields } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from './campaignDefaults';
import {
  dateToUtc,
  recordToValues,
  replicateValues,
  serverPathToFormPath,
  utcToDate,
  valuesToInput,
} from './campaignMapping';

/** A stored conversion campaign of an administrator's view, every nested part filled. */
const storedRecord = (): CampaignRecord => ({
  id: 1000007,
  version: 4,
  space_id: 2002,
  status_key: 3,
  currency: 'USD',
  creative_status: 'approved',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  moderation_start_at: '2026-01-02T11:00:00Z',
  rejection_reason: null,
  name: 'Lagos spring sale',
  country: 'NG',
  timezone_offset_seconds: 3600,
  campaign_start_at: '2026-03-01T23:00:00Z',
  campaign_end_at: '2026-03-31T22:59:59Z',
  budget: 120,
  budget_type_key: 2,
  campaign_type_key: 1,
  campaign_type: 'conversion',
  goal: 'website_custom_event',
  product_url: 'https://shop.example.com',
  manual_cpx: true,
  user_cpx: 1.2,
  cpx: 0.35,
  cpm: 0.35,
  is_auto_enhancement: false,
  slots: Array.from({ length: 12 }, (_, index) => index % 2 === 0),
  slots_include_unknown: false,
  attribution: [{ name: 'utm_source', value: 'dsp' }],
  attribution_tags: 'utm_source={source}',
  test_devices: ['device-1'],
  has_whitelist: true,
  targeting_on: true,
  freq_and_scheduling_on: true,
  bidding_strategy: {
    goal: 'website_custom_event',
    type: 'conversion',
    is_retargeting: true,
    click_url: 'https://click.example.com',
    app_promotion: null,
    website_promotion: {
      url_type: 'parameter',
      conversion_url: '',
      custom_action_name: 'signup',
      secondary_events: ['view', 'cart'],
      option_domain: 'shop.example.com',
      option_condition: 'does_not_contain',
      option_value: 'test',
    },
  },
  targeting: newCampaignValues(null).targeting,
  placement: defaultPlacement(),
  scheduling: { '0': [1, 2], '3': [] },
  frequency_cap: [{ key: 1, value: 7 }, { key: 2, value: 20 }],
  visuals: newCampaignValues(null).visuals,
  replicated_from: null,
  owner: {
    margin: 12,
    fixed_cpm: null,
    t: 3,
    deal_link: 'https://deal.example.com',
    intent_verified: true,
    intent_tag_date: '2026-02-01',
    exchange_id: [1, 3],
    traffic_sources: [4],
    campaign_category_keys: ['IAB1'],
    account_manager_id: 7,
    telco_model: 'model',
    no_telco_model: false,
    dummy_models: true,
    disregard_targeting: false,
    impression_url: 'https://imp.example.com',
    traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1.5, rules: [{ filter: 'app', operator: 'is', value: 'x' }] }],
  },
});

/** The writable part of a record, as the form sends it back. */
const inputOf = (record: CampaignRecord): CampaignInput => {
  const { id, version, space_id, status_key, currency, creative_status, created_at, updated_at, moderation_start_at, rejection_reason, ...rest } =
    record;
  void [space_id, status_key, currency, creative_status, created_at, updated_at, moderation_start_at, rejection_reason];
  return { id, version, ...rest };
};

describe('campaign mapping', () => {
  it('sends back exactly the stored campaign when nothing was changed', () => {
    const record = storedRecord();
    expect(valuesToInput(recordToValues(record))).toEqual(inputOf(record));
  });

  it("sends the placement's every environment ('all') as none and reads none back as 'all' (spec 2 §3)", () => {
    const values = recordToValues(storedRecord());
    expect(values.placement.environment).toBe('all');
    expect(valuesToInput(values).placement.environment).toBeNull();
    const onlyApps = { ...values, placement: { ...values.placement, environment: 'app' as const } };
    expect(valuesToInput(onlyApps).placement.environment).toBe('app');
    expect(recordToValues({ ...storedRecord(), placement: { ...defaultPlacement(), environment: 'site' } }).placement.environment).toBe('site');
  });

  it('sends the name as the mock stores it: composed, without controls, bidi overrides or zero-width characters', () => {
    const values = { ...recordToValues(storedRecord()), name: '\u202eLagos\u200b spring\r\n sale Cafe\u0301\u0000' };
    expect(valuesToInput(values).name).toBe('Lagos spring sale Café');
  });

  it('names fields the client way in the form', () => {
    const values = recordToValues(storedRecord());
    expect(values).toMatchObject({
      productURL: 'https://shop.example.com',
      cpxManual: true,
      userCPX: 1.2,
      isAutoEnhancement: false,
      attributionTags: 'utm_source={source}',
      campaignStartAt: '2026-03-02',
      campaignEndAt: '2026-03-31',
      owner: { dealLink: 'https://deal.example.com', intentVerified: true, margin: 12 },
    });
    expect(values.bidding_strategy.website_promotion).toMatchObject({ optionDomain: 'shop.example.com', optionCondition: 'does_not_contain' });
    // Unused promotions are present (empty) in the form, so their inputs always have values.
    expect(values.bidding_strategy.app_promotion.bundle_id).toBe('');
  });

  it('loads a record stored without a video ad with one empty item, as the list always holds one (spec 2 §3)', () => {
    const record = storedRecord();
    const values = recordToValues({ ...record, visuals: { ...record.visuals, video_ads: [] } });
    expect(values.visuals.video_ads).toEqual([emptyVideoAd()]);
    expect(recordToValues(record).visuals.video_ads).toEqual(record.visuals.video_ads);
  });

  it('sends no owner fields for a user who never had them', () => {
    const { owner, ...advertiserView } = storedRecord();
    void owner;
    expect(valuesToInput(recordToValues(advertiserView))).not.toHaveProperty('owner');
  });

  it('dates: start of day and end of day in the campaign timezone, sent as UTC', () => {
    expect(dateToUtc('2026-03-02', 3600)).toBe('2026-03-01T23:00:00Z');
    expect(dateToUtc('2026-03-31', 3600, true)).toBe('2026-03-31T22:59:59Z');
    expect(dateToUtc('2026-03-31', -18000, true)).toBe('2026-04-01T04:59:59Z');
    expect(dateToUtc(null, 0)).toBeNull();
    expect(utcToDate('2026-04-01T04:59:59Z', -18000)).toBe('2026-03-31');
    expect(utcToDate(null, 0)).toBeNull();
  });

  it('clears app promotion for non-consideration types and website promotion for non-conversion types', () => {
    const values = recordToValues(storedRecord());
    values.bidding_strategy.app_promotion.bundle_id = 'com.example.app';
    expect(valuesToInput(values).bidding_strategy.app_promotion).toBeNull();
    expect(valuesToInput(values).bidding_strategy.website_promotion?.custom_action_name).toBe('signup');

    values.bidding_strategy.type = 'consideration';
    values.bidding_strategy.goal = 'app_installs';
    values.bidding_strategy.app_promotion.mmp = 'adjust';
    values.bidding_strategy.app_promotion.app_platform_type = 'ios';
    const input = valuesToInput(values);
    expect(input.bidding_strategy.website_promotion).toBeNull();
    expect(input.bidding_strategy.app_promotion).toMatchObject({ bundle_id: 'com.example.app', mmp: 'adjust', app_platform_type: 'ios' });
    expect(input).toMatchObject({ campaign_type: 'consideration', goal: 'app_installs' });
  });

  it('starts a new campaign from the chosen type with its default goal and the spec defaults', () => {
    const values = newCampaignValues({ type: 'consideration' });
    expect(values).toMatchObject({
      name: 'New Campaign',
      cpx: 0.35,
      cpm: 0.35,
      isAutoEnhancement: true,
      slots_include_unknown: true,
      bidding_strategy: { type: 'consideration', goal: 'landing_page_traffic' },
    });
    expect(values.slots).toEqual(Array.from({ length: 12 }, () => true));
    expect(values.attributionTags).toContain('{anonymous_id}');
    expect(newCampaignValues({ type: 'other' }).bidding_strategy.goal).toBe('audio_advertising');
    expect(newCampaignValues(null).bidding_strategy).toMatchObject({ type: 'awareness', goal: 'enhanced_exposure' });
    const input = valuesToInput(values);
    expect(input).not.toHaveProperty('id');
    expect(input).toMatchObject({ budget_type_key: 2, campaign_type_key: 1, budget: 0, campaign_start_at: null, campaign_end_at: null });
    expect(input.bidding_strategy.website_promotion).toBeNull();
  });

  it('replicates: " - Copy", no id, status, version or moderation fields, replicated_from set', () => {
    const copy = replicateValues(storedRecord());
    expect(copy.name).toBe('Lagos spring sale - Copy');
    expect(copy.replicated_from).toBe(1000007);
    for (const field of ['id', 'version', 'status_key', 'space_id', 'moderation_start_at', 'currency'])
      expect(copy).not.toHaveProperty(field);
    const input = valuesToInput(copy);
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('version');
    expect(input).toMatchObject({ budget: 120, product_url: 'https://shop.example.com', replicated_from: 1000007 });
  });

  it("gives a copy no date in the past: a start before today becomes Immediately, an end before today is cleared", () => {
    // The source runs 2 to 31 March 2026 in its timezone (UTC+1).
    const at = (instant: string) => replicateValues(storedRecord(), Date.parse(instant));
    expect(at('2026-02-10T12:00:00Z')).toMatchObject({ campaignStartAt: '2026-03-02', campaignEndAt: '2026-03-31' });
    expect(at('2026-03-15T12:00:00Z')).toMatchObject({ campaignStartAt: null, campaignEndAt: '2026-03-31' });
    expect(at('2026-04-02T12:00:00Z')).toMatchObject({ campaignStartAt: null, campaignEndAt: null });
    // Today is the campaign's: 23:30 UTC on 1 March is already 2 March there, the start day itself.
    expect(at('2026-03-01T23:30:00Z').campaignStartAt).toBe('2026-03-02');
    expect(at('2026-03-02T23:30:00Z').campaignStartAt).toBeNull();
    expect(valuesToInput(at('2026-04-02T12:00:00Z'))).toMatchObject({ campaign_start_at: null, campaign_end_at: null });
  });

  it("sends for a new campaign exactly the contract's defaults the mock creates from, for every type", () => {
    expect(valuesToInput(newCampaignValues(null))).toEqual(defaultCampaignFields());
    expect(valuesToInput(newCampaignValues({ type: 'other' }))).toEqual(newCampaignFields('other', 'audio_advertising'));
    expect(newCampaignValues({ type: 'other' }).visuals.audio_enabled).toBe(true);
    // Consideration and conversion keep their (empty) promotion, the others none.
    const consideration = valuesToInput(newCampaignValues({ type: 'consideration' }));
    expect(consideration).toEqual({ ...newCampaignFields('consideration', 'landing_page_traffic'), bidding_strategy: { ...consideration.bidding_strategy } });
    expect(consideration.bidding_strategy.app_promotion).toMatchObject({ bundle_id: '', mmp: null, metadata: { star_rating: 5 } });
    // Each call answers fresh objects.
    const first = newCampaignValues(null);
    first.targeting.interests.push(1);
    expect(newCampaignValues(null).targeting.interests).toEqual([]);
  });

  it('maps server field paths to the form paths', () => {
    expect(serverPathToFormPath('product_url')).toBe('productURL');
    expect(serverPathToFormPath('name')).toBe('name');
    expect(serverPathToFormPath('bidding_strategy.click_url')).toBe('bidding_strategy.click_url');
    expect(serverPathToFormPath('bidding_strategy.website_promotion.option_domain')).toBe('bidding_strategy.website_promotion.optionDomain');
    expect(serverPathToFormPath('bidding_strategy.app_promotion.metadata.star_rating')).toBe('bidding_strategy.app_promotion.metadata.starRating');
    expect(serverPathToFormPath('campaign_start_at')).toBe('campaignStartAt');
    expect(serverPathToFormPath('owner.deal_link')).toBe('owner.dealLink');
    expect(serverPathToFormPath('margin')).toBe('owner.margin');
    expect(serverPathToFormPath('attribution.2.name')).toBe('attribution.2.name');
    expect(serverPathToFormPath('visuals.native_ad.star_rating')).toBe('visuals.native_ad.star_rating');
  });
});
