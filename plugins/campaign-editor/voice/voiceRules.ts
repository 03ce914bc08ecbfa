import {
  VOICE_CHOICES,
  VOICE_FIELDS,
  VOICE_MESSAGES as SHARED,
  VOICE_REGIONS_COUNTRY,
  type VoiceField,
} from '../../../src/domain/campaign-rules/targetingRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/**
 * The voice lists by form path (the form keeps the record's targeting names), with the values spec 2
 * §9 allows. The tab owns only its four lists, not the whole `targeting` (the standard tab's prefix,
 * hidden for audio campaigns): an error on a field this tab does not show would open a tab where it
 * cannot be fixed.
 */
export { VOICE_CHOICES, VOICE_FIELDS, VOICE_REGIONS_COUNTRY, type VoiceField };

/** Message keys; each text is in locales/{en,ru}/campaign-editor-voice.json. */
export const VOICE_MESSAGES = SHARED;

/** Voice targeting of audio campaigns (spec 2 §2, §3, §9): the shared rules (src/domain/campaign-rules/targetingRules.ts). */
export const voiceRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('voice', values, context, forPublish);
