import type { CampaignVisuals, CreativeServingDecision, PolicyCompliance } from '../src/api/contract';
import { campaignCreativeStatus, overallDecision } from '../src/domain/servingDecision';
import type { StoredCampaign } from './db/types';

/**
 * Creative serving decisions are the server's (spec 1 §4): the body's are never read, nor a video ad's
 * exchange facts (`exchange_id`, `google_status`), which come with them. A creative saved exactly as
 * it is stored keeps them; a new or changed one (another file, name, text…) starts pending review
 * (null: not reviewed yet, which reads as pending review), since what was reviewed is no longer what
 * would serve. A creative is found among the stored ones of its kind by its content, so reordering the
 * video ads keeps their decisions.
 */
type Decision = CreativeServingDecision | null;
type WithDecision = { creative_serving_decision: Decision };

/** What the review (the server) sets on a creative, never the body. */
const REVIEW_KEYS: readonly string[] = ['creative_serving_decision', 'exchange_id', 'google_status'];

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
const contentOf = (creative: object): string => JSON.stringify(canonical(Object.fromEntries(Object.entries(creative).filter(([key]) => !REVIEW_KEYS.includes(key)))));

/** The creative with the review's fields of the stored creative it equals, or null ones. */
const reviewed = <T extends WithDecision>(creative: T, stored: readonly T[]): T => {
  const content = contentOf(creative);
  const match: Record<string, unknown> | undefined = stored.find((one) => contentOf(one) === content);
  const review = Object.fromEntries(REVIEW_KEYS.filter((key) => key in creative).map((key) => [key, match?.[key] ?? null]));
  return { ...creative, ...review };
};

/** The visuals with every decision the server's: kept for unchanged creatives, null for the rest. */
export const carryDecisions = (next: CampaignVisuals, before: CampaignVisuals | null): CampaignVisuals => ({
  ...next,
  banners: next.banners.map((banner) => reviewed(banner, before?.banners ?? [])),
  native_ad: next.native_ad && reviewed(next.native_ad, before?.native_ad ? [before.native_ad] : []),
  video_ads: next.video_ads.map((ad) => reviewed(ad, before?.video_ads ?? [])),
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
