import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in
 * hands the browser a token naming the account and a random nonce, signed with the db's secret. A
 * later sign-in presenting it is judged on that device's own failures, so strangers locking the
 * account out (the untrusted clients' lockout) do not lock out a browser that signed in before. It
 * carries no session power: it only exempts from that lockout, and is worth nothing without the password.
 *
 * The signature is keyed apart from the access tokens' (security/tokens.ts): the same secret, another
 * purpose, so neither kind of token can pass for the other.
 */
const PURPOSE = 'device-token';

const sign = (secret: string, payload: string): string => createHmac('sha256', `${PURPOSE}:${secret}`).update(payload).digest('base64url');

/** A new device token for `login` (the account's lower-case email). */
export const signDeviceToken = (secret: string, login: string): string => {
  const payload = Buffer.from(JSON.stringify({ login, nonce: randomBytes(12).toString('hex') })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

/** Its device id (the nonce) when `token` is a genuine device token of `login`, else null. */
export const deviceOf = (secret: string, token: string | undefined, login: string): string | null => {
  const [payload, signature, ...rest] = (token ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { login: named, nonce } = claims as Record<string, unknown>;
  return named === login && typeof nonce === 'string' ? nonce : null;
};
