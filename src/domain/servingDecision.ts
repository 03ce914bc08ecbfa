import type { CampaignVisuals, CreativeServingDecision, CreativeStatus, PolicyCompliance } from '../api/contract';

/**
 * A creative's overall serving decision (spec 1 §4 "Creative approval", spec 2 §4): all three parts
 * (deals, network, platform) approved → approved; any disapproved → disapproved, with the policy
 * topics of the disapproving parts, each once, in part order; otherwise pending review. A creative
 * without a decision yet (never reviewed) is pending review.
 *
 * Which topics (the spec is silent: "the message lists the policy topics, comma-separated"): only the
 * disapproving parts' topics. They are what the user must fix for the creative to serve; a topic a
 * pending or approved part carries is no reason for this refusal, and listing it would send the user
 * after a problem that stops nothing.
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

type Decision = CreativeServingDecision | null;

/**
 * The creatives whose decisions can warn, by editor tab: every banner, the native ad while it is on,
 * the video ads while they are on (a switched-off ad does not serve, so its old decision warns of
 * nothing). Responsive ads and audio tracks carry no decision. The editor's tree (per tab) and the
 * campaign list (campaignCreativeStatus) both read this one table, so they cannot disagree.
 */
export const SERVED_DECISIONS = {
  bannerAds: (visuals: CampaignVisuals): Decision[] => visuals.banners.map((banner) => banner.creative_serving_decision),
  nativeAds: (visuals: CampaignVisuals): Decision[] => (visuals.native_enabled && visuals.native_ad ? [visuals.native_ad.creative_serving_decision] : []),
  videoAds: (visuals: CampaignVisuals): Decision[] => (visuals.video_enabled ? visuals.video_ads.map((ad) => ad.creative_serving_decision) : []),
} as const;

/**
 * A campaign's creative status, as the list's warning reads it: the overall decision over every
 * served creative (audio campaigns show no visuals, so none): any disapproved → disapproved, all
 * approved → approved, otherwise (one pending, or no creative with a decision yet) pending review.
 */
export const campaignCreativeStatus = (visuals: CampaignVisuals, isAudio: boolean): CreativeStatus => {
  if (isAudio) return 'pending_review';
  const statuses = Object.values(SERVED_DECISIONS).flatMap((decisions) => decisions(visuals).map((decision) => overallDecision(decision).status));
  if (statuses.includes('disapproved')) return 'disapproved';
  return statuses.length > 0 && statuses.every((status) => status === 'approved') ? 'approved' : 'pending_review';
};
