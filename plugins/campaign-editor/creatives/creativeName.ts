import { CREATIVE_NAME_MAX } from '../../../src/api/contract';

/** Spaces typed (or pasted) become underscores (spec 1 §5), as the input shows them. */
export const normaliseCreativeName = (value: string): string => value.replace(/\s/g, '_');

/**
 * A new creative's name from its file's name: the extension dropped, spaces as underscores, other
 * characters the rule refuses left out, cut to the limit; the fallback when no letter or digit is left
 * (a name written in another alphabet).
 */
export const creativeNameFromFile = (fileName: string, fallback: string): string => {
  const base = normaliseCreativeName(fileName.replace(/\.[^.]*$/, '')).replace(/[^A-Za-z0-9._-]/g, '');
  return [.../[A-Za-z0-9]/.test(base) ? base : fallback].slice(0, CREATIVE_NAME_MAX).join('');
};
