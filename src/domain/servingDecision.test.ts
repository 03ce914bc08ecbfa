import { describe, expect, it } from 'vitest';
import type { BannerCreative, CreativeServingDecision, PolicyStatus } from '../api/contract';
import { defaultNativeAd, defaultVisuals, emptyVideoAd } from '../api/contract/campaign-defaults';
import { campaignCreativeStatus, overallDecision } from './servingDecision';

const decision = (deals: PolicyStatus, network: PolicyStatus, platform: PolicyStatus, topics: Partial<Record<'deals' | 'network' | 'platform', string[]>> = {}): CreativeServingDecision => ({
  deals_policy_compliance: { status: deals, policy_topics: topics.deals ?? [] },
  network_policy_compliance: { status: network, policy_topics: topics.network ?? [] },
  platform_policy_compliance: { status: platform, policy_topics: topics.platform ?? [] },
});

describe('overallDecision (spec 1 §4 "Creative approval")', () => {
  it('is approved only when all three parts are', () => {
    expect(overallDecision(decision('APPROVED', 'APPROVED', 'APPROVED'))).toEqual({ status: 'approved', policyTopics: [] });
    expect(overallDecision(decision('APPROVED', 'PENDING_REVIEW', 'APPROVED'))).toEqual({ status: 'pending_review', policyTopics: [] });
  });

  it('is disapproved when any part is, listing the disapproving parts’ topics once each', () => {
    const mixed = decision('DISAPPROVED', 'PENDING_REVIEW', 'DISAPPROVED', { deals: ['ALCOHOL', 'GAMBLING'], network: ['IGNORED'], platform: ['GAMBLING', 'MISLEADING_CLAIMS'] });
    expect(overallDecision(mixed)).toEqual({ status: 'disapproved', policyTopics: ['ALCOHOL', 'GAMBLING', 'MISLEADING_CLAIMS'] });
  });

  it('is pending review without a decision yet', () => {
    expect(overallDecision(null)).toEqual({ status: 'pending_review', policyTopics: [] });
    expect(overallDecision(undefined)).toEqual({ status: 'pending_review', policyTopics: [] });
  });
});

describe('campaignCreativeStatus: the list row’s status, from the same decisions the editor tree reads', () => {
  const approved = decision('APPROVED', 'APPROVED', 'APPROVED');
  const disapproved = decision('DISAPPROVED', 'APPROVED', 'APPROVED', { deals: ['ALCOHOL'] });
  const banner = (creative_serving_decision: CreativeServingDecision | null): BannerCreative => ({
    width: 300,
    height: 250,
    type_key: 1,
    key: 106,
    file_id: 1,
    url: '/v1/file/cache/1',
    format: 'image',
    creative_name: 'b',
    creative_serving_decision,
  });
  const visuals = defaultVisuals();

  it('is disapproved when any served creative is, approved when all are, pending review otherwise', () => {
    expect(campaignCreativeStatus({ ...visuals, banners: [banner(approved), banner(disapproved)] }, false)).toBe('disapproved');
    expect(campaignCreativeStatus({ ...visuals, banners: [banner(approved), banner(approved)] }, false)).toBe('approved');
    expect(campaignCreativeStatus({ ...visuals, banners: [banner(approved), banner(null)] }, false)).toBe('pending_review');
    expect(campaignCreativeStatus(visuals, false)).toBe('pending_review');
  });

  it('counts the native and video ads only while they are on, and no creative of an audio campaign', () => {
    const native = { ...defaultNativeAd(), creative_serving_decision: disapproved };
    const video = { ...emptyVideoAd(), creative_serving_decision: disapproved };
    const base = { ...visuals, banners: [banner(approved)] };
    expect(campaignCreativeStatus({ ...base, native_enabled: false, native_ad: native, video_ads: [video] }, false)).toBe('approved');
    expect(campaignCreativeStatus({ ...base, native_enabled: true, native_ad: native }, false)).toBe('disapproved');
    expect(campaignCreativeStatus({ ...base, video_enabled: true, video_ads: [video] }, false)).toBe('disapproved');
    expect(campaignCreativeStatus({ ...base, banners: [banner(disapproved)] }, true)).toBe('pending_review');
  });
});
