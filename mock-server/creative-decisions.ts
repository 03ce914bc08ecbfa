import type { CampaignVisuals, CreativeServingDecision, PolicyCompliance } from '../src/api/contract';
import { campaignCreativeStatus, overallDecision } from '../src/campaign/servingDecision';
import type { StoredCampaign } from './db/types';

/**
 * Creative serving decisions are the server's (spec 1 §4, issue #12 review #1): the body's are never
 * read. A creative saved exactly as it is stored keeps its decision; a new or changed one (another
 * file, name, text…) starts pending review (null: not reviewed yet, which reads as pending review),
 * since what was reviewed is no longer what would serve. A creative is found among the stored ones of
 * its kind by its content, so reordering the video ads keeps their decisions.
 */
type Decision = CreativeServingDecision | null;
type WithDecision = { creative_serving_decision: Decision };

/** A value with its objects' keys in one order, so two equal values print the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, canonical(item)]),
  );
};
const contentOf = (creative: WithDecision): string => {
  const { creative_serving_decision: _decision, ...content } = creative;
  return JSON.stringify(canonical(content));
};

const storedDecision = <T extends WithDecision>(creative: T, stored: readonly T[]): Decision => {
  const content = contentOf(creative);
  return stored.find((one) => contentOf(one) === content)?.creative_serving_decision ?? null;
};

const decided = <T extends WithDecision>(creatives: readonly T[], stored: readonly T[]): T[] =>
  creatives.map((creative) => ({ ...creative, creative_serving_decision: storedDecision(creative, stored) }));

/** The visuals with every decision the server's: kept for unchanged creatives, null for the rest. */
export const carryDecisions = (next: CampaignVisuals, before: CampaignVisuals | null): CampaignVisuals => ({
  ...next,
  banners: decided(next.banners, before?.banners ?? []),
  native_ad: next.native_ad && { ...next.native_ad, creative_serving_decision: storedDecision(next.native_ad, before?.native_ad ? [before.native_ad] : []) },
  video_ads: decided(next.video_ads, before?.video_ads ?? []),
});

const APPROVED: PolicyCompliance = { status: 'APPROVED', policy_topics: [] };
const approvedIfPending = <T extends WithDecision>(creative: T): T =>
  overallDecision(creative.creative_serving_decision).status === 'pending_review'
    ? { ...creative, creative_serving_decision: { deals_policy_compliance: { ...APPROVED }, network_policy_compliance: { ...APPROVED }, platform_policy_compliance: { ...APPROVED } } }
    : creative;

/**
 * What the mock plays for the exchanges' review when a moderator approves a campaign: every creative
 * it serves (the banners, the native and video ads while they are on) still pending review is
 * approved in all three parts; a disapproval stands until the creative changes. A rejection reviews
 * the campaign, not its creatives, so it changes no decision.
 */
export const approvePendingCreatives = (visuals: CampaignVisuals): CampaignVisuals => ({
  ...visuals,
  banners: visuals.banners.map(approvedIfPending),
  native_ad: visuals.native_enabled && visuals.native_ad ? approvedIfPending(visuals.native_ad) : visuals.native_ad,
  video_ads: visuals.video_enabled ? visuals.video_ads.map((ad) => (ad.video ? approvedIfPending(ad) : ad)) : visuals.video_ads,
});

/** The campaign's creative status, always derived from its creatives' decisions (what the list's warning reads). */
export const refreshCreativeStatus = (campaign: Pick<StoredCampaign, 'visuals' | 'goal' | 'creative_status'>): void => {
  campaign.creative_status = campaignCreativeStatus(campaign.visuals, campaign.goal === 'audio_advertising');
};
