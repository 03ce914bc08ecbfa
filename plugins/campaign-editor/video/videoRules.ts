import { VISUALS_MESSAGES } from '../../../src/domain/campaign-rules/visualsRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

const V = 'campaign-editor.video';
const ADS = 'visuals.video_ads';

/** The form fields the video ads tab owns (a rule or server error on one opens it). */
export const VIDEO_FIELDS = ['visuals.video_ads', 'visuals.video_enabled'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const VIDEO_LABELS: Readonly<Record<string, string>> = {
  'visuals.video_enabled': `${V}.fields.enabled`,
  [`${ADS}.*.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
  [`${ADS}.*.video`]: `${V}.fields.video`,
};

export const VIDEO_MESSAGES = VISUALS_MESSAGES.video;

/** Video ad rules (spec 2 §3 "Video ad item", §5): the shared rules (src/domain/campaign-rules/visualsRules.ts). */
export const videoRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('video', values, context, forPublish);
