import { FREQUENCY_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/scheduleRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/**
 * The form fields this section owns (prefixes): a rule or server error on one of them (the server's
 * 1315 names frequency_cap, the form's frequencyCap) opens the frequency tab.
 */
export const FREQUENCY_FIELDS = ['freq_and_scheduling_on', 'frequencyCap', 'scheduling', 'slots', 'slots_include_unknown'] as const;

export const FREQUENCY_MESSAGES = SHARED;

/** Frequency caps (spec 2 §3, catalogue 1315): the shared rules (src/domain/campaign-rules/scheduleRules.ts). */
export const frequencyRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('frequency', values, context, forPublish);
