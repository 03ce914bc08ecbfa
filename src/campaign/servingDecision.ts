import type { CreativeServingDecision, CreativeStatus, PolicyCompliance } from '../api/contract';

/**
 * A creative's overall serving decision (spec 1 §4 "Creative approval", spec 2 §4): all three parts
 * (deals, network, platform) approved → approved; any disapproved → disapproved, with the policy
 * topics of the disapproving parts, each once, in part order; otherwise pending review. A creative
 * without a decision yet (never reviewed) is pending review.
 */
export interface OverallDecision {
  status: CreativeStatus;
  /** The disapproving parts' policy topics (empty unless disapproved). */
  policyTopics: string[];
}

const PARTS = ['deals_policy_compliance', 'network_policy_compliance', 'platform_policy_compliance'] as const;

export const overallDecision = (decision: CreativeServingDecision | null | undefined): OverallDecision => {
  if (!decision) return { status: 'pending_review', policyTopics: [] };
  const parts: PolicyCompliance[] = PARTS.map((part) => decision[part]);
  const disapproving = parts.filter((part) => part.status === 'DISAPPROVED');
  if (disapproving.length > 0) return { status: 'disapproved', policyTopics: [...new Set(disapproving.flatMap((part) => part.policy_topics))] };
  return { status: parts.every((part) => part.status === 'APPROVED') ? 'approved' : 'pending_review', policyTopics: [] };
};
