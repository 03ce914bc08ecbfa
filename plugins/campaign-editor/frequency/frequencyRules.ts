import type { SectionProblem, SectionRules } from '../sections/sectionContract';
import { CAP_NAMES, capIndex, type CapName } from './frequencyCaps';

/**
 * The form fields this section owns (prefixes): a rule or server error on one of them (the server's
 * 1315 names frequency_cap, the form's frequencyCap) opens the frequency tab.
 */
export const FREQUENCY_FIELDS = ['freq_and_scheduling_on', 'frequencyCap', 'scheduling', 'slots', 'slots_include_unknown'] as const;

const V = 'campaign-editor.frequency.validation';
export const FREQUENCY_MESSAGES = {
  /** Each cap names itself: the checklist's field label is one for all three list positions. */
  wholeNumber: { daily: `${V}.wholeNumber.daily`, weekly: `${V}.wholeNumber.weekly`, monthly: `${V}.wholeNumber.monthly` },
  /** Catalogue 1315 (spec 3 §8), word for word: "Frequency cap invalid: monthly > weekly > daily". */
  order: `${V}.order`,
} as const satisfies { wholeNumber: Record<CapName, string>; order: string };

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * Frequency caps (spec 2 §3, catalogue 1315): each cap that is set is a whole number of at least 1,
 * and a longer period allows more than every shorter one that is set (monthly > weekly > daily). The
 * order is checked only between valid caps (a 0 is already wrong on its own) and reported on the
 * longer period's cap, the one that looks too small. The same on Save and Publish: the server refuses
 * a draft with such caps too (1315).
 */
export const frequencyRules: SectionRules = (values) => {
  const caps = values.frequencyCap ?? [];
  const problems: SectionProblem[] = [];
  const valid: number[] = [];
  CAP_NAMES.forEach((name) => {
    const index = capIndex(caps, name);
    if (index < 0) return;
    const field = `frequencyCap.${index}.value`;
    const value = caps[index]?.value;
    if (!isWhole(value)) {
      problems.push({ field, message: FREQUENCY_MESSAGES.wholeNumber[name] });
      return;
    }
    if (valid.some((shorter) => value <= shorter)) problems.push({ field, message: FREQUENCY_MESSAGES.order });
    valid.push(value);
  });
  return problems;
};
