import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lengthError, MAX_LENGTH } from '../validation';

/**
 * Salted sha256, as the brief asks: enough for a mock (no plaintext at rest), not a production KDF.
 * The seed passes a deterministic salt so two seeds stay identical; new passwords get a random one.
 */
export const hashPassword = (password: string, salt: string = randomBytes(16).toString('hex')) => ({
  password_salt: salt,
  password_hash: createHash('sha256').update(`${salt}:${password}`).digest('hex'),
});

export const verifyPassword = (password: string, stored: { password_salt: string; password_hash: string }): boolean => {
  const actual = Buffer.from(hashPassword(password, stored.password_salt).password_hash, 'hex');
  const expected = Buffer.from(stored.password_hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

export const PASSWORD_MESSAGES = {
  length: 'Password must be at least 8 characters long',
  digit: 'Password must contain a number',
  upperCase: 'Password must contain an uppercase letter',
  symbol: 'Password must contain a symbol',
  personal: 'Password must not contain your first name, last name or company name',
} as const;

/**
 * The sign-up completion and reset rules (spec 1 §5): 8+ characters with a digit, an uppercase letter
 * and a symbol, not containing the person's names or company name (case-insensitive); at most
 * MAX_LENGTH.password characters (it is hashed at every sign-in).
 * Answers the first broken rule's message, or null.
 */
export const passwordRuleError = (password: string, personal: readonly (string | null | undefined)[]): string | null => {
  if (password.length < 8) return PASSWORD_MESSAGES.length;
  const tooLong = lengthError(password, MAX_LENGTH.password);
  if (tooLong) return tooLong;
  if (!/\d/.test(password)) return PASSWORD_MESSAGES.digit;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.upperCase;
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return PASSWORD_MESSAGES.symbol;
  const lower = password.toLowerCase();
  const leaks = personal.some((part) => {
    const value = part?.trim().toLowerCase();
    return value !== undefined && value.length > 0 && lower.includes(value);
  });
  return leaks ? PASSWORD_MESSAGES.personal : null;
};
