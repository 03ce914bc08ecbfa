import { CURRENCIES, HUMAN_VERIFICATION_TEST_TOKEN, USER_TEXT_LIMITS, type CurrencyCode } from '../src/api/contract';
import { PASSWORD_MAX_LENGTH } from '../src/domain/passwordRules';
import { normaliseName } from '../src/domain/safeText';
import { type Fields, stringField } from './http/body';
import { COUNTRIES } from './seed/countries';

/** Spec 1 §5: local part of letters, digits and ._%+-'; a top-level domain of 2 to 10 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,10}$/;

/**
 * Longest text the mock stores per field, in characters (code points): the contract's USER_TEXT_LIMITS
 * (which the profile forms check too) and the password's limit. A too long value is a field error,
 * before anything is stored: one huge name made every save slow.
 */
export const MAX_LENGTH = {
  first_name: USER_TEXT_LIMITS.first_name,
  last_name: USER_TEXT_LIMITS.last_name,
  company_name: USER_TEXT_LIMITS.company_name,
  email: USER_TEXT_LIMITS.email,
  phone: USER_TEXT_LIMITS.phone,
  password: PASSWORD_MAX_LENGTH,
} as const;

const characters = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** Spec 1 §5's generic message (errorMessages.maxChar). */
export const maxCharMessage = (max: number): string => `maximum ${max} characters allowed`;

/** The maxChar message when `text` is longer than `max` characters, else null. */
export const lengthError = (text: string, max: number): string | null => (characters(text) > max ? maxCharMessage(max) : null);

export const MESSAGES = {
  required: 'Field is required.',
  email: 'Please type valid email address.',
  tos: 'The terms of service must be accepted.',
  currency: `Currency must be one of ${CURRENCIES.join(', ')}.`,
  country: 'Unknown country.',
  userType: 'Only advertiser registrations (user_type_key 1) are accepted.',
  captcha: 'Human verification failed.',
} as const;

export interface ValidRegistration {
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  phone: string;
  country: string;
  currency: CurrencyCode;
}

const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** Checks a registration payload; answers every field error at once, as a form shows them all. */
export const validateRegistration = (body: Fields): { ok: true; value: ValidRegistration } | { ok: false; errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const required = (key: string): string => {
    const value = stringField(body, key);
    if (value === undefined) errors[key] = MESSAGES.required;
    return value ?? '';
  };
  const limited = (key: keyof typeof MAX_LENGTH, value: string): void => {
    const error = lengthError(value, MAX_LENGTH[key]);
    if (error) errors[key] = error;
  };
  // Names as stored (safeText.ts): a name of invisible characters only is no name.
  const name = (key: string): string => normaliseName(stringField(body, key) ?? '');
  const first_name = name('first_name');
  const last_name = name('last_name');
  if (first_name === '') errors.first_name = MESSAGES.required;
  if (last_name === '') errors.last_name = MESSAGES.required;
  const phone = required('phone');
  const country = required('country').toUpperCase();
  const email = required('email');
  const company = name('company_name');
  limited('first_name', first_name);
  limited('last_name', last_name);
  limited('phone', phone);
  limited('company_name', company);
  limited('email', email);
  if (email && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = MESSAGES.email;
  if (country && !COUNTRIES.some((c) => c.iso_code === country)) errors.country = MESSAGES.country;
  if (body.agree_with_tos !== true) errors.agree_with_tos = MESSAGES.tos;
  const currency = body.currency === undefined || body.currency === '' ? 'USD' : body.currency;
  if (!isCurrency(currency)) errors.currency = MESSAGES.currency;
  if (body.user_type_key !== undefined && body.user_type_key !== 1) errors.user_type_key = MESSAGES.userType;
  if (body.captcha_token !== HUMAN_VERIFICATION_TEST_TOKEN) errors.captcha_token = MESSAGES.captcha;
  if (Object.keys(errors).length > 0 || !isCurrency(currency)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      email,
      first_name,
      last_name,
      phone,
      country,
      currency,
      company_name: company,
    },
  };
};
