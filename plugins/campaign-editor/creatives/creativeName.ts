import { CREATIVE_NAME_MAX, CREATIVE_NAME_PATTERN } from '../../../src/api/contract';

const V = 'campaign-editor.creatives.validation';
/** Message keys; the English texts are the spec's word for word (CREATIVE_NAME_MESSAGES in the contract). */
export const CREATIVE_NAME_PROBLEMS = {
  required: `${V}.creativeNameRequired`,
  length: `${V}.creativeNameLength`,
  characters: `${V}.creativeNameCharacters`,
} as const;

/** Spaces typed (or pasted) become underscores (spec 1 §5), as the input shows them. */
export const normaliseCreativeName = (value: string): string => value.replace(/\s/g, '_');

/**
 * The creative name's problem (spec 1 §5, spec 2 §5), the contract's rule: required, at most 75
 * characters, letters, digits, dashes, underscores and dots only. Null when the name is fine.
 */
export const creativeNameProblem = (value: unknown): string | null => {
  const name = typeof value === 'string' ? value : '';
  if (name.trim() === '') return CREATIVE_NAME_PROBLEMS.required;
  if ([...name].length > CREATIVE_NAME_MAX) return CREATIVE_NAME_PROBLEMS.length;
  if (!CREATIVE_NAME_PATTERN.test(name)) return CREATIVE_NAME_PROBLEMS.characters;
  return null;
};
