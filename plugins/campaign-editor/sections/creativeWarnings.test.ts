import { describe, expect, it } from 'vitest';
import type { CampaignVisuals, CreativeServingDecision, PolicyStatus } from '../../../src/api/contract';
import { defaultNativeAd, defaultVisuals, emptyVideoAd } from '../../../src/api/contract/campaign-defaults';
import { tabsWithDisapprovedCreatives } from './creativeWarnings';
import { SECTIONS } from './sections';

const decision = (platform: PolicyStatus): CreativeServingDecision => ({
  deals_policy_compliance: { status: 'APPROVED', policy_topics: [] },
  network_policy_compliance: { status: 'APPROVED', policy_topics: [] },
  platform_policy_compliance: { status: platform, policy_topics: platform === 'DISAPPROVED' ? ['Alcohol'] : [] },
});

const banner = (status: PolicyStatus | null) => ({
  width: 300,
  height: 250,
  type_key: 1 as const,
  key: 106,
  file_id: 5,
  url: '/v1/file/cache/5',
  format: 'image' as const,
  creative_name: 'b',
  creative_serving_decision: status ? decision(status) : null,
});

const visuals = (patch: Partial<CampaignVisuals>): CampaignVisuals => ({ ...defaultVisuals(), ...patch });
const warned = (saved: CampaignVisuals | undefined) => [...tabsWithDisapprovedCreatives(SECTIONS, saved)].sort();

describe('the disapproved-creative warning in the tree', () => {
  it('marks the banner tab and its Visuals parent when one banner is disapproved', () => {
    expect(warned(visuals({ banners: [banner('APPROVED'), banner('DISAPPROVED')] }))).toEqual(['bannerAds', 'visuals']);
  });

  it('marks nothing for approved, pending or never reviewed creatives, nor for a new campaign', () => {
    expect(warned(visuals({ banners: [banner('APPROVED'), banner('PENDING_REVIEW'), banner(null)] }))).toEqual([]);
    expect(warned(undefined)).toEqual([]);
  });

  it('marks native and video ads only while they are switched on', () => {
    const native = { ...defaultNativeAd(), creative_serving_decision: decision('DISAPPROVED') };
    const video = { ...emptyVideoAd(), creative_serving_decision: decision('DISAPPROVED') };
    expect(warned(visuals({ native_enabled: true, native_ad: native }))).toEqual(['nativeAds', 'visuals']);
    expect(warned(visuals({ native_enabled: false, native_ad: native }))).toEqual([]);
    expect(warned(visuals({ video_enabled: true, video_ads: [emptyVideoAd(), video] }))).toEqual(['videoAds', 'visuals']);
    expect(warned(visuals({ video_enabled: false, video_ads: [video] }))).toEqual([]);
  });

  it('leaves out sections that are not shown (an audio campaign has no visuals)', () => {
    const shown = SECTIONS.filter((section) => section.tab !== 'bannerAds');
    expect([...tabsWithDisapprovedCreatives(shown, visuals({ banners: [banner('DISAPPROVED')] }))]).toEqual([]);
  });
});
