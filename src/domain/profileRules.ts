import { USER_TEXT_LIMITS } from '../api/contract/profile';

/**
 * The profile and settings rules (spec 3 §5) declared once: the profile and settings forms and the
 * mock's /v1/user calls both read them. A rule answers a problem named as the spec names its message
 * (the app shows `core.validation.<key>` with `max`/`min` as arguments; the mock answers the English
 * text of RULE_MESSAGES), or null when the value passes.
 */

/** The contract's limits (USER_TEXT_LIMITS), the ones both sides check. */
export const TEXT_LIMITS = USER_TEXT_LIMITS;

export type LimitedText = Exclude<keyof typeof TEXT_LIMITS, 'file_name'>;

export type RuleKey = 'required' | 'maxChar' | 'validNumber' | 'onlyPositive' | 'positiveNumber' | 'maxNumber' | 'invoiceDueDay' | 'wholeNumber';

export interface RuleProblem {
  key: RuleKey;
  /** The limit a maxChar or maxNumber problem names. */
  max?: number;
}

/** The English words of each problem (spec 3 §5 where it quotes them, ours where it does not). */
export const ruleMessage = (problem: RuleProblem): string => {
  switch (problem.key) {
    case 'required':
      return 'Field is required.';
    case 'maxChar':
      return `maximum ${problem.max ?? 0} characters allowed`;
    case 'validNumber':
      return 'Please type a valid number.';
    case 'onlyPositive':
      // Spec 3 §5 "Overdraft": the words and the space before "!" as the spec quotes them.
      return 'Only positive numbers allowed !';
    case 'positiveNumber':
      return 'Please type a number greater than 0.';
    case 'maxNumber':
      return `The number must be at most ${problem.max ?? 0}.`;
    case 'invoiceDueDay':
      return `Choose a day from ${INVOICE_DUE_DAY.min} to ${INVOICE_DUE_DAY.max}.`;
    case 'wholeNumber':
      return 'Please type a whole number.';
  }
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const characterCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** A field's text: a string, or a number sent for a numeric-looking field (a TIN, a phone); else null. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** A text field: required or not, at most its limit once trimmed. Anything but a text or a number is no value. */
export const textProblem = (field: LimitedText, value: unknown, { required }: { required: boolean }): RuleProblem | null => {
  const text = textOf(value);
  if (text === null || text.trim() === '') return required ? { key: 'required' } : null;
  return characterCount(text.trim()) > TEXT_LIMITS[field] ? { key: 'maxChar', max: TEXT_LIMITS[field] } : null;
};

/**
 * Decimal notation only (a form's text or a JSON number): Number() would also read '0x10', '1e3' and
 * blanks, so one value could be spelt many ways past the checks.
 */
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

export const readNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return undefined;
};

/** Rewarded ads CPM rate (spec 3 §5): positive number, required, default 1. The upper bound is ours. */
export const REWARDED_CPM_RATE = { default: 1, max: 100 } as const;

export const cpmRateProblem = (value: unknown): RuleProblem | null => {
  if (isBlank(value)) return { key: 'required' };
  const rate = readNumber(value);
  if (rate === undefined) return { key: 'validNumber' };
  if (rate <= 0) return { key: 'positiveNumber' };
  return rate > REWARDED_CPM_RATE.max ? { key: 'maxNumber', max: REWARDED_CPM_RATE.max } : null;
};

/**
 * Overdraft (credit limit, spec 3 §5): a number, not negative ('Only positive numbers allowed !'),
 * save disabled when empty. Money of the account's currency, at most 2 decimals (the store keeps
 * whole minor units); the upper bound is ours, far above any real credit line.
 */
export const CREDIT_LIMIT = { max: 1_000_000_000 } as const;

/** 12.34 passes, 12.345 does not; a tolerance because 0.29 * 100 is 28.999999999999996 in binary. */
const hasAtMostTwoDecimals = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export const creditLimitProblem = (value: unknown): RuleProblem | null => {
  if (isBlank(value)) return { key: 'required' };
  const limit = readNumber(value);
  if (limit === undefined || !hasAtMostTwoDecimals(limit)) return { key: 'validNumber' };
  if (limit < 0) return { key: 'onlyPositive' };
  return limit > CREDIT_LIMIT.max ? { key: 'maxNumber', max: CREDIT_LIMIT.max } : null;
};

/** Invoice due day: chosen from 1 to 31 (spec 3 §5). */
export const INVOICE_DUE_DAY = { min: 1, max: 31 } as const;

export const invoiceDueDayProblem = (value: unknown): RuleProblem | null => {
  if (isBlank(value)) return { key: 'required' };
  const day = readNumber(value);
  if (day === undefined || !Number.isInteger(day)) return { key: 'wholeNumber' };
  return day < INVOICE_DUE_DAY.min || day > INVOICE_DUE_DAY.max ? { key: 'invoiceDueDay' } : null;
};

/** What a form shows on the personal info section: first name, last name and phone required. */
export const personalInfoProblems = (values: { first_name?: unknown; last_name?: unknown; phone?: unknown }): Partial<Record<'first_name' | 'last_name' | 'phone', RuleProblem>> => {
  const problems: Partial<Record<'first_name' | 'last_name' | 'phone', RuleProblem>> = {};
  for (const field of ['first_name', 'last_name', 'phone'] as const) {
    const problem = textProblem(field, values[field], { required: true });
    if (problem) problems[field] = problem;
  }
  return problems;
};

/** Legal info (spec 3 §5): company name required, TIN optional. */
export const legalInfoProblems = (values: { company_name?: unknown; tin_number?: unknown }): Partial<Record<'company_name' | 'tin_number', RuleProblem>> => {
  const problems: Partial<Record<'company_name' | 'tin_number', RuleProblem>> = {};
  const company = textProblem('company_name', values.company_name, { required: true });
  const tin = textProblem('tin_number', values.tin_number, { required: false });
  if (company) problems.company_name = company;
  if (tin) problems.tin_number = tin;
  return problems;
};
