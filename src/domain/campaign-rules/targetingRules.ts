import { AGE_RANGE, CONNECTION_TYPES, CUSTOMER_ATTRIBUTES, REGIONS, SIMILARITY_RANGE, VOICE_LANGUAGES } from '../../api/contract';
import { listLimitProblems } from './listLimitRules';
import { invalid, listOf, missing, textOf, wholeWithin, type CampaignRule, type RuleProblem, type RuleRecord } from './ruleProblem';

const V = 'campaign-editor.targeting.validation';
export const TARGETING_MESSAGES = {
  /** Spec 2 §4/§8 key countryNeeded (the spec gives no text). */
  countryNeeded: `${V}.countryNeeded`,
  /** Spec 2 §5: "Age 18 to 65". */
  ageRange: `${V}.ageRange`,
  ageOrder: `${V}.ageOrder`,
  /** Spec 2 §5: "similarity 0 to 3". */
  similarityRange: `${V}.similarityRange`,
  /** Spec 2 §2: "cities need a country". */
  citiesNeedCountry: `${V}.citiesNeedCountry`,
  audienceConflict: `${V}.audienceConflict`,
} as const;

const M = TARGETING_MESSAGES;
/**
 * An audio campaign (Voice Reward Ads) has voice targeting instead of the standard tab: created as
 * audio (its tracks flag, which a type change does not clear) or of the audio type, as the editor
 * decides which tab to show.
 */
export const isAudioCampaign = (record: Pick<RuleRecord, 'visuals' | 'bidding_strategy'>): boolean =>
  record.visuals.audio_enabled || record.bidding_strategy.type === 'other';

/**
 * Standard targeting (spec 2 §4, §5). Automatic targeting sends none of the manual choices' meaning
 * (the platform picks the audience), so only manual targeting is checked: it needs the campaign's
 * country, ages within 18–65 with from ≤ to, similarity 0–3, cities only with a country, and no
 * audience both included and excluded. Audio campaigns have voice targeting instead. The same on
 * Save and Publish.
 */
export const targetingRules: CampaignRule = (record, context) => {
  const { targeting } = record;
  // The list limits hold whatever the mode: an automatic or audio campaign still stores its lists.
  const limits = listLimitProblems(record, 'targeting.');
  if ((context.isAudio ?? isAudioCampaign(record)) || targeting.automatic_targeting) return limits;
  const problems: RuleProblem[] = [...limits];
  const country = textOf(record.country).trim();
  if (!country) problems.push(missing('targeting.automatic_targeting', M.countryNeeded));

  const ages = { min: AGE_RANGE.min, max: AGE_RANGE.max };
  const fromOk = wholeWithin(targeting.from_age, AGE_RANGE.min, AGE_RANGE.max);
  const toOk = wholeWithin(targeting.to_age, AGE_RANGE.min, AGE_RANGE.max);
  if (!fromOk) problems.push(invalid('targeting.from_age', M.ageRange, ages));
  if (!toOk) problems.push(invalid('targeting.to_age', M.ageRange, ages));
  if (fromOk && toOk && targeting.from_age > targeting.to_age) problems.push(invalid('targeting.to_age', M.ageOrder));

  if (!wholeWithin(targeting.similarity, SIMILARITY_RANGE.min, SIMILARITY_RANGE.max))
    problems.push(invalid('targeting.similarity', M.similarityRange, { min: SIMILARITY_RANGE.min, max: SIMILARITY_RANGE.max }));

  if (!country && listOf(targeting.city_ids).length > 0) problems.push(invalid('targeting.city_ids', M.citiesNeedCountry));

  const audiences = targeting.segment_audiences;
  const included = new Set([...listOf(audiences?.include_any), ...listOf(audiences?.include)]);
  if (listOf(audiences?.exclude).some((id) => included.has(id))) problems.push(invalid('targeting.segment_audiences.exclude', M.audienceConflict));
  return problems;
};

/** The voice targeting lists by API path, each with the values spec 2 §9 allows. */
export const VOICE_CHOICES = {
  'targeting.regions': REGIONS,
  'targeting.target_languages': VOICE_LANGUAGES,
  'targeting.connection_types': CONNECTION_TYPES,
  'targeting.customer_attributes': CUSTOMER_ATTRIBUTES,
} as const satisfies Record<string, readonly string[]>;
export type VoiceField = keyof typeof VOICE_CHOICES;
export const VOICE_FIELDS = Object.keys(VOICE_CHOICES) as readonly VoiceField[];

/** Regions are Nigeria's (spec 2 §9): the ISO code of the campaign country they need. */
export const VOICE_REGIONS_COUNTRY = 'NG';

export const VOICE_MESSAGES = {
  /** A held value outside the spec's list (a record written elsewhere): untick it. */
  unknownChoice: 'campaign-editor.voice.validation.unknownChoice',
  /** Regions chosen for a campaign whose country is not Nigeria. */
  regionsNeedNigeria: 'campaign-editor.voice.validation.regionsNeedNigeria',
} as const;


/**
 * Voice targeting of audio campaigns (spec 2 §2, §3, §9). Every list may stay empty (no restriction).
 * Each held value is one of the spec's lists, and regions, being Nigeria's, only in a campaign whose
 * country is Nigeria (no country yet: basic info asks for it).
 */
export const voiceRules: CampaignRule = (record, context) => {
  if (!(context.isAudio ?? isAudioCampaign(record))) return [];
  const problems: RuleProblem[] = [];
  const targeting = record.targeting as unknown as Record<string, unknown>;
  for (const field of VOICE_FIELDS) {
    const allowed: readonly string[] = VOICE_CHOICES[field];
    const held = listOf(targeting[field.slice('targeting.'.length)] as unknown[] | undefined);
    const unknown = held.find((value) => typeof value !== 'string' || !allowed.includes(value));
    if (unknown !== undefined) problems.push(invalid(field, VOICE_MESSAGES.unknownChoice, { value: String(unknown) }));
  }
  const country = textOf(record.country).trim().toUpperCase();
  if (country !== '' && country !== VOICE_REGIONS_COUNTRY && listOf(record.targeting.regions).length > 0)
    problems.push(invalid('targeting.regions', VOICE_MESSAGES.regionsNeedNigeria));
  return problems;
};
