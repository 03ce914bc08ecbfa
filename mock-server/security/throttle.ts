/**
 * Exponential back-off for guessing: after `freeFailures` failures under one key (an account, a client
 * address) each further failure locks the key for twice as long as the one before (`baseMs`, then 2×,
 * 4×… up to `maxMs`). A key's count is forgotten after `maxMs` without a failure, so a person who
 * mistyped a few times on Monday starts afresh. While a key is locked, its attempts are refused
 * without being checked, so a locked account costs the server nothing.
 */
export interface ThrottleRule {
  freeFailures: number;
  baseMs: number;
  maxMs: number;
}

interface Entry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

export interface Throttle {
  /** Milliseconds until `key` may try again (0: now). */
  waitMs(key: string, now?: number): number;
  /** One more failure under `key`. */
  fail(key: string, now?: number): void;
  /** Forgets `key` (a successful sign-in of that account). */
  forget(key: string): void;
  /** Forgets every key (the test API's reset). */
  clear(): void;
}

export const createThrottle = (rule: ThrottleRule): Throttle => {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailure > rule.maxMs && entry.lockedUntil <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs: (key, now = Date.now()) => Math.max(0, (live(key, now)?.lockedUntil ?? 0) - now),
    fail: (key, now = Date.now()) => {
      const entry = live(key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
      entry.failures += 1;
      entry.lastFailure = now;
      const over = entry.failures - rule.freeFailures;
      if (over > 0) entry.lockedUntil = now + Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
      entries.set(key, entry);
    },
    forget: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
};

/** Keys of the sign-in and account-probing throttles, one set per mock. */
export interface AuthThrottles {
  /** Wrong passwords per account (lower-case email). */
  signInAccount: Throttle;
  /** Wrong passwords per client address, whatever the account (one client trying many accounts). */
  signInClient: Throttle;
  /** Reset emails per account (a mailbox must not be flooded). */
  resetEmail: Throttle;
  /** Registrations per client address (code 160 says an email is taken: it must not be an oracle). */
  registrationClient: Throttle;
  clear(): void;
}

const MINUTE = 60_000;

export const createAuthThrottles = (): AuthThrottles => {
  const throttles = {
    signInAccount: createThrottle({ freeFailures: 5, baseMs: 1000, maxMs: 15 * MINUTE }),
    signInClient: createThrottle({ freeFailures: 20, baseMs: 1000, maxMs: 15 * MINUTE }),
    // Every email counts: 3 an hour are free, then the wait doubles from a minute (capped at an hour).
    resetEmail: createThrottle({ freeFailures: 3, baseMs: MINUTE, maxMs: 60 * MINUTE }),
    registrationClient: createThrottle({ freeFailures: 20, baseMs: 1000, maxMs: 15 * MINUTE }),
  };
  return { ...throttles, clear: () => Object.values(throttles).forEach((throttle) => throttle.clear()) };
};
