import { basicInfoRules } from './basicInfoRules';
import { ownerRules } from './ownerRules';
import { placementRules } from './placementRules';
import type { CampaignRule, RuleContext, RuleProblem, RuleRecord } from './ruleProblem';
import { attributionRules, frequencyRules } from './scheduleRules';
import { targetingRules, voiceRules } from './targetingRules';
import { audioRules, bannerRules, nativeRules, responsiveRules, videoRules } from './visualsRules';

/**
 * Every rule of the campaign, by the part of the record it reads. The editor runs each part in the
 * section that shows its fields; the mock runs them all on every save and publish.
 */
export const CAMPAIGN_RULES = {
  basicInfo: basicInfoRules,
  targeting: targetingRules,
  voice: voiceRules,
  banners: bannerRules,
  responsive: responsiveRules,
  native: nativeRules,
  video: videoRules,
  audio: audioRules,
  frequency: frequencyRules,
  placement: placementRules,
  attribution: attributionRules,
  owner: ownerRules,
} as const satisfies Record<string, CampaignRule>;

export type RulePart = keyof typeof CAMPAIGN_RULES;

/** Every problem of a record, part by part. */
export const campaignRuleProblems = (record: RuleRecord, context: RuleContext): RuleProblem[] =>
  Object.values(CAMPAIGN_RULES).flatMap((rule) => rule(record, context));
