/**
 * Validation rules shared by the sign-in pages and later forms (spec 1 §5, spec 3 §5). Each rule
 * answers a message key of `core.validation.*` (or undefined when the value passes), so forms show
 * the same words in every language.
 */
import { passwordProblems as domainPasswordProblems, type PersonalNames } from '../domain/passwordRules';

export { PASSWORD_MIN_LENGTH } from '../domain/passwordRules';

export type RuleResult = string | undefined;

/** Local part of letters, digits and ._%+-' ; a domain whose top-level part has 2 to 10 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,10}$/;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const required = (value: unknown): RuleResult => (isBlank(value) ? 'core.validation.required' : undefined);

export const email = (value: unknown): RuleResult =>
  isBlank(value) || (typeof value === 'string' && EMAIL_PATTERN.test(value.trim())) ? undefined : 'core.validation.email';

export const checked = (value: unknown): RuleResult => (value === true ? undefined : 'core.validation.checkbox');

export type PersonalData = PersonalNames;

/**
 * Every password rule the value breaks, in the order a user should fix them: the rules live in
 * src/domain/passwordRules.ts, which the mock checks with too.
 */
export const passwordProblems = (password: string, personal: PersonalData = {}): string[] =>
  domainPasswordProblems(password, personal).map((rule) => `core.validation.${rule}`);

/** The first broken password rule, for an input's helper text. */
export const password =
  (personal: PersonalData = {}) =>
  (value: unknown): RuleResult =>
    isBlank(value) ? undefined : passwordProblems(String(value), personal)[0];

export const matches =
  (other: unknown) =>
  (value: unknown): RuleResult =>
    isBlank(value) || value === other ? undefined : 'core.validation.matchPassword';

/** Runs rules in order and answers the first failure. */
export const firstProblem = (value: unknown, ...rules: ((value: unknown) => RuleResult)[]): RuleResult => {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return undefined;
};
