import { REQUIRED, encodedLength } from '../../../src/domain/campaign-rules/ruleProblem';
import { CTA_COLOR_PATTERN, DYNAMIC_TEXT_LIMITS, VISUALS_MESSAGES } from '../../../src/domain/campaign-rules/visualsRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

const R = 'campaign-editor.responsive';
const AD = 'visuals.dynamic_ad';

/** The form fields the responsive ads tab owns (a rule or server error on one opens it). */
export const RESPONSIVE_FIELDS = ['visuals.dynamic_ad', 'visuals.dynamic_enabled'] as const;

export { CTA_COLOR_PATTERN, DYNAMIC_TEXT_LIMITS, encodedLength };

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const RESPONSIVE_LABELS: Readonly<Record<string, string>> = {
  'visuals.dynamic_enabled': `${R}.fields.enabled`,
  [`${AD}.titles`]: `${R}.fields.titles`,
  [`${AD}.titles.*.value`]: `${R}.fields.titleEntry`,
  [`${AD}.descriptions`]: `${R}.fields.descriptions`,
  [`${AD}.descriptions.*.value`]: `${R}.fields.descriptionEntry`,
  [`${AD}.call_to_action`]: `${R}.fields.callToAction`,
  [`${AD}.call_to_action_color`]: `${R}.fields.callToActionColor`,
  [`${AD}.company_name`]: `${R}.fields.companyName`,
  [`${AD}.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
  [`${AD}.images`]: `${R}.fields.image`,
  [`${AD}.logos`]: `${R}.fields.logo`,
};

export const RESPONSIVE_MESSAGES = { required: REQUIRED, ...VISUALS_MESSAGES.responsive } as const;

/** Responsive (dynamic) ad rules (spec 2 §3, §5): the shared rules (src/domain/campaign-rules/visualsRules.ts). */
export const responsiveRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('responsive', values, context, forPublish);
