import { PLACEMENT_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/placementRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/** The form fields the placement tab owns (prefixes): a rule or server error on one opens it. */
export const PLACEMENT_FIELDS = ['placement', 'has_whitelist'] as const;

export const PLACEMENT_MESSAGES = SHARED;

/** The placement tab's rules (spec 2 §4): the shared rules (src/domain/campaign-rules/placementRules.ts). */
export const placementRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('placement', values, context, forPublish);
