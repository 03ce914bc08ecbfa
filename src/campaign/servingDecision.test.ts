import { describe, expect, it } from 'vitest';
import type { CreativeServingDecision, PolicyStatus } from '../api/contract';
import { overallDecision } from './servingDecision';

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
