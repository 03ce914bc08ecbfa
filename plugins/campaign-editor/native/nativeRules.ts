import { REQUIRED, encodedLength } from '../../../src/domain/campaign-rules/ruleProblem';
import {
  APP_GOALS,
  NATIVE_TEXT_LIMITS,
  STAR_RATINGS,
  VISUALS_MESSAGES,
  WEB_GOALS,
  needsAdvertiser,
  needsLogo,
  type NativeLimitedText,
} from '../../../src/domain/campaign-rules/visualsRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

const N = 'campaign-editor.native';
const AD = 'visuals.native_ad';

/** The form fields the native ads tab owns (a rule or server error on one opens it). */
export const NATIVE_FIELDS = ['visuals.native_ad', 'visuals.native_enabled'] as const;

export { APP_GOALS, encodedLength, NATIVE_TEXT_LIMITS, needsAdvertiser, needsLogo, STAR_RATINGS, WEB_GOALS, type NativeLimitedText };

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const NATIVE_LABELS: Readonly<Record<string, string>> = {
  'visuals.native_enabled': `${N}.fields.enabled`,
  [`${AD}.headline`]: `${N}.fields.headline`,
  [`${AD}.body`]: `${N}.fields.body`,
  [`${AD}.call_to_action`]: `${N}.fields.callToAction`,
  [`${AD}.advertiser`]: `${N}.fields.advertiser`,
  [`${AD}.price`]: `${N}.fields.price`,
  [`${AD}.star_rating`]: `${N}.fields.starRating`,
  [`${AD}.logo`]: `${N}.fields.logo`,
  [`${AD}.images`]: `${N}.fields.images`,
  [`${AD}.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
};

export const NATIVE_MESSAGES = { required: REQUIRED, ...VISUALS_MESSAGES.native } as const;

/** Native ad rules (spec 2 §3, §5): the shared rules (src/domain/campaign-rules/visualsRules.ts). */
export const nativeRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('native', values, context, forPublish);
