import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGES, passwordProblems } from '../../src/domain/passwordRules';
import { lengthError } from '../validation';

/**
 * Passwords are kept as scrypt (memory-hard) hashes: `scrypt$N$r$p$hex` in password_hash, with the
 * salt beside it. Each guess costs the server (and anyone holding a copy of the db) tens of
 * milliseconds and 16 MiB, where the former salted SHA-256 cost microseconds. The parameters travel
 * with the hash, so a hash keeps verifying if the default cost changes. A bare hex hash is the former
 * salted SHA-256 of a db file written before: still accepted, so an old file keeps its passwords.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The default cost: N = 2^14, r = 8 (16 MiB), p = 1, about 50 ms per hash on a laptop core. */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (cost: ScryptCost): number => 256 * cost.N * cost.r + 1024 * 1024;

const encode = (cost: ScryptCost, key: Buffer): string => `scrypt$${cost.N}$${cost.r}$${cost.p}$${key.toString('hex')}`;

const decode = (hash: string): { cost: ScryptCost; key: Buffer } | null => {
  const [scheme, n, r, p, hex] = hash.split('$');
  if (scheme !== 'scrypt' || !hex) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, key: Buffer.from(hex, 'hex') };
};

export const hashPassword = (password: string, salt: string = randomBytes(16).toString('hex'), cost: ScryptCost = SCRYPT_COST) => ({
  password_salt: salt,
  password_hash: encode(cost, scryptSync(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmem(cost) })),
});

/**
 * The seed's accounts share their few published passwords; hashing a thousand of them at every seed
 * would cost a minute. So a seeded password gets one salt, derived from it, and its hash is computed
 * once per process: real accounts (sign-up, reset) get a random salt of their own.
 */
const seededHashes = new Map<string, { password_salt: string; password_hash: string }>();
export const seededPasswordHash = (password: string): { password_salt: string; password_hash: string } => {
  const known = seededHashes.get(password);
  if (known) return known;
  const hashed = hashPassword(password, `seed-${createHash('sha256').update(password).digest('hex').slice(0, 24)}`);
  seededHashes.set(password, hashed);
  return hashed;
};

const scryptAsync = (password: string, salt: string, cost: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmem(cost) }, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Off the event loop (libuv's pool): a burst of sign-ins does not stall every other call. */
export const verifyPassword = async (password: string, stored: { password_salt: string; password_hash: string }): Promise<boolean> => {
  const decoded = decode(stored.password_hash);
  const expected = decoded?.key ?? Buffer.from(stored.password_hash, 'hex');
  const actual = decoded
    ? await scryptAsync(password, stored.password_salt, decoded.cost)
    : createHash('sha256').update(`${stored.password_salt}:${password}`).digest();
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** The same work as a verification, for a sign-in whose account does not exist (no timing tell). */
export const DUMMY_HASH = { password_salt: 'no-such-account', password_hash: encode(SCRYPT_COST, Buffer.alloc(KEY_LENGTH)) };

/** The English words of each password rule (src/domain/passwordRules.ts), as the app's English locale has them. */
export const PASSWORD_MESSAGES = PASSWORD_RULE_MESSAGES;

/**
 * The sign-up completion, reset and change rules (spec 1 §5, spec 3 §5), declared once in
 * src/domain/passwordRules.ts for the forms and the mock: 8+ characters with an uppercase letter, a
 * digit and a symbol, not containing the person's first name, last name or company name (ignoring
 * case); at most PASSWORD_MAX_LENGTH characters (it is hashed at every sign-in).
 * Answers the first broken rule's message, or null.
 */
export const passwordRuleError = (password: string, personal: readonly (string | null | undefined)[]): string | null => {
  const [firstName, lastName, companyName] = personal;
  const [first] = passwordProblems(password, { firstName, lastName, companyName });
  if (first === 'passwordLength') return PASSWORD_MESSAGES.passwordLength;
  const tooLong = lengthError(password, PASSWORD_MAX_LENGTH);
  if (tooLong) return tooLong;
  return first === undefined ? null : PASSWORD_MESSAGES[first];
};
