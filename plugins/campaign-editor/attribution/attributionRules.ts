import { ATTRIBUTION_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/scheduleRules';
import { REQUIRED } from '../../../src/domain/campaign-rules/ruleProblem';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/** The form fields this section owns: a rule or server error on one opens the attribution tab. */
export const ATTRIBUTION_FIELDS = ['attribution', 'attributionTags'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const ATTRIBUTION_LABELS: Readonly<Record<string, string>> = {
  attribution: 'campaign-editor.attribution.pairs',
  'attribution.*.name': 'campaign-editor.attribution.name',
  'attribution.*.value': 'campaign-editor.attribution.value',
  attributionTags: 'campaign-editor.attribution.tags',
};

export const ATTRIBUTION_MESSAGES = { required: REQUIRED, ...SHARED } as const;

/** Attribution (spec 1 §5, spec 2 §5): the shared rules (src/domain/campaign-rules/scheduleRules.ts). */
export const attributionRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('attribution', values, context, forPublish);
