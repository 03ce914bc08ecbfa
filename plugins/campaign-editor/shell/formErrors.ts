import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SectionProblem } from '../sections/sectionContract';

/**
 * react-hook-form keeps messages as strings; react-admin's ValidationError reads a message with
 * arguments from this prefixed JSON (its own validators' format), so "{max}" gets filled in.
 */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

export const errorMessageOf = (problem: Pick<SectionProblem, 'message' | 'args'>): string =>
  problem.args ? `${RA_MESSAGE_PREFIX}${JSON.stringify({ message: problem.message, args: problem.args })}` : problem.message;

/** Problems as react-hook-form's nested errors (a resolver's answer); the first problem of a field wins. */
export const toFieldErrors = (problems: readonly SectionProblem[]): FieldErrors<FieldValues> => {
  const errors: Record<string, unknown> = {};
  problems.forEach((problem) => {
    const parts = problem.field.split('.');
    let node = errors;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      node[part] = typeof next === 'object' && next !== null ? next : {};
      node = node[part] as Record<string, unknown>;
    });
    const last = parts[parts.length - 1] ?? problem.field;
    if (!(last in node)) node[last] = { type: 'rule', message: errorMessageOf(problem) };
  });
  return errors as FieldErrors<FieldValues>;
};
