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

/**
 * A new creative's name from its file's name: the extension dropped, spaces as underscores, other
 * characters the rule refuses left out, cut to the limit; the fallback when no letter or digit is left
 * (a name written in another alphabet).
 */
export const creativeNameFromFile = (fileName: string, fallback: string): string => {
  const base = normaliseCreativeName(fileName.replace(/\.[^.]*$/, '')).replace(/[^A-Za-z0-9._-]/g, '');
  return [.../[A-Za-z0-9]/.test(base) ? base : fallback].slice(0, CREATIVE_NAME_MAX).join('');
};
