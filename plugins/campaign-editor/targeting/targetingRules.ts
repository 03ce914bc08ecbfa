import { TARGETING_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/targetingRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/**
 * The form fields the standard targeting tab owns (prefixes): a rule or server error on one opens it.
 * targeting_on is the tab's ON (manual targeting chosen), kept in step by the mode switch.
 */
export const TARGETING_FIELDS = ['targeting', 'targeting_on'] as const;

/** Message keys; each text is in locales/{en,ru}/campaign-editor-targeting.json. */
export const TARGETING_MESSAGES = SHARED;

/** Standard targeting (spec 2 §4, §5): the shared rules (src/domain/campaign-rules/targetingRules.ts). */
export const targetingRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('targeting', values, context, forPublish);
