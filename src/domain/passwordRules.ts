/**
 * The password rules of spec 1 §5 and spec 3 §5 (sign-up completion, reset, password change), declared
 * once: the app's forms map each broken rule to its message key (`core.validation.<rule>`), the mock
 * answers the English message below (the same words as the English locale).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Ours (the spec names none): a password is hashed at every sign-in, so a huge one costs the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's message names, in the order a user should fix them. */
export type PasswordRule = 'passwordLength' | 'upperCase' | 'number' | 'symbol' | 'noPersonalData';

export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRule, string>> = {
  passwordLength: 'Password must be at least 8 characters long.',
  upperCase: 'Password must contain an uppercase letter.',
  number: 'Password must contain a digit.',
  symbol: 'Password must contain a symbol.',
  noPersonalData: 'Password must not contain your first name, last name or company name.',
};

export interface PersonalNames {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
}

/**
 * A name part shorter than 2 characters is not checked: an initial ("A") would forbid every password
 * holding that letter.
 */
const MIN_PERSONAL_PART = 2;

/**
 * Every rule the password breaks. Letters are Unicode letters (an uppercase Cyrillic letter counts),
 * a symbol is anything that is neither a letter, a digit nor a space; names are compared ignoring case.
 */
export const passwordProblems = (password: string, personal: PersonalNames = {}): PasswordRule[] => {
  const problems: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('passwordLength');
  if (!/\p{Lu}/u.test(password)) problems.push('upperCase');
  if (!/\p{Nd}/u.test(password)) problems.push('number');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('symbol');
  const lower = password.toLowerCase();
  const parts = [personal.firstName, personal.lastName, personal.companyName]
    .map((part) => part?.trim().toLowerCase())
    .filter((part): part is string => part !== undefined && part.length >= MIN_PERSONAL_PART);
  if (parts.some((part) => lower.includes(part))) problems.push('noPersonalData');
  return problems;
};
