import { CAMPAIGN_NUMBER_LIMITS, FREQUENCY_CAP_KEY, MAX_ATTRIBUTION_PAIRS, type FrequencyCapKey } from '../../api/contract';
import { blank, FREQUENCY_CAP_INVALID, invalid, listOf, missing, type CampaignRule, type RuleProblem } from './ruleProblem';

type CapName = keyof typeof FREQUENCY_CAP_KEY;
/** Shortest period first: the order of "monthly > weekly > daily". */
const CAP_NAMES: readonly CapName[] = ['daily', 'weekly', 'monthly'];

const V = 'campaign-editor.frequency.validation';
export const FREQUENCY_MESSAGES = {
  /** Each cap names itself: the checklist's field label is one for all three list positions. */
  wholeNumber: { daily: `${V}.wholeNumber.daily`, weekly: `${V}.wholeNumber.weekly`, monthly: `${V}.wholeNumber.monthly` },
  /** Catalogue 1315 (spec 3 §8), word for word: "Frequency cap invalid: monthly > weekly > daily". */
  order: `${V}.order`,
  /** A period given twice (a record written elsewhere). */
  capTwice: `${V}.capTwice`,
  /** Past CAMPAIGN_NUMBER_LIMITS.frequencyCap a cap means no cap: leave it empty instead. */
  capTooHigh: `${V}.capTooHigh`,
} as const satisfies { wholeNumber: Record<CapName, string>; order: string; capTwice: string; capTooHigh: string };

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * Frequency caps (spec 2 §3, catalogue 1315): each period at most once; each cap that is set a whole
 * number of at least 1; a longer period allows more than every shorter one that is set, reported on
 * the longer period's cap (the one that looks too small) with code 1315. Save and Publish alike.
 */
export const frequencyRules: CampaignRule = (record) => {
  const caps = listOf(record.frequency_cap);
  const twice = caps.flatMap((cap, index) =>
    caps.findIndex((other) => other?.key === cap?.key) !== index ? [invalid(`frequency_cap.${index}.key`, FREQUENCY_MESSAGES.capTwice)] : [],
  );
  if (twice.length > 0) return twice;
  const problems: RuleProblem[] = [];
  const shorter: number[] = [];
  CAP_NAMES.forEach((name) => {
    const key: FrequencyCapKey = FREQUENCY_CAP_KEY[name];
    const index = caps.findIndex((cap) => cap?.key === key);
    if (index < 0) return;
    const field = `frequency_cap.${index}.value`;
    const value = caps[index]?.value;
    if (!isWhole(value)) {
      problems.push(invalid(field, FREQUENCY_MESSAGES.wholeNumber[name]));
      return;
    }
    if (value > CAMPAIGN_NUMBER_LIMITS.frequencyCap) {
      problems.push(invalid(field, FREQUENCY_MESSAGES.capTooHigh, { max: CAMPAIGN_NUMBER_LIMITS.frequencyCap }));
      return;
    }
    if (shorter.some((one) => value <= one)) problems.push({ field, code: FREQUENCY_CAP_INVALID, message: FREQUENCY_MESSAGES.order });
    shorter.push(value);
  });
  return problems;
};

export const ATTRIBUTION_MESSAGES = {
  /** Spec 1 §5 / spec 2 §5: attribution pairs up to 10. */
  tooMany: 'campaign-editor.attribution.tooMany',
} as const;

/**
 * Attribution (spec 1 §5, spec 2 §5): at most ten name/value pairs, each with both parts (an empty
 * pair would send a parameter without a name). Save and Publish alike.
 */
export const attributionRules: CampaignRule = (record) => {
  const attribution = listOf(record.attribution);
  const problems: RuleProblem[] = [];
  if (attribution.length > MAX_ATTRIBUTION_PAIRS) problems.push(invalid('attribution', ATTRIBUTION_MESSAGES.tooMany, { max: MAX_ATTRIBUTION_PAIRS }));
  attribution.forEach((pair, index) => {
    if (blank(pair?.name)) problems.push(missing(`attribution.${index}.name`));
    if (blank(pair?.value)) problems.push(missing(`attribution.${index}.value`));
  });
  return problems;
};
