import { CREATIVE_NAME_MAX, CREATIVE_NAME_PATTERN } from '../../api/contract';
import { invalid, missing, type RuleProblem } from './ruleProblem';

const V = 'campaign-editor.creatives.validation';
/** Message keys; the English texts are the spec's word for word (CREATIVE_NAME_MESSAGES in the contract). */
export const CREATIVE_NAME_PROBLEMS = {
  required: `${V}.creativeNameRequired`,
  length: `${V}.creativeNameLength`,
  characters: `${V}.creativeNameCharacters`,
} as const;

/**
 * The creative name (spec 1 §5, spec 2 §5): required, at most 75 characters, letters, digits, dashes,
 * underscores and dots only. Answers the problem's message key, null when the name is fine.
 */
export const creativeNameMessage = (value: unknown): string | null => {
  const name = typeof value === 'string' ? value : '';
  if (name.trim() === '') return CREATIVE_NAME_PROBLEMS.required;
  if ([...name].length > CREATIVE_NAME_MAX) return CREATIVE_NAME_PROBLEMS.length;
  if (!CREATIVE_NAME_PATTERN.test(name)) return CREATIVE_NAME_PROBLEMS.characters;
  return null;
};

/** The name's problem at `field`: a missing name is 1301, a wrong one 2. */
export const creativeNameProblems = (field: string, value: unknown): RuleProblem[] => {
  const message = creativeNameMessage(value);
  if (message === null) return [];
  return [message === CREATIVE_NAME_PROBLEMS.required ? missing(field, message) : invalid(field, message)];
};

/** A switched-off ad keeps its name unchecked while empty; a filled-in name is held to the rule anyway. */
export const filledNameProblems = (field: string, value: unknown): RuleProblem[] =>
  typeof value === 'string' && value !== '' ? creativeNameProblems(field, value) : [];
