import { VISUALS_MESSAGES } from '../../../src/domain/campaign-rules/visualsRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

const A = 'campaign-editor.audio';

/** The form fields the audio ads tab owns (a rule or server error on one opens it). */
export const AUDIO_FIELDS = ['visuals.audio_ads', 'visuals.audio_enabled'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const AUDIO_LABELS: Readonly<Record<string, string>> = {
  'visuals.audio_ads': `${A}.fields.tracks`,
};

export const AUDIO_MESSAGES = VISUALS_MESSAGES.audio;

/** Audio ads (spec 2 §5): the shared rules (src/domain/campaign-rules/visualsRules.ts). */
export const audioRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('audio', values, context, forPublish);
