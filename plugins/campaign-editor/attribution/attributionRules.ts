import { MAX_ATTRIBUTION_PAIRS } from '../../../src/api/contract';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

/** The form fields this section owns: a rule or server error on one opens the attribution tab. */
export const ATTRIBUTION_FIELDS = ['attribution', 'attributionTags'] as const;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const ATTRIBUTION_LABELS: Readonly<Record<string, string>> = {
  attribution: 'campaign-editor.attribution.pairs',
  'attribution.*.name': 'campaign-editor.attribution.name',
  'attribution.*.value': 'campaign-editor.attribution.value',
  attributionTags: 'campaign-editor.attribution.tags',
};

export const ATTRIBUTION_MESSAGES = {
  required: 'core.validation.required',
  /** Spec 1 §5 / spec 2 §5: attribution pairs up to 10. */
  tooMany: 'campaign-editor.attribution.tooMany',
} as const;

/**
 * Attribution (spec 1 §5, spec 2 §3/§5): at most MAX_ATTRIBUTION_PAIRS name/value pairs, each with
 * both parts (an empty pair would send a parameter without a name). The same on Save and Publish.
 */
export const attributionRules: SectionRules = (values) => {
  const problems: SectionProblem[] = [];
  const pairs = values.attribution ?? [];
  if (pairs.length > MAX_ATTRIBUTION_PAIRS)
    problems.push({ field: 'attribution', message: ATTRIBUTION_MESSAGES.tooMany, args: { max: MAX_ATTRIBUTION_PAIRS } });
  pairs.forEach((pair, index) => {
    if (!pair?.name?.trim()) problems.push({ field: `attribution.${index}.name`, message: ATTRIBUTION_MESSAGES.required });
    if (!pair?.value?.trim()) problems.push({ field: `attribution.${index}.value`, message: ATTRIBUTION_MESSAGES.required });
  });
  return problems;
};
