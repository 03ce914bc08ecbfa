import { describe, expect, it } from 'vitest';
import {
  BANNER_SLOTS,
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUS,
  DEFAULT_ATTRIBUTION_TAGS,
  type CampaignGoal,
} from '../../src/api/contract';
import { campaignLog } from '../db/revision-log';
import { changedLeaves, trackedState } from '../db/revisions';
import type { StoredCampaign } from '../db/types';
import { findCatalogueApp } from './app-catalogue';
import { defaultCampaignFields, defaultOwnerFields } from './campaign-defaults';
import { PERSONA_IDS } from './facts';
import { buildSeed } from './index';
import { expectEvery } from '../../src/test/expectations';

const seed = buildSeed();
const goalsOf = (type: keyof typeof CAMPAIGN_GOALS): readonly CampaignGoal[] => CAMPAIGN_GOALS[type];

/** The key paths of a value down to its leaves (lists are leaves). */
const shape = (value: unknown, path = ''): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key))
    : [path];

describe('the defaults of a new campaign (spec 1 §3, spec 2 §3)', () => {
  it('hold the spec values', () => {
    const d = defaultCampaignFields();
    expect(d).toMatchObject({
      name: 'New Campaign',
      cpx: 0.35,
      cpm: 0.35,
      is_auto_enhancement: true,
      slots_include_unknown: true,
      attribution_tags: DEFAULT_ATTRIBUTION_TAGS,
      budget_type_key: 2,
      campaign_type_key: 1,
      targeting: { from_age: 18, to_age: 65, similarity: 1, gender: 1, automatic_targeting: true },
      frequency_cap: [{ key: 1, value: 7 }],
    });
    expect(d.slots).toEqual(Array(12).fill(true));
    expect(Object.keys(d.scheduling)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    for (const hours of Object.values(d.scheduling)) expect(hours).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(d.visuals.video_ads).toHaveLength(1);
    expect(d.visuals.dynamic_ad?.call_to_action_color).toBe('65abf6');
    expect(d.visuals.native_ad?.star_rating).toBe(5);
  });

  it('answer fresh objects on every call', () => {
    const a = defaultCampaignFields();
    a.slots[0] = false;
    a.scheduling['0'] = [];
    expect(defaultCampaignFields().slots[0]).toBe(true);
    expect(defaultCampaignFields().scheduling['0']).toHaveLength(24);
  });
});

describe('seeded campaign records', () => {
  const defaults = { ...defaultCampaignFields(), owner: defaultOwnerFields() };
  // Nullable objects (app and website promotion, dynamic and native ads) may be null or filled.
  const required = shape(defaults).filter((p) => !p.startsWith('bidding_strategy.') && !p.startsWith('visuals.dynamic_ad') && !p.startsWith('visuals.native_ad'));

  it('carry every field of the record, for every campaign', () => {
    for (const campaign of seed.campaigns) {
      const paths = new Set(shape(campaign));
      const missing = required.filter((p) => !paths.has(p) && !p.startsWith('scheduling.'));
      expect(missing, `campaign ${campaign.id}`).toEqual([]);
      expect(campaign.version).toBeGreaterThanOrEqual(1);
    }
  });

  it('promote apps of the app catalogue for app goals and websites for conversion goals', () => {
    for (const c of seed.campaigns) {
      const app = c.bidding_strategy.app_promotion;
      if (c.goal === 'app_installs' || c.goal === 'app_custom_event') {
        expect(app && app.app_platform_type && findCatalogueApp(app.app_platform_type, app.bundle_id), `campaign ${c.id}`).toBeTruthy();
        expect(app?.mmp).toMatch(/^(adjust|appsflyer)$/);
      } else expect(app).toBeNull();
      if (goalsOf('conversion').includes(c.goal)) expect(c.bidding_strategy.website_promotion).not.toBeNull();
      else expect(c.bidding_strategy.website_promotion).toBeNull();
      if (c.goal === 'web_standard_conversion') expect(c.bidding_strategy.website_promotion?.conversion_url).toMatch(/^https:\/\//);
      if (c.goal === 'website_custom_event') expect(c.bidding_strategy.website_promotion?.custom_action_name).not.toBe('');
      if (c.goal === 'app_custom_event') expect(app?.custom_action_name).not.toBe('');
      expect(c.bidding_strategy.click_url === '').toBe(c.campaign_type === 'other');
    }
  });

  it('give audio campaigns tracks and voice targeting, the others named banners of real slots', () => {
    const published = seed.campaigns.filter((c) => c.status_key !== CAMPAIGN_STATUS.draft);
    for (const c of published) {
      if (c.goal === 'audio_advertising') {
        expect(c.visuals.audio_enabled).toBe(true);
        expect(c.visuals.audio_ads.length).toBeGreaterThan(0);
        expectEvery(c.visuals.audio_ads, (a) => a.extension === 'mp3');
        expect(c.targeting.connection_types.length).toBeGreaterThan(0);
      } else {
        expect(c.visuals.banners.length, `campaign ${c.id}`).toBeGreaterThan(0);
        for (const banner of c.visuals.banners) {
          expect(BANNER_SLOTS.some((slot) => slot.key === banner.key && slot.width === banner.width && slot.height === banner.height)).toBe(true);
          expect(banner.creative_name).toMatch(/^[A-Za-z0-9._-]{1,75}$/);
          expect(seed.files.some((f) => f.id === banner.file_id)).toBe(true);
        }
      }
    }
    // Some drafts still lack creatives: publishing them is refused with code 135.
    expect(seed.campaigns.some((c) => c.status_key === 0 && c.visuals.banners.length === 0 && c.goal !== 'audio_advertising')).toBe(true);
  });

  it('fill the optional parts on some campaigns only', () => {
    const share = (test: (c: StoredCampaign) => boolean) => seed.campaigns.filter(test).length / seed.campaigns.length;
    for (const test of [
      (c: StoredCampaign) => c.attribution.length > 0,
      (c: StoredCampaign) => c.test_devices.length > 0,
      (c: StoredCampaign) => c.owner.margin !== null || c.owner.fixed_cpm !== null,
      (c: StoredCampaign) => !c.targeting.automatic_targeting,
      (c: StoredCampaign) => c.manual_cpx,
    ]) {
      expect(share(test)).toBeGreaterThan(0.05);
      expect(share(test)).toBeLessThan(0.8);
    }
    for (const c of seed.campaigns) {
      expect(c.owner.margin === null || c.owner.fixed_cpm === null).toBe(true);
      expect(c.test_devices.length).toBeLessThanOrEqual(10);
      expect(c.attribution.length).toBeLessThanOrEqual(10);
    }
  });

  it('keep the moderation facts in line with the status', () => {
    for (const c of seed.campaigns) {
      expect(c.moderation_start_at === null).toBe(c.status_key === CAMPAIGN_STATUS.draft);
      expect(c.rejection_reason !== null).toBe(c.status_key === CAMPAIGN_STATUS.rejected);
    }
  });
});

describe('seeded change log', () => {
  const own = seed.campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId);

  it('gives every campaign of the demo advertiser a history whose length is its version', () => {
    for (const c of own) {
      const log = campaignLog(seed.revisions, c.id);
      expect(log.length, `campaign ${c.id}`).toBeGreaterThanOrEqual(2);
      expect(log).toHaveLength(c.version);
      expect(log[0]?.previous_state).toEqual({});
      const dates = log.map((r) => Date.parse(r.commit_date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    }
    expect(new Set(seed.revisions.map((r) => r.id)).size).toBe(seed.revisions.length);
  });

  it('replays to the stored record: the first state with every later change applied', () => {
    for (const c of own) {
      const log = campaignLog(seed.revisions, c.id);
      const replayed = log.reduce<Record<string, unknown>>((state, r) => ({ ...state, ...r.current_state }), {});
      expect(changedLeaves(replayed, trackedState(c))).toEqual([]);
    }
  });

  it('names who changed what: the owner publishes, the administrator approves', () => {
    const running = own.find((c) => c.status_key === CAMPAIGN_STATUS.running);
    const log = seed.revisions.filter((r) => r.campaign_id === running?.id);
    const publish = log.find((r) => r.state_difference.some((d) => d.path === 'status_key' && d.value === 1));
    const approve = log.find((r) => r.state_difference.some((d) => d.path === 'status_key' && d.value === 3));
    expect(publish?.author).toEqual({ email: 'advertiser@demo.test' });
    expect(approve?.author).toEqual({ email: 'admin@demo.test' });
  });
});
