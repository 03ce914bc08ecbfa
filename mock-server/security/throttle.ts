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

/**
 * At most `max` events per key in any `windowMs` (a sliding window): reset emails per account, account
 * probes per client address.
 */
export interface WindowLimit {
  /** Milliseconds until `key` may have another event (0: now). */
  waitMs(key: string, now?: number): number;
  record(key: string, now?: number): void;
  clear(): void;
}

export const createWindowLimit = (max: number, windowMs: number): WindowLimit => {
  const events = new Map<string, number[]>();
  const recent = (key: string, now: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length > 0) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    waitMs: (key, now = Date.now()) => {
      const kept = recent(key, now);
      const oldest = kept[kept.length - max];
      return kept.length >= max && oldest !== undefined ? oldest + windowMs - now : 0;
    },
    record: (key, now = Date.now()) => {
      events.set(key, [...recent(key, now), now]);
    },
    clear: () => events.clear(),
  };
};

/** The sign-in and account-probing limits, one set per mock. */
export interface AuthThrottles {
  /** Wrong passwords per account (lower-case email). */
  signInAccount: Throttle;
  /** Wrong passwords per client address, whatever the account (one client trying many accounts). */
  signInClient: Throttle;
  /** Reset emails sent per account: a mailbox must not be flooded (further requests send nothing). */
  resetEmail: WindowLimit;
  /** Reset requests per client address, whatever the email. */
  resetClient: WindowLimit;
  /** "Email already exist" answers per client address: code 160 must not be an account oracle. */
  registrationTaken: WindowLimit;
  clear(): void;
}

const MINUTE = 60_000;

export const createAuthThrottles = (): AuthThrottles => {
  const limits = {
    signInAccount: createThrottle({ freeFailures: 5, baseMs: 1000, maxMs: 15 * MINUTE }),
    signInClient: createThrottle({ freeFailures: 20, baseMs: 1000, maxMs: 15 * MINUTE }),
    resetEmail: createWindowLimit(3, 60 * MINUTE),
    resetClient: createWindowLimit(20, 15 * MINUTE),
    registrationTaken: createWindowLimit(5, 15 * MINUTE),
  };
  return { ...limits, clear: () => Object.values(limits).forEach((limit) => limit.clear()) };
};
