import type { Reservation, Throttle } from './throttle';
import * as mockClock from '../clock';

/** One key a password guess is counted under. */
export interface GuessKey {
  throttle: Throttle;
  key: string;
  /**
   * Whether a right guess forgives the key's failures: an account's or a device's are, a client
   * address's are not (its failures on other accounts still stand).
   */
  forgiveOnRight: boolean;
}

/** A password guess reserved under all its keys, judged once when its hash is done. */
export interface Guess {
  judge(right: boolean): void;
  /** The check failed without a verdict (an error): the reservations are given back uncounted. */
  abandon(): void;
}

/**
 * Reserves one guess under every key before its password is hashed (sign-in, password change), or
 * none when any key refuses it: then answers the wait. All in one synchronous step, so guesses sent
 * at once are admitted like guesses sent one by one.
 */
export const reserveGuess = (keys: readonly GuessKey[], now: number = mockClock.now()): Guess | { waitMs: number } => {
  const taken: { key: GuessKey; reservation: Reservation }[] = [];
  for (const key of keys) {
    const reserved = key.throttle.reserve(key.key, now);
    if ('waitMs' in reserved) {
      taken.forEach(({ reservation }) => reservation.release());
      return reserved;
    }
    taken.push({ key, reservation: reserved });
  }
  return {
    judge: (right) =>
      taken.forEach(({ key, reservation }) => {
        if (!right) reservation.fail();
        else if (key.forgiveOnRight) reservation.forgive();
        else reservation.release();
      }),
    abandon: () => taken.forEach(({ reservation }) => reservation.release()),
  };
};

/**
 * Checks a guess under its reservation: answers the wait when a key refuses it (nothing is hashed),
 * else whether the password matched. `verdict` may ask more than the match for the guess to count as
 * right (an inactive account's right password is still a failure).
 */
export const checkGuess = async (
  keys: readonly GuessKey[],
  check: () => Promise<boolean>,
  verdict: (matches: boolean) => boolean = (matches) => matches,
): Promise<{ waitMs: number } | { matches: boolean }> => {
  const guess = reserveGuess(keys);
  if ('waitMs' in guess) return guess;
  let matches: boolean;
  try {
    matches = await check();
  } catch (error) {
    guess.abandon();
    throw error;
  }
  guess.judge(verdict(matches));
  return { matches };
};
