import { CONNECTION_TYPES, CUSTOMER_ATTRIBUTES, REGIONS, VOICE_LANGUAGES } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionContext, SectionProblem, SectionRules } from '../sections/sectionContract';

/** The voice targeting lists by form path, each with the values spec 2 §9 allows. */
export const VOICE_CHOICES = {
  'targeting.regions': REGIONS,
  'targeting.target_languages': VOICE_LANGUAGES,
  'targeting.connection_types': CONNECTION_TYPES,
  'targeting.customer_attributes': CUSTOMER_ATTRIBUTES,
} as const satisfies Record<string, readonly string[]>;

export type VoiceField = keyof typeof VOICE_CHOICES;

/**
 * The form fields the voice targeting tab owns: a rule or server error on one opens it. Only its four
 * lists, not the whole `targeting` (the standard tab's prefix, hidden for audio campaigns): an error on
 * a field this tab does not show would open a tab where it cannot be fixed.
 */
export const VOICE_FIELDS = Object.keys(VOICE_CHOICES) as readonly VoiceField[];

/** Regions are Nigeria's (spec 2 §9): the ISO code of the campaign country they need. */
export const VOICE_REGIONS_COUNTRY = 'NG';

/** Message keys; each text is in locales/{en,ru}/campaign-editor-voice.json. */
const V = 'campaign-editor.voice.validation';
export const VOICE_MESSAGES = {
  /** A held value outside the spec's list (a record written elsewhere): untick it. */
  unknownChoice: `${V}.unknownChoice`,
  /** Regions chosen for a campaign whose country is not Nigeria. */
  regionsNeedNigeria: `${V}.regionsNeedNigeria`,
} as const;

/** The values the rules read (a test passes only these). */
export type VoiceRuleValues = Pick<CampaignFormValues, 'country' | 'targeting'>;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Voice targeting of audio campaigns (spec 2 §2, §3, §9). Every list may stay empty, on Save and on
 * Publish alike: the spec names no required region or language (§5 has no such rule), and an empty
 * list targets no restriction (all regions, both languages, every connection and customer), as for
 * the standard tab's languages. What is checked: each held value is one of the spec's lists (a value
 * from elsewhere is named so it can be unticked), and regions, being Nigeria's, only in a campaign
 * whose country is Nigeria (no country yet: basic info asks for it). Other campaigns have the
 * standard targeting tab and its rules instead.
 */
export const voiceProblems = (values: VoiceRuleValues, context: SectionContext): SectionProblem[] => {
  if (!context.isAudio || !values.targeting) return [];
  const problems: SectionProblem[] = [];
  const targeting = values.targeting as unknown as Record<string, unknown>;
  for (const field of VOICE_FIELDS) {
    const allowed: readonly string[] = VOICE_CHOICES[field];
    const held = listOf(targeting[field.slice('targeting.'.length)]);
    const unknown = held.find((value) => typeof value !== 'string' || !allowed.includes(value));
    if (unknown !== undefined) problems.push({ field, message: VOICE_MESSAGES.unknownChoice, args: { value: String(unknown) } });
  }
  const country = (values.country ?? '').trim().toUpperCase();
  if (country !== '' && country !== VOICE_REGIONS_COUNTRY && listOf(values.targeting.regions).length > 0)
    problems.push({ field: 'targeting.regions', message: VOICE_MESSAGES.regionsNeedNigeria });
  return problems;
};

export const voiceRules: SectionRules = (values, context) => voiceProblems(values, context);
