import { AGE_RANGE, SIMILARITY_RANGE } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionContext, SectionProblem, SectionRules } from '../sections/sectionContract';

/**
 * The form fields the standard targeting tab owns (prefixes): a rule or server error on one opens it.
 * targeting_on is the tab's ON (manual targeting chosen), kept in step by the mode switch.
 */
export const TARGETING_FIELDS = ['targeting', 'targeting_on'] as const;

const T = 'targeting';
/** Message keys; each text is in locales/{en,ru}/campaign-editor-targeting.json. */
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
const wholeWithin = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The targeting values the rules read, with the campaign's country (a test passes only these). */
export type TargetingRuleValues = Pick<CampaignFormValues, 'country' | 'targeting'>;

/**
 * Standard targeting (spec 2 §4, §5). Automatic targeting sends none of the manual choices' meaning
 * (the platform picks the audience), so only manual targeting is checked: it needs the campaign's
 * country, ages within 18–65 with from ≤ to, similarity 0–3, cities only with a country, and no
 * audience both included and excluded. Audio campaigns have the voice targeting tab instead, whose
 * own rules apply. The same problems on Save and Publish: each is a value the server would refuse.
 */
export const targetingProblems = (values: TargetingRuleValues, context: SectionContext): SectionProblem[] => {
  const targeting = values.targeting;
  if (context.isAudio || !targeting || targeting.automatic_targeting) return [];
  const problems: SectionProblem[] = [];
  const add = (field: string, message: string, args?: SectionProblem['args']) => problems.push({ field, message, ...(args ? { args } : {}) });
  const country = (values.country ?? '').trim();

  if (!country) add(`${T}.automatic_targeting`, M.countryNeeded);

  const ages = { min: AGE_RANGE.min, max: AGE_RANGE.max };
  const fromOk = wholeWithin(targeting.from_age, AGE_RANGE.min, AGE_RANGE.max);
  const toOk = wholeWithin(targeting.to_age, AGE_RANGE.min, AGE_RANGE.max);
  if (!fromOk) add(`${T}.from_age`, M.ageRange, ages);
  if (!toOk) add(`${T}.to_age`, M.ageRange, ages);
  if (fromOk && toOk && targeting.from_age > targeting.to_age) add(`${T}.to_age`, M.ageOrder);

  if (!wholeWithin(targeting.similarity, SIMILARITY_RANGE.min, SIMILARITY_RANGE.max))
    add(`${T}.similarity`, M.similarityRange, { min: SIMILARITY_RANGE.min, max: SIMILARITY_RANGE.max });

  if (!country && (targeting.city_ids ?? []).length > 0) add(`${T}.city_ids`, M.citiesNeedCountry);

  const audiences = targeting.segment_audiences;
  if (audiences) {
    const included = new Set([...(audiences.include_any ?? []), ...(audiences.include ?? [])]);
    if ((audiences.exclude ?? []).some((id) => included.has(id))) add(`${T}.segment_audiences.exclude`, M.audienceConflict);
  }
  return problems;
};

export const targetingRules: SectionRules = (values, context) => targetingProblems(values, context);
