import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as mockClock from '../clock';

/**
 * Access tokens are signed: base64url(payload).base64url(HMAC-SHA256(payload)), the payload holding
 * the user id, the expiry (ms since epoch), a nonce and the session they belong to (`sid`). A session
 * is one sign-in: its refresh tokens carry the same id, and it lives as long as one of them is unspent
 * (middleware/auth.ts), so revoking it (logout) or a password reset (which drops the user's refresh
 * tokens) ends its access tokens at once, not at their expiry. The key lives in the db, so tokens outlive a
 * mock restart but not a re-seed from the command line. Refresh tokens and keys are random strings
 * kept in the db (they must be revocable: single use).
 */
export interface AccessClaims {
  sub: number;
  exp: number;
  nonce: string;
  sid: string;
}

const sign = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

/** A new session's id: one per sign-in, kept by every token the session's refreshes issue. */
export const newSessionId = (): string => randomBytes(12).toString('hex');

export const signAccessToken = (secret: string, userId: number, ttlSeconds: number, now: number = mockClock.now(), sid: string = newSessionId()): string => {
  const claims: AccessClaims = { sub: userId, exp: now + ttlSeconds * 1000, nonce: randomBytes(8).toString('hex'), sid };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export const verifyAccessToken = (secret: string, token: string, now: number = mockClock.now()): VerifyResult => {
  const parts = token.split('.');
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const { sub, exp, nonce, sid } = claims as Record<string, unknown>;
  if (typeof sub !== 'number' || typeof exp !== 'number' || typeof nonce !== 'string' || typeof sid !== 'string') return { ok: false, reason: 'malformed' };
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sub, exp, nonce, sid } };
};

/** Random lowercase hex: refresh tokens, reset keys and registration tokens. */
export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('hex');

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
export const RESET_KEY_TTL_MS = 3600 * 1000;
export const REGISTRATION_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
