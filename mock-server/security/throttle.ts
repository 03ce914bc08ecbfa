import * as mockClock from '../clock';

/**
 * Exponential back-off for guessing: after `freeFailures` failures under one key (an account, a client
 * address, a device) each further failure locks the key for twice as long as the one before (`baseMs`,
 * then 2×, 4×… up to `maxMs`). A key's count is forgotten after `maxMs` without a failure, so a person
 * who mistyped a few times on Monday starts afresh. While a key is locked, its attempts are refused
 * without being checked, so a locked account costs the server nothing.
 *
 * An attempt is reserved before its password is hashed and counted as pending until its verdict: a
 * check takes tens of milliseconds off the event loop, and a lock read before the hash and counted
 * after it let a burst sent at once be checked in full. A key admits a new attempt only while its
 * failures plus its pending attempts could not yet have locked it, or, past the free failures, while
 * nothing is pending: a burst is checked exactly as often as the same guesses sent one by one.
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
  /** Attempts reserved and not yet judged. */
  pending: number;
}

/** One reserved attempt under one key; it settles once (later calls do nothing). */
export interface Reservation {
  /** The guess was wrong: one more failure under the key (it may lock it). */
  fail(now?: number): void;
  /** The guess was right: the key's failures are forgiven. */
  forgive(): void;
  /** The attempt ends with no verdict for this key (a right guess that is not this key's to forgive). */
  release(): void;
}

export interface Throttle {
  /** Reserves one attempt under `key`, or answers how long to wait first. */
  reserve(key: string, now?: number): Reservation | { waitMs: number };
  /** Forgets every key (the test API's reset). */
  clear(): void;
}

export const createThrottle = (rule: ThrottleRule): Throttle => {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.pending === 0 && now - entry.lastFailure > rule.maxMs && entry.lockedUntil <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  /** Milliseconds until `key` may try again (0: now). */
  const lockWait = (key: string, now: number): number => Math.max(0, (live(key, now)?.lockedUntil ?? 0) - now);
  // The entry the attempt was reserved on: after a clear() (the test API) it is no longer the key's,
  // and its verdict changes nothing the key now holds.
  const settle = (key: string, entry: Entry, change: (entry: Entry) => void): void => {
    entry.pending -= 1;
    change(entry);
    if (entries.get(key) === entry && entry.pending === 0 && entry.failures === 0) entries.delete(key);
  };
  return {
    reserve: (key, now = mockClock.now()) => {
      const locked = lockWait(key, now);
      if (locked > 0) return { waitMs: locked };
      const entry = live(key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0, pending: 0 };
      // A pending attempt may yet fail and lock the key: the next one waits for its verdict.
      if (entry.pending > 0 && entry.failures + entry.pending > rule.freeFailures) return { waitMs: rule.baseMs };
      entry.pending += 1;
      entries.set(key, entry);
      let settled = false;
      const once = (change: (entry: Entry) => void) => {
        if (settled) return;
        settled = true;
        settle(key, entry, change);
      };
      return {
        fail: (at = mockClock.now()) =>
          once((e) => {
            e.failures += 1;
            e.lastFailure = at;
            const over = e.failures - rule.freeFailures;
            if (over > 0) e.lockedUntil = at + Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
          }),
        forgive: () =>
          once((e) => {
            e.failures = 0;
            e.lockedUntil = 0;
          }),
        release: () => once(() => undefined),
      };
    },
    clear: () => entries.clear(),
  };
};

/**
 * At most `max` events per key in any `windowMs` (a sliding window): reset emails per account, sign-ups
 * and reset requests per client address and per email.
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
    waitMs: (key, now = mockClock.now()) => {
      const kept = recent(key, now);
      const oldest = kept[kept.length - max];
      return kept.length >= max && oldest !== undefined ? oldest + windowMs - now : 0;
    },
    record: (key, now = mockClock.now()) => {
      events.set(key, [...recent(key, now), now]);
    },
    clear: () => events.clear(),
  };
};

/**
 * Counts one event under every (limit, key) pair, or none when any of them is full: answers the
 * longest wait (0 when counted). Checked and counted in one synchronous step, before the request's
 * work, so requests sent at once are counted like requests sent one by one.
 */
export const takeEach = (pairs: readonly (readonly [WindowLimit, string])[], now: number = mockClock.now()): number => {
  const wait = Math.max(0, ...pairs.map(([limit, key]) => limit.waitMs(key, now)));
  if (wait === 0) pairs.forEach(([limit, key]) => limit.record(key, now));
  return wait;
};

/** The sign-in, password and account-probing limits, one set per mock. */
export interface AuthThrottles {
  /** Wrong passwords per account (lower-case email) from clients without a device token for it. */
  signInAccount: Throttle;
  /** Wrong passwords per client address, whatever the account (one client trying many accounts). */
  signInClient: Throttle;
  /** Wrong passwords per device token (its nonce): a browser that signed in before is judged on its own. */
  signInDevice: Throttle;
  /** Wrong current passwords per user (id) in a password change. */
  passwordChange: Throttle;
  /** Reset emails sent per account: a mailbox must not be flooded (further requests send nothing). */
  resetEmail: WindowLimit;
  /** Reset requests per client address, whatever the email. */
  resetClient: WindowLimit;
  /** Reset requests per email (lower case), whether or not it has an account. */
  resetRequestEmail: WindowLimit;
  /** Sign-ups per client address. */
  signUpClient: WindowLimit;
  /** Sign-ups per email (lower case). */
  signUpEmail: WindowLimit;
  /** "Email already exist" answers per client address: code 160 must not be an account oracle. */
  registrationTaken: WindowLimit;
  clear(): void;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const GUESSING: ThrottleRule = { freeFailures: 5, baseMs: 1000, maxMs: 15 * MINUTE };

export const createAuthThrottles = (): AuthThrottles => {
  const limits = {
    signInAccount: createThrottle(GUESSING),
    signInClient: createThrottle({ ...GUESSING, freeFailures: 20 }),
    signInDevice: createThrottle(GUESSING),
    passwordChange: createThrottle(GUESSING),
    resetEmail: createWindowLimit(3, HOUR),
    resetClient: createWindowLimit(20, 15 * MINUTE),
    resetRequestEmail: createWindowLimit(10, HOUR),
    signUpClient: createWindowLimit(10, HOUR),
    signUpEmail: createWindowLimit(5, HOUR),
    registrationTaken: createWindowLimit(5, 15 * MINUTE),
  };
  return { ...limits, clear: () => Object.values(limits).forEach((limit) => limit.clear()) };
};
